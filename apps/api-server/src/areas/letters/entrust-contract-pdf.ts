// The 委托担保合同 (guarantee entrustment contract) the enterprise e-signs before the guarantor
// reviews its application: the two parties, the project and beneficiary, the guaranteed amount
// (the bid bond), the premium, the letter's validity, the order number, then the published
// terms (settings `contract_guarantee_entrustment`, else the seeded text).
import { LETTER_TYPE_TEXT, type LetterType } from '@bht/api-client/contract';
import { formatMoney } from '@bht/validators';
import type { Db } from '../../db/client';
import type { ensureCompanies } from '../../db/schema';
import { DOCUMENT_KEYS, legalDocuments, publishedTemplate, type LegalDocument } from '../../db/seed-documents';
import type { EnterpriseRow } from '../firm/firm-state';
import { chineseDate } from '../firm/seal-agreement-pdf';
import type { OrderRow } from '../orders/order-transitions';
import type { ProjectRow } from './application-rules';
import { MUTED, newDocument } from '../../pdf/new-document';

const BUILT_IN = legalDocuments[DOCUMENT_KEYS.guaranteeEntrustment];

/** The published contract template, or the seeded text when none (or an unreadable one) is stored. */
export const entrustmentTemplate = (db: Db): Promise<LegalDocument> => publishedTemplate(db, DOCUMENT_KEYS.guaranteeEntrustment, BUILT_IN);

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

/** The unsigned contract; the e-signature provider adds the signature page. */
export async function renderEntrustContract({ order, enterprise, company, project, template, date }: ContractData): Promise<Uint8Array> {
  const { doc, flow } = await newDocument({ title: template.title, subject: `${order.enterpriseName} · ${order.projectName}`, keywords: [order.sn], date });
  const openDate = chineseDate(project.bidOpenTime);

  flow.paragraph(template.title, { size: 20, center: true, after: 6 });
  flow.paragraph(`合同编号：${order.sn}    版本：${template.version}`, { size: 9, color: MUTED, center: true, after: 18 });
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
    [`担保人（乙方）：${order.ensureCompanyName}`, company.address && `地址：${company.address}`, company.tel && `联系电话：${company.tel}`].filter(Boolean).join('\n'),
    { size: 11, after: 14 },
  );
  flow.paragraph('保函信息', { size: 13, after: 4 });
  flow.paragraph(
    [
      `项目名称：${order.projectName}`,
      `项目编号：${project.number}  标段：${project.bidSection}`,
      `受益人（招标人）：${project.tenderUnit}`,
      `交易中心：${project.tradingCenter}`,
      `保函类型：${LETTER_TYPE_TEXT[order.type as LetterType]}`,
      `担保金额（投标保证金）：${yuan(order.bidBondAmount)}`,
      `保费：${yuan(order.premium)}（费率 ${percent(order.premiumRate)}，不低于乙方最低收费标准）`,
      `保函有效期：自开标之日（${openDate}）起，不少于招标文件规定的投标有效期，以保函正本载明为准`,
    ].join('\n'),
    { size: 11, after: 14 },
  );
  flow.paragraph('合同条款', { size: 13, after: 4 });
  flow.paragraph(template.content, { size: 11, after: 24 });
  flow.paragraph(`甲方（电子签章）：${order.enterpriseName}`, { size: 11, after: 4 });
  flow.paragraph(`乙方：${order.ensureCompanyName}`, { size: 11, after: 4 });
  flow.paragraph(`签订日期：${chineseDate(date)}`, { size: 11, after: 20 });
  flow.paragraph('本合同以电子方式签署，甲方签署信息见文末电子签署页；乙方审核通过即视为乙方同意本合同。', { size: 9, color: MUTED });
  return doc.save();
}
