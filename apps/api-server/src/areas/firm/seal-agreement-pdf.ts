// Step 4's document: the seal-authorisation agreement as a PDF, filled in with the enterprise's
// data. Title and terms come from the published template in `settings`
// (contract_seal_authorization, JSON { title, version, content }, see db/seed-documents.ts),
// else from the built-in text below.
import type { Db } from '../../db/client';
import { DOCUMENT_KEYS, publishedTemplate, type LegalDocument } from '../../db/seed-documents';
import { MUTED, newDocument } from '../../pdf/new-document';
import type { AuthRecordRow } from './firm-state';
import type { EnterpriseRow } from '../../db/rows';
import { chineseDate } from '../../time/china-time';

const BUILT_IN_TERMS = [
  '一、授权方（以下简称“甲方”）授权保函通平台（以下简称“平台”）在甲方通过平台办理投标保函、履约保函、农民工工资支付保函等业务时，依据甲方的电子签署指令，为甲方生成并加盖甲方的电子印章（含企业电子公章及法定代表人电子签名）。',
  '二、甲方每次使用电子印章，均须通过甲方认证手机号接收的短信验证码确认。经确认的签署行为视为甲方的真实意思表示，与甲方在纸质文件上加盖实物印章具有同等法律效力。',
  '三、甲方保证在企业认证中提交的营业执照、法定代表人及经办人身份信息、对公银行账户信息真实、准确、完整；上述信息发生变更时，甲方应及时通知平台并重新认证。',
  '四、甲方应妥善保管平台账号、密码及认证手机号，因甲方保管不善造成的损失由甲方自行承担。',
  '五、本授权书自甲方签署并经平台审核通过之日起生效，至甲方书面撤销授权或注销平台账号之日止。',
].join('\n');

const BUILT_IN: LegalDocument = {
  title: '企业电子印章使用授权书',
  version: '内置',
  content: BUILT_IN_TERMS,
};

/** The published agreement template, or the built-in one when none (or an unreadable one) is stored. */
export const agreementTemplate = (db: Db) =>
  publishedTemplate(db, DOCUMENT_KEYS.sealAuthorization, BUILT_IN);

export interface AgreementData {
  enterprise: EnterpriseRow;
  record: AuthRecordRow;
  template: LegalDocument;
  date: Date;
}

/** The unsigned agreement; the e-signature provider adds the signature page. */
export async function renderSealAgreement({
  enterprise,
  record,
  template,
  date,
}: AgreementData): Promise<Uint8Array> {
  const { doc, flow } = await newDocument({
    title: template.title,
    subject: enterprise.name,
    date,
  });

  flow.paragraph(template.title, { size: 20, center: true, after: 6 });
  flow.paragraph(`版本：${template.version}`, { size: 9, color: MUTED, center: true, after: 18 });
  const agent =
    record.identityRole === 'agent'
      ? `${record.identityName}（身份证号 ${record.identityIdCard}）`
      : '无（由法定代表人本人办理）';
  flow.paragraph(
    [
      `授权方（甲方）：${enterprise.name}`,
      `统一社会信用代码：${enterprise.creditCode}`,
      `法定代表人：${enterprise.legalPerson}`,
      `经办人：${agent}`,
      `认证手机号：${record.authMobile ?? ''}`,
      `对公账户：${record.bankName ?? ''} ${record.bankAccountNo ?? ''}`,
      '被授权方：保函通平台',
    ].join('\n'),
    { size: 11, after: 18 },
  );
  flow.paragraph(template.content, { size: 11, after: 28 });
  flow.paragraph(`授权方（盖章）：${enterprise.name}`, { size: 11, after: 4 });
  flow.paragraph(`法定代表人或经办人（签字）：${record.identityName ?? ''}`, {
    size: 11,
    after: 4,
  });
  flow.paragraph(`日期：${chineseDate(date)}`, { size: 11, after: 20 });
  flow.paragraph('本授权书以电子方式签署，签署信息见文末电子签署页。', { size: 9, color: MUTED });
  return doc.save();
}
