// The 委托担保合同 (guarantee entrustment contract) the enterprise e-signs before the guarantor
// reviews its application: the two parties, the project and beneficiary, the guaranteed amount
// (the bid bond; a performance or wage letter's amount with its contract price, beneficiary and
// validity as applied for), the premium, the letter's validity, the order number, then the
// published terms of the letter type (settings `contract_guarantee_entrustment` for bid letters,
// `contract_performance_entrustment` / `contract_worker_entrustment`; else the seeded text), or
// the guarantor's configured terms the order recorded (issuing-config/order-config.ts).
import { fillTemplate, LETTER_TYPE_TEXT, type LetterType } from '@bht/api-client/contract';
import { formatMoney } from '@bht/validators';
import type { Db } from '../../db/client';
import type { ensureCompanies } from '../../db/schema';
import {
  DOCUMENT_KEYS,
  legalDocuments,
  publishedTemplate,
  type LegalDocument,
} from '../../db/seed-documents';
import { MUTED, newDocument } from '../../pdf/new-document';
import type { OrderRow, EnterpriseRow, ProjectRow } from '../../db/rows';
import { chineseDate } from '../../time/china-time';

/** The contract template of each letter type (bid letters, paper included, sign the bid letter's contract). */
const TEMPLATE_KEYS: Record<LetterType, (typeof DOCUMENT_KEYS)[keyof typeof DOCUMENT_KEYS]> = {
  bid_e: DOCUMENT_KEYS.guaranteeEntrustment,
  bid_paper: DOCUMENT_KEYS.guaranteeEntrustment,
  performance: DOCUMENT_KEYS.performanceEntrustment,
  worker: DOCUMENT_KEYS.workerEntrustment,
};

/** The published contract template of `type`, or the seeded text when none (or an unreadable one) is stored. */
export const entrustmentTemplate = (db: Db, type: LetterType = 'bid_e'): Promise<LegalDocument> =>
  publishedTemplate(db, TEMPLATE_KEYS[type], legalDocuments[TEMPLATE_KEYS[type]]);

export interface ContractData {
  order: OrderRow;
  enterprise: EnterpriseRow;
  company: typeof ensureCompanies.$inferSelect;
  project: ProjectRow;
  template: LegalDocument;
  date: Date;
}

const yuan = (amount: string) => `人民币 ${formatMoney(amount)} 元`;
const percent = (rate: string) => `${(Number(rate) * 100).toFixed(2)}%`;

/** The letter lines that differ by type: beneficiary, amount (and contract), validity. */
function letterLines(order: OrderRow, project: ProjectRow): string[] {
  if (order.contractPrice === null) {
    return [
      `受益人（招标人）：${project.tenderUnit}`,
      `交易中心：${project.tradingCenter}`,
      `保函类型：${LETTER_TYPE_TEXT[order.type as LetterType]}`,
      `担保金额（投标保证金）：${yuan(order.bidBondAmount)}`,
    ];
  }
  const worker = order.wageShare !== null;
  return [
    `受益人（${worker ? '人力资源社会保障部门' : '发包人'}）：${order.beneficiary ?? ''}`,
    order.beneficiaryCreditCode ? `受益人统一社会信用代码：${order.beneficiaryCreditCode}` : '',
    order.beneficiaryAddress ? `受益人地址：${order.beneficiaryAddress}` : '',
    `保函类型：${LETTER_TYPE_TEXT[order.type as LetterType]}`,
    `合同价：${yuan(order.contractPrice)}`,
    worker
      ? `担保金额：${yuan(order.bidBondAmount)}（合同价 × 工资保证比例 ${order.wageShare}%）`
      : `担保金额：${yuan(order.bidBondAmount)}`,
  ].filter(Boolean);
}

/** The validity as the contract states it: the bid validity after the opening, or the dates applied for. */
const validityLine = (order: OrderRow, project: ProjectRow) =>
  order.contractPrice !== null && order.validFrom && order.validTo
    ? `保函有效期：自 ${chineseDate(new Date(`${order.validFrom}T00:00:00+08:00`))} 起至 ${chineseDate(new Date(`${order.validTo}T00:00:00+08:00`))} 止`
    : `保函有效期：自开标之日（${chineseDate(project.bidOpenTime)}）起，不少于招标文件规定的投标有效期，以保函正本载明为准`;

/** The unsigned contract; the e-signature provider adds the signature page. */
export async function renderEntrustContract({
  order,
  enterprise,
  company,
  project,
  template,
  date,
}: ContractData): Promise<Uint8Array> {
  const { doc, flow } = await newDocument({
    title: template.title,
    subject: `${order.enterpriseName} · ${order.projectName}`,
    keywords: [order.sn],
    date,
  });

  flow.paragraph(template.title, { size: 20, center: true, after: 6 });
  flow.paragraph(`合同编号：${order.sn}    版本：${template.version}`, {
    size: 9,
    color: MUTED,
    center: true,
    after: 18,
  });
  flow.paragraph(
    [
      `委托人（甲方）：${order.enterpriseName}`,
      `统一社会信用代码：${enterprise.creditCode}`,
      `法定代表人：${enterprise.legalPerson}`,
      `联系人：${order.contactName}  联系电话：${order.contactMobile}`,
    ].join('\n'),
    { size: 11, after: 10 },
  );
  flow.paragraph(
    [
      `担保人（乙方）：${order.ensureCompanyName}`,
      company.address && `地址：${company.address}`,
      company.tel && `联系电话：${company.tel}`,
    ]
      .filter(Boolean)
      .join('\n'),
    { size: 11, after: 14 },
  );
  flow.paragraph('保函信息', { size: 13, after: 4 });
  flow.paragraph(
    [
      `项目名称：${order.projectName}`,
      `项目编号：${project.number}  标段：${project.bidSection}`,
      ...letterLines(order, project),
      `保费：${yuan(order.premium)}（费率 ${percent(order.premiumRate)}，不低于乙方最低收费标准）`,
      validityLine(order, project),
    ].join('\n'),
    { size: 11, after: 14 },
  );
  flow.paragraph('合同条款', { size: 13, after: 4 });
  // A guarantor's configured terms may name the order's facts ({项目名称}…, docs/issuing-config.md).
  const terms = fillTemplate(template.content, {
    委托人: order.enterpriseName,
    担保人: order.ensureCompanyName,
    项目名称: order.projectName,
    项目编号: project.number,
    担保金额: yuan(order.bidBondAmount),
    保费: yuan(order.premium),
    订单号: order.sn,
  });
  flow.paragraph(terms, { size: 11, after: 24 });
  flow.paragraph(`甲方（电子签章）：${order.enterpriseName}`, { size: 11, after: 4 });
  flow.paragraph(`乙方：${order.ensureCompanyName}`, { size: 11, after: 4 });
  flow.paragraph(`签订日期：${chineseDate(date)}`, { size: 11, after: 20 });
  flow.paragraph(
    '本合同以电子方式签署，甲方签署信息见文末电子签署页；乙方审核通过即视为乙方同意本合同。',
    { size: 9, color: MUTED },
  );
  return doc.save();
}
