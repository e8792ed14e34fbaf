// A bidder's application pushed from the page (or the JSON API): checked like a real platform
// would (credit code by GB 32100, ID numbers by GB 11643, mobile), then sent in its dialect.
import { isMobile, isResidentIdCard, isUnifiedSocialCreditCode } from '@bht/validators';
import { chinaTime } from './china-time';
import type { PlatformContext } from './context';
import { newProjectKey, sealApplyData, sealField } from './epoint/codec';
import { pushEpoint, pushJiangxi, type PushResult } from './push-to-us';
import type { Application, Bidder, DialectKey } from './state';

export interface ApplicationInput extends Bidder {
  dialect: DialectKey;
  sectionGuid: string;
}

/** A refusal of the form, naming the field (Chinese, shown on the page). */
export class InputError extends Error {}

const FIELD_LABELS: Record<keyof ApplicationInput, string> = {
  dialect: '交易平台',
  sectionGuid: '标段',
  name: '投标人名称',
  creditCode: '统一社会信用代码',
  legalPerson: '法定代表人',
  legalIdCard: '法定代表人身份证号',
  contactName: '经办人',
  contactIdCard: '经办人身份证号',
  mobile: '经办人手机号',
};

export function readApplicationInput(body: unknown): ApplicationInput {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const input = Object.fromEntries(
    Object.keys(FIELD_LABELS).map((name) => [name, String(record[name] ?? '').trim()]),
  ) as unknown as ApplicationInput;
  for (const [name, label] of Object.entries(FIELD_LABELS)) {
    if (!input[name as keyof ApplicationInput]) throw new InputError(`请填写${label}`);
  }
  if (input.dialect !== 'jiangxi' && input.dialect !== 'epoint')
    throw new InputError('交易平台只能是江西 v2.3.0 或新点 4.0');
  if (!isUnifiedSocialCreditCode(input.creditCode))
    throw new InputError('统一社会信用代码校验不通过，请核对');
  if (!isResidentIdCard(input.legalIdCard)) throw new InputError('法定代表人身份证号校验不通过');
  if (!isResidentIdCard(input.contactIdCard)) throw new InputError('经办人身份证号校验不通过');
  if (!isMobile(input.mobile)) throw new InputError('请输入正确的经办人手机号');
  return input;
}

/** `<prefix><yyyyMMddHHmmss><id, 4 digits>`: letters and digits only, as both documents allow. */
export function businessNo(prefix: string, at: Date, id: number): string {
  return `${prefix}${chinaTime(at).replace(/\D/g, '')}${String(id).padStart(4, '0')}`;
}

export async function createApplication(
  context: PlatformContext,
  input: ApplicationInput,
): Promise<{ application: Application; push: PushResult }> {
  const { state } = context;
  const found = state.findSection(input.sectionGuid);
  if (!found) throw new InputError('标段不存在');
  const now = context.now();
  const id = state.nextId();
  const { dialect, sectionGuid: _section, ...bidder } = input;
  const application: Application = {
    id,
    dialect,
    orderNo: businessNo(dialect === 'jiangxi' ? 'JXDD' : 'EPSQ', now, id),
    applyNo: businessNo('JXSQ', now, id),
    projectNo: found.project.no,
    projectName: found.project.name,
    section: found.section,
    tenderer: found.project.tenderer,
    bidder,
    projectKey: dialect === 'epoint' ? newProjectKey() : null,
    opening: null,
    state: '推送中',
    result: {},
    letterFiles: [],
    redirectUrl: null,
    stepNos: [],
    createdAt: now.toISOString(),
  };
  state.applications.push(application);
  const push =
    dialect === 'jiangxi'
      ? await pushJiangxi(context, 'apply', jiangxiApply(context, application), application)
      : await pushEpointApply(context, application);
  if (push.ok) {
    application.state = '受理中';
    const answer = (push.answer ?? {}) as Record<string, unknown>;
    const data = (answer.data ?? {}) as Record<string, unknown>;
    if (typeof data.redirecturl === 'string') application.redirectUrl = data.redirecturl;
  } else {
    application.state = `推送失败：${push.message}`;
  }
  return { application, push };
}

/** 3.1 `/lg/apply`. */
function jiangxiApply(context: PlatformContext, application: Application): Record<string, unknown> {
  const { section, tenderer, bidder } = application;
  return {
    orderNo: application.orderNo,
    applyNo: application.applyNo,
    productNo: context.config.jiangxi.productNo,
    productType: '1',
    productRate: '0.005000',
    elogAmount: (Number(section.deposit) * 0.005).toFixed(2),
    projectGuid: section.guid,
    projectName: `${application.projectName}（${section.name}）`,
    projectNo: section.no,
    tenderDeposit: section.deposit,
    depositStartDate: chinaTime(section.depositStart),
    depositEndDate: chinaTime(section.depositEnd),
    openBeginDate: chinaTime(section.openTime),
    elogTemplateNo: 'JXTBBH20250001',
    elogTemplateName: '江西省投标保函（格式一）',
    insuredName: tenderer.name,
    insuredCreditCode: tenderer.creditCode,
    insuredAddress: tenderer.address,
    insureName: bidder.name,
    insureCreditCode: bidder.creditCode,
    insureLegalName: bidder.legalPerson,
    insureLegalIdCard: bidder.legalIdCard,
    insureAddress: '江西省南昌市',
    applicantName: bidder.contactName,
    applicantIdCard: bidder.contactIdCard,
    applicantTel: bidder.mobile,
    attachInfo: [],
  };
}

/** 4.1 `baohanapply`: the sealed bid fields inside `applydata`, `applydata` in the envelope. */
function pushEpointApply(context: PlatformContext, application: Application): Promise<PushResult> {
  const key = application.projectKey!;
  const { section, tenderer, bidder } = application;
  const applyData = {
    biddername: bidder.name,
    biddercode: bidder.creditCode,
    biaoduanno: sealField(section.no, key),
    biaoduanname: sealField(`${application.projectName}（${section.name}）`, key),
    bzjamount: section.deposit,
    zbr: sealField(tenderer.name, key),
    zbrorgnum: sealField(tenderer.creditCode, key),
  };
  const sealed = sealApplyData(applyData, context.config.epoint.guarantorPublicKey);
  return pushEpoint(
    context,
    'baohanapply',
    { applyno: application.orderNo, ...sealed },
    application,
    { applyno: application.orderNo, applydata: applyData, digitalenvelope: '（SM2 数字信封，略）' },
  );
}
