// The order's later steps pushed by the platform: 3.7 /lg/revokePush (撤单), 3.8 /lg/applyDelay
// (延期), 3.10 /lg/applyRefund (退函) and 3.14 /lg/applyClaim (理赔).
import { z } from 'zod';
import type { OrderRow } from '../../../../db/rows';
import { endpoint } from '../../dialect';
import { amount, applicantFields, attachments, creditCode, dateTime, oneOf, text } from './fields';
import { refused, refusing } from './refusals';

const RECEIVED = { receiveResult: 'success' } as const;
/** 4.3's 退函申请书. */
const REFUND_APPLICATION = '020';

/** The letter number the platform names must be the order's. */
function sameLetter(order: OrderRow, elogNo: string) {
  if (order.letterNo !== elogNo) throw refused('保函编号与订单不符');
}

export const revokePayload = z.object({
  orderNo: text('订单编号 orderNo', 64),
  revokeOrigin: oneOf('撤单来源 revokeOrigin', ['A1', 'A2']),
  revokeReason: text('撤单原因 revokeReason', 1000),
  revokeTime: dateTime('撤单完成时间 revokeTime'),
});

export const revokeEndpoint = endpoint<z.output<typeof revokePayload>>({
  name: 'lg/revokePush',
  summary: '撤单结果通知（3.7）',
  payload: revokePayload,
  businessNo: (p) => p.orderNo,
  async handle(p, { actions, linkOrder }) {
    const order = await refusing(() => actions.order(p.orderNo));
    linkOrder(order.id);
    if (order.issuedAt) throw refused('保函已出具，无法撤单');
    const origin = p.revokeOrigin === 'A1' ? '投保方撤单' : '交易平台自动撤单';
    await refusing(() => actions.withdraw(order, `${origin}：${p.revokeReason}`));
    return RECEIVED;
  },
});

export const delayPayload = z.object({
  orderNo: text('订单编号 orderNo', 64),
  applyNo: text('申请编号 applyNo', 64),
  elogNo: text('保函编号 elogNo', 64),
  projectGuid: text('交易项目唯一标识 projectGuid', 64),
  projectName: text('交易项目名称 projectName', 256),
  projectNo: text('交易项目编号 projectNo', 128),
  tenderDeposit: amount('担保金额 tenderDeposit'),
  depositStartDate: dateTime('保证金缴纳开始时间 depositStartDate'),
  depositEndDate: dateTime('保证金缴纳截止时间 depositEndDate'),
  openBeginDate: dateTime('开标时间 openBeginDate'),
  insureName: text('投保方名称 insureName', 200),
  insureCreditCode: creditCode('投保方统一社会信用代码 insureCreditCode'),
  ...applicantFields,
  reason: text('延期原因 reason', 1000),
  attachInfo: attachments,
});

// The project's dates move (postponeOpening); a letter that no longer covers the bid validity is
// re-issued with the same number, and 3.9 delayPush answers with the letter that covers it.
export const delayEndpoint = endpoint<z.output<typeof delayPayload>>({
  name: 'lg/applyDelay',
  summary: '申请延期（3.8）',
  payload: delayPayload,
  businessNo: (p) => p.applyNo,
  async handle(p, { actions, linkOrder }) {
    const order = await refusing(() => actions.order(p.orderNo));
    linkOrder(order.id);
    sameLetter(order, p.elogNo);
    if (p.openBeginDate < p.depositEndDate)
      throw refused('开标时间 openBeginDate 不得早于保证金缴纳截止时间 depositEndDate');
    await refusing(() =>
      actions.postponeOpening(order, {
        bidOpenTime: p.openBeginDate,
        deadline: p.depositEndDate,
        reason: p.reason,
      }),
    );
    return RECEIVED;
  },
});

export const refundPayload = z.object({
  orderNo: text('订单编号 orderNo', 64),
  applyNo: text('申请编号 applyNo', 64),
  elogNo: text('保函编号 elogNo', 64),
  insureName: text('投保方名称 insureName', 200),
  insureCreditCode: creditCode('投保方统一社会信用代码 insureCreditCode'),
  ...applicantFields,
  reason: text('退函原因 reason', 1000),
  attachInfo: attachments,
});

// 退函 of an issued letter is a surrender on the desk (3.11 answers its decision); before issue
// there is no letter to surrender, so it is a withdrawal like 3.7.
export const refundEndpoint = endpoint<z.output<typeof refundPayload>>({
  name: 'lg/applyRefund',
  summary: '申请退函（3.10）',
  payload: refundPayload,
  businessNo: (p) => p.applyNo,
  async handle(p, { actions, linkOrder }) {
    const order = await refusing(() => actions.order(p.orderNo));
    linkOrder(order.id);
    if (!order.issuedAt) {
      await refusing(() => actions.withdraw(order, `退函：${p.reason}`));
      return RECEIVED;
    }
    sameLetter(order, p.elogNo);
    await refusing(() =>
      actions.requestSurrender(order, {
        reason: p.reason,
        applicantName: p.applicantName,
        // The surrender's proof is its first attachment: the 退函申请书 (020) when there is one.
        attachments: [...p.attachInfo].sort(
          (a, b) => Number(b.type === REFUND_APPLICATION) - Number(a.type === REFUND_APPLICATION),
        ),
      }),
    );
    return RECEIVED;
  },
});

export const claimPayload = z.object({
  orderNo: text('订单编号 orderNo', 64),
  applyNo: text('申请编号 applyNo', 64),
  elogNo: text('保函编号 elogNo', 64),
  insuredName: text('受益方名称 insuredName', 200),
  insuredCreditCode: creditCode('受益方统一社会信用代码 insuredCreditCode'),
  insuredBankNo: text('受益方银行账号 insuredBankNo', 19).refine(
    (v) => /^\d{6,19}$/.test(v),
    '受益方银行账号 insuredBankNo 须为 6-19 位数字',
  ),
  insuredBankName: text('受益方银行开户行名称 insuredBankName', 200),
  ...applicantFields,
  claimAmount: amount('申请赔付金额 claimAmount'),
  reason: text('申请赔付理由 reason', 1000),
  attachInfo: attachments,
});

export const claimEndpoint = endpoint<z.output<typeof claimPayload>>({
  name: 'lg/applyClaim',
  summary: '申请理赔（3.14）',
  payload: claimPayload,
  businessNo: (p) => p.applyNo,
  async handle(p, { actions, linkOrder }) {
    const order = await refusing(() => actions.order(p.orderNo));
    linkOrder(order.id);
    sameLetter(order, p.elogNo);
    if (order.beneficiaryCreditCode && order.beneficiaryCreditCode !== p.insuredCreditCode)
      throw refused('受益方统一社会信用代码与保函不符');
    await refusing(() =>
      actions.raiseClaim(order, {
        claimant: p.insuredName,
        claimantCreditCode: p.insuredCreditCode,
        amount: p.claimAmount,
        reason: p.reason,
        bankAccountName: p.insuredName,
        bankAccountNo: p.insuredBankNo,
        bankName: p.insuredBankName,
        contactName: p.applicantName,
        contactMobile: p.applicantTel,
        attachments: p.attachInfo,
      }),
    );
    return RECEIVED;
  },
});
