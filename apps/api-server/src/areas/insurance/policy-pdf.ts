// The guarantee insurance policy (投标保证保险保单) as a PDF, drawn with the letters' PDF machinery
// (src/pdf, the amount in capitals and the round seal of areas/issuing): policy and proposal
// numbers, the parties (保险人, 投保人, 被保险人), the project, sum insured in figures and capitals,
// premium, period of cover and the insurer's terms. The enterprise downloads it (a private file).
import { formatMoney } from '@bht/validators';
import { rgb } from 'pdf-lib';
import { MUTED, newDocument } from '../../pdf/new-document';
import { PageFlow } from '../../pdf/page-flow';
import { toChineseCapital } from '../issuing/chinese-amount';
import { DRAWN_SEAL_CAPTION, drawRoundSeal } from '../issuing/letter-seal';

export interface PolicyData {
  policyNo: string;
  /** Our proposal number (投保单号). */
  sn: string;
  insurerName: string;
  productName: string;
  /** 投保人: the enterprise. */
  applicant: string;
  /** 被保险人: the tender unit. */
  insured: string;
  projectName: string;
  projectNumber: string;
  bidSection: string;
  /** Wire money ('120000.00'). */
  sumInsured: string;
  premium: string;
  /** Period of cover, YYYY-MM-DD both ends. */
  from: string;
  to: string;
  /** When the premium was paid (the policy is issued then). */
  issuedAt: Date;
  contactName: string;
  contactMobile: string;
  /** Issued by the sandbox insurer: the policy says so. */
  sandbox: boolean;
}

export const POLICY_TITLE = '投标保证保险保单';

const chineseDate = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-').map(Number);
  return `${y} 年 ${m} 月 ${d} 日`;
};

function facts(data: PolicyData): Array<[string, string]> {
  return [
    ['保险人', data.insurerName],
    ['保险产品', data.productName],
    ['投保人', data.applicant],
    ['被保险人', data.insured],
    [
      '投标项目',
      `${data.projectName}（项目编号：${data.projectNumber}，标段：${data.bidSection}）`,
    ],
    [
      '保险金额',
      `人民币（大写）${toChineseCapital(data.sumInsured)}（¥${formatMoney(data.sumInsured)}）`,
    ],
    ['保险费', `¥${formatMoney(data.premium)}（已缴清）`],
    ['保险期间', `${chineseDate(data.from)}零时起至${chineseDate(data.to)}二十四时止`],
    ['联系人', `${data.contactName}，${data.contactMobile}`],
  ];
}

function terms(data: PolicyData): string[] {
  return [
    `一、本保单承保投保人参加上述项目投标时应向被保险人缴纳的投标保证金，以替代投标保证金的缴纳。`,
    `二、保险期间内，投保人有下列情形之一，依法或依招标文件应没收其投标保证金的，被保险人可凭书面索赔通知及相关证明材料向保险人索赔，保险人在保险金额内赔偿：（一）在投标有效期内撤销或修改其投标文件；（二）中标后无正当理由不与被保险人订立合同，或在签订合同时提出附加条件；（三）中标后未按招标文件规定提交履约担保。`,
    `三、保险人赔偿后，在赔偿金额范围内取得向投保人追偿的权利。本保单的赔偿总额以保险金额为限。`,
    `四、保险期间届满未发生保险事故的，保险人的保险责任自动终止。本保单不得转让或质押。`,
    `五、本保单未尽事宜以${data.insurerName}《${data.productName}》条款为准。`,
  ];
}

/** Renders the policy; the caller stores it. */
export async function renderPolicy(data: PolicyData): Promise<Uint8Array> {
  const { doc, flow } = await newDocument({
    title: `${POLICY_TITLE} ${data.policyNo}`,
    subject: data.policyNo,
    author: data.insurerName,
    keywords: [data.policyNo, data.sn],
    date: data.issuedAt,
  });
  if (data.sandbox)
    flow.paragraph('沙箱环境生成的测试保单，不具有法律效力', {
      size: 9,
      color: rgb(0.8, 0.1, 0.1),
      center: true,
      after: 6,
    });
  flow.paragraph(POLICY_TITLE, { size: 22, center: true, after: 6 });
  flow.paragraph(`保单号：${data.policyNo}，投保单号：${data.sn}`, {
    size: 10,
    color: MUTED,
    center: true,
    after: 18,
  });
  for (const [label, value] of facts(data))
    flow.paragraph(`${label}：${value}`, { size: 11, after: 4 });
  flow.paragraph('', { after: 6 });
  flow.paragraph('特别约定', { size: 13, after: 6 });
  for (const paragraph of terms(data)) flow.paragraph(paragraph, { size: 11, after: 6 });

  flow.paragraph('', { after: 10 });
  const sealDiameter = 118;
  flow.ensure(sealDiameter + 40);
  const blockTop = flow.y;
  flow.paragraph(`保险人（盖章）：${data.insurerName}`, { size: 11, after: 4 });
  flow.paragraph(`签单日期：${chineseDate(data.from)}`, { size: 11, after: 4 });
  const cx = flow.page.getWidth() - PageFlow.margin - sealDiameter / 2 - 10;
  const cy = blockTop - sealDiameter / 2 + 6;
  drawRoundSeal(
    flow.page,
    flow.font,
    data.insurerName,
    { cx, cy, diameter: sealDiameter },
    '保单专用章',
  );
  flow.page.drawText(DRAWN_SEAL_CAPTION, {
    x: cx - flow.font.widthOfTextAtSize(DRAWN_SEAL_CAPTION, 8) / 2,
    y: cy - sealDiameter / 2 - 12,
    size: 8,
    font: flow.font,
    color: MUTED,
  });
  flow.y = Math.min(flow.y, blockTop - sealDiameter - 20);
  flow.paragraph('本保单为电子保单，与纸质保单具有同等效力。', { size: 9, color: MUTED });
  return doc.save();
}
