// The platform's own endpoints for our pushes, POST /jrapi/lg/<name> (江西 3.2 to 3.19): the
// envelope checked with the credentials it issued us, the push applied to the application, and
// `{receiveResult: 'success'}` answered encrypted, or the error envelope.
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import type { Application } from '../state';
import { jiangxiAnswer, jiangxiError, openJiangxi } from './codec';

type Push = Record<string, unknown>;

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** 受理状态 (4.2) is numeric (N1): 2 受理通过, 3 受理驳回; read as text whether sent as 2 or "2". */
const auditStatus = (push: Push) =>
  typeof push.auditStatus === 'number' ? String(push.auditStatus) : str(push.auditStatus);

/** Each push: how it moves the application (throwing a Chinese reason refuses it with 1005). */
const RECEIVERS: Record<string, (application: Application, push: Push) => void> = {
  applyPush(application, push) {
    const approved = auditStatus(push) === '2';
    application.state = approved ? '已受理' : '已驳回';
    Object.assign(application.result, {
      auditOpinion: push.auditOpinion,
      ...(approved && {
        premium: push.realElogAmount,
        rate: push.realElogRate,
        insuranceName: push.insuranceName,
        payUrl: push.payUrl,
      }),
    });
  },
  payPush(application, push) {
    application.state = '已支付';
    application.result.paid = `${str(push.payAmount)} 元（${str(push.payTime)}）`;
  },
  lgResultPush(application, push) {
    application.state = '已出函';
    Object.assign(application.result, {
      letterNo: push.elogNo,
      letterUrl: push.elogUrl,
      letterEncryptUrl: push.elogEncryptUrl,
      validateCode: push.validateCode,
      issuedAt: push.elogOutDate,
    });
  },
  refundPush(application, push) {
    const approved = auditStatus(push) === '2';
    if (approved) application.state = '已退保';
    application.result.refund = `${approved ? '退保通过' : '退保驳回'}：${str(push.auditOpinion)}`;
  },
  payRefundPush(application, push) {
    application.state = '已退款';
    application.result.payRefund = `${str(push.refundAmount)} 元（${str(push.refundTime)}）`;
  },
  claimPush(application, push) {
    const approved = auditStatus(push) === '2';
    application.result.claim = approved
      ? `赔付 ${str(push.realClaimAmount)} 元：${str(push.auditOpinion)}`
      : `索赔驳回：${str(push.auditOpinion)}`;
  },
  invoicePush(application, push) {
    const invoices = Array.isArray(push.invoiceList) ? (push.invoiceList as Push[]) : [];
    application.result.invoice =
      auditStatus(push) === '3'
        ? `开票驳回：${str(push.auditOpinion)}`
        : invoices.map((i) => `${str(i.invoiceNo)}（${str(i.invoiceAmount)} 元）`).join('，');
    application.result.invoiceUrl = invoices[0]?.invoiceDownloadUrl;
  },
  delayPush(application, push) {
    application.result.delay = `${auditStatus(push) === '2' ? '延期通过' : '延期驳回'}：${str(push.auditOpinion)}`;
  },
  invoiceWriteBackPush(application, push) {
    application.result.invoice = `已冲红 ${str(push.writeBackAmount)} 元（${str(push.invoiceNo)}）`;
  },
};

export const JIANGXI_RECEIVED = Object.keys(RECEIVERS);

/** The application a push is about: by orderNo, else the first listed order, else its applyNo. */
function applicationOf(context: PlatformContext, push: Push): Application | undefined {
  const listed = Array.isArray(push.orderList) ? (push.orderList as Push[])[0]?.orderNo : undefined;
  return (
    context.state.findApplication('jiangxi', push.orderNo) ??
    context.state.findApplication('jiangxi', listed) ??
    context.state.findApplication('jiangxi', push.applyNo)
  );
}

export function registerJiangxiReceiver(app: FastifyInstance, context: PlatformContext): void {
  const credentials = context.config.jiangxi.toPlatform;
  app.post<{ Params: { name: string } }>('/jrapi/lg/:name', async (request, reply) => {
    const { name } = request.params;
    const now = context.now();
    const receive = RECEIVERS[name];
    const opened = openJiangxi(request.body, credentials, now);
    const log = (
      verified: boolean | null,
      body: unknown,
      answer: unknown,
      application?: Application,
    ) =>
      context.state.log(
        {
          direction: 'in',
          dialect: 'jiangxi',
          endpoint: `jrapi/lg/${name}`,
          verified,
          body,
          answer,
          applicationId: application?.id ?? null,
        },
        now,
      );
    const refuse = (
      status: number,
      answer: ReturnType<typeof jiangxiError>,
      verified: boolean | null,
      body: unknown,
      application?: Application,
    ) => {
      log(verified, body, answer, application);
      return reply.code(status).send(answer);
    };
    if (!receive) return refuse(404, jiangxiError(-1, `接口不存在：${name}`), null, request.body);
    if (!opened.ok)
      return refuse(
        200,
        jiangxiError(opened.code, opened.msg),
        opened.code === 1003 ? false : null,
        request.body,
      );
    const push = (opened.business ?? {}) as Push;
    const application = applicationOf(context, push);
    if (context.state.takeFailure())
      return refuse(200, jiangxiError(-1, '沙箱平台按要求模拟失败'), true, push, application);
    if (!application) return refuse(200, jiangxiError(1005, '订单不存在'), true, push);
    receive(application, push);
    const business = { receiveResult: 'success' };
    log(true, push, business, application);
    return reply.send(jiangxiAnswer(business, credentials, opened.envelope.requestId, now));
  });
}
