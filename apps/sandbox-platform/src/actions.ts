// The buttons of an application (and POST /api/applications/:id/<action>): each sends the
// dialect's message to us and, when we accept it, moves the application on.
import { residentIdCheckChar } from '@bht/validators';
import { businessNo } from './applications';
import { sendRestore } from './bid-opening';
import { chinaTime } from './china-time';
import type { PlatformContext } from './context';
import { pushEpoint, pushJiangxi, type PushResult } from './push-to-us';
import type { Application } from './state';

export const ACTIONS = {
  pay: '支付保费',
  revoke: '撤单',
  refund: '退保',
  claim: '索赔',
  cancel: '注销',
  delay: '延期',
  invoice: '申请发票',
  query: '查询保函',
  open: '开标',
  openWrongKey: '错误密钥开标',
} as const;
export type ActionName = keyof typeof ACTIONS;

/**
 * Which actions a dialect has: Epoint's premium is paid to the guarantor, it has no query and no
 * postponement message (4.0 has none), but 开标 (4.6 baohanrestore) releases its sealed fields' key.
 */
export function actionsOf(application: Application): ActionName[] {
  return application.dialect === 'jiangxi'
    ? ['pay', 'revoke', 'refund', 'claim', 'cancel', 'delay', 'invoice', 'query']
    : ['revoke', 'refund', 'claim', 'cancel', 'invoice', 'open', 'openWrongKey'];
}

/**
 * A demo basic account (基本户) of the bidder, and the beneficiary's claim account: 19 digits, the
 * most 江西's account fields take (3.14 insuredBankNo C..19).
 */
const account = (prefix: string, id: number) =>
  `${prefix}${String(id).padStart(19 - prefix.length, '0')}`;

const fileUrl = (context: PlatformContext, name: string) =>
  `${context.config.publicUrl}/files/${encodeURIComponent(name)}`;

/** The tenderer's claims officer (王建国): a valid ID number, as 3.14 requires (GB 11643). */
const CLAIMANT_ID_CARD = `36010219800315001${residentIdCheckChar('36010219800315001')}`;

export class ActionRefused extends Error {}

export async function runAction(
  context: PlatformContext,
  application: Application,
  action: ActionName,
): Promise<PushResult> {
  if (!actionsOf(application).includes(action))
    throw new ActionRefused(`${ACTIONS[action]}不适用于该交易平台`);
  const result =
    application.dialect === 'jiangxi'
      ? await jiangxiAction(context, application, action)
      : await epointAction(context, application, action);
  if (result.ok) applyOutcome(application, action, result);
  return result;
}

function applyOutcome(application: Application, action: ActionName, result: PushResult) {
  const outcome: Partial<Record<ActionName, () => void>> = {
    pay: () => (application.state = '已支付'),
    revoke: () => (application.state = application.dialect === 'jiangxi' ? '已撤单' : '已放弃'),
    refund: () => (application.result.refund = '退保申请已提交'),
    claim: () => (application.result.claim = '索赔已提交'),
    cancel: () => (application.state = '已注销'),
    delay: () => (application.result.delay = '延期申请已提交'),
    invoice: () => (application.result.invoice = '发票申请已提交'),
    query: () => (application.result.query = result.answer),
  };
  outcome[action]?.();
}

function requireLetter(application: Application): string {
  const letterNo = application.result.letterNo;
  if (typeof letterNo !== 'string' || !letterNo) throw new ActionRefused('尚未收到保函编号');
  return letterNo;
}

function jiangxiAction(
  context: PlatformContext,
  application: Application,
  action: ActionName,
): Promise<PushResult> {
  const now = context.now();
  const { bidder, tenderer, section } = application;
  const step = () => {
    const no = businessNo('JXSQ', now, context.state.nextId());
    application.stepNos.push(no);
    return no;
  };
  const premium = () => {
    const amount = application.result.premium;
    if (typeof amount !== 'string') throw new ActionRefused('尚未收到受理通过的保费');
    return amount;
  };
  const bodies: Partial<Record<ActionName, () => Record<string, unknown>>> = {
    pay: () => ({
      orderNo: application.orderNo,
      payNo: businessNo('ZF', now, application.id),
      payAmount: premium(),
      poundageAmount: '0.00',
      payTime: chinaTime(now),
      payTransNo: businessNo('LS', now, application.id),
      transChannel: '网银支付',
      transMemo: `${application.orderNo}保费`,
      payerName: bidder.name,
      payerAccountNo: account('3605010100', application.id),
      payerBankName: '中国建设银行南昌红谷滩支行',
      // The platform's own collection account took the premium (3.3: the platform's cashier).
      payeeName: '江西省公共资源交易集团有限公司',
      payeeAccountNo: account('3605010200', 0),
      payeeBankName: '中国建设银行南昌分行营业部',
    }),
    revoke: () => ({
      orderNo: application.orderNo,
      revokeOrigin: 'A1',
      revokeReason: '投标人主动撤单',
      revokeTime: chinaTime(now),
    }),
    refund: () => ({
      orderNo: application.orderNo,
      applyNo: step(),
      elogNo: requireLetter(application),
      insureName: bidder.name,
      insureCreditCode: bidder.creditCode,
      applicantName: bidder.contactName,
      applicantIdCard: bidder.contactIdCard,
      applicantTel: bidder.mobile,
      reason: '项目终止招标，申请退函',
      attachInfo: [
        {
          attachType: '020',
          attachName: '退函申请书.pdf',
          attachUrl: fileUrl(context, `refund-${application.id}-020.pdf`),
        },
      ],
    }),
    claim: () => ({
      orderNo: application.orderNo,
      applyNo: step(),
      elogNo: requireLetter(application),
      insuredName: tenderer.name,
      insuredCreditCode: tenderer.creditCode,
      insuredBankNo: account('3600202909', application.id),
      insuredBankName: '中国工商银行南昌分行营业部',
      applicantName: '王建国',
      applicantTel: '13907910001',
      applicantIdCard: CLAIMANT_ID_CARD,
      claimAmount: section.deposit,
      reason: '中标人无正当理由放弃中标，依法不予退还投标保证金',
      attachInfo: [
        {
          attachType: '717',
          attachName: '索赔申请书.pdf',
          attachUrl: fileUrl(context, `claim-${application.id}-717.pdf`),
        },
        {
          attachType: '718',
          attachName: '违约事实证明.pdf',
          attachUrl: fileUrl(context, `claim-${application.id}-718.pdf`),
        },
      ],
    }),
    cancel: () => ({
      projectGuid: section.guid,
      projectName: `${application.projectName}（${section.name}）`,
      projectNo: section.no,
      reason: '合同已签订，注销中标人投标保函',
      logoutType: '1',
      winBidderName: bidder.name,
      winBidderCreditCode: bidder.creditCode,
    }),
    invoice: () => ({
      applyNo: step(),
      invoiceTotalAmount: premium(),
      invoiceType: 'A1',
      invoiceTileType: 'B1',
      invoiceTile: bidder.name,
      taxNo: bidder.creditCode,
      bankName: '',
      bankNo: '',
      companyAddress: '',
      companyTel: '',
      remarks: '',
      applicantPhone: bidder.mobile,
      applicantEmail: 'caiwu@example.cn',
      orderList: [{ orderNo: application.orderNo, orderPayAmount: premium() }],
    }),
    // 开标 postponed a week: the 标段's new dates.
    delay: () => {
      const later = (date: Date) => chinaTime(new Date(date.getTime() + 7 * 86_400_000));
      return {
        orderNo: application.orderNo,
        applyNo: step(),
        elogNo: requireLetter(application),
        projectGuid: section.guid,
        projectName: `${application.projectName}（${section.name}）`,
        projectNo: section.no,
        tenderDeposit: section.deposit,
        depositStartDate: chinaTime(section.depositStart),
        depositEndDate: later(section.depositEnd),
        openBeginDate: later(section.openTime),
        insureName: bidder.name,
        insureCreditCode: bidder.creditCode,
        applicantName: bidder.contactName,
        applicantIdCard: bidder.contactIdCard,
        applicantTel: bidder.mobile,
        reason: '招标文件澄清，开标时间推迟 7 天',
        attachInfo: [],
      };
    },
    query: () => ({ orderNo: application.orderNo, elogNo: requireLetter(application) }),
  };
  const names: Partial<Record<ActionName, string>> = {
    pay: 'payPush',
    revoke: 'revokePush',
    refund: 'applyRefund',
    claim: 'applyClaim',
    cancel: 'logoutPush',
    delay: 'applyDelay',
    invoice: 'applyInvoice',
    query: 'queryInfo',
  };
  return pushJiangxi(context, names[action]!, bodies[action]!(), application);
}

function epointAction(
  context: PlatformContext,
  application: Application,
  action: ActionName,
): Promise<PushResult> {
  if (action === 'open' || action === 'openWrongKey')
    return sendRestore(context, application, { wrong: action === 'openWrongKey' });
  const { bidder, section } = application;
  const applyno = application.orderNo;
  const letter = () => ({ applyno, baohanno: requireLetter(application) });
  const messages: Partial<Record<ActionName, () => [string, Record<string, string>]>> = {
    revoke: () => ['giveupapply', { applyno }],
    refund: () => ['quitapply', { ...letter(), reason: '项目终止招标，申请退保' }],
    cancel: () => ['canclenotice', letter()],
    claim: () => [
      'claimsnotice',
      {
        ...letter(),
        payeraccount: account('3600202909', application.id),
        payeramount: section.deposit,
        applyusername: '王建国',
        applyuserphone: '13907910001',
        reason: '中标人无正当理由放弃中标，依法不予退还投标保证金',
        filelist: JSON.stringify([
          { fileurl: fileUrl(context, `claim-${application.id}-717.pdf`) },
          { fileurl: fileUrl(context, `claim-${application.id}-718.pdf`) },
        ]),
      },
    ],
    invoice: () => [
      'invoiceapply',
      {
        ...letter(),
        biddername: bidder.name,
        biddercode: bidder.creditCode,
        amount: String(application.result.premium ?? ''),
        type: '0',
        email: 'caiwu@example.cn',
        mobile: bidder.mobile,
        contactname: bidder.contactName,
        contactaddress: '江西省南昌市红谷滩区丰和中大道 1198 号',
      },
    ],
  };
  const [name, fields] = messages[action]!();
  return pushEpoint(context, name, fields, application);
}
