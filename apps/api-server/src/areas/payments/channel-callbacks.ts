// The merchant channels' callbacks, /api/pay/<channel>/notify (WeChat Pay, Alipay, or the sandbox
// standing in for them). Each vendor signs differently and expects its own answer, so the body is
// taken exactly as received and the channel's provider verifies and reads it (readCallback) and
// words the answer (callbackReply). A verified payment goes through the same receivePayResult as
// the insurer cashiers' callbacks; a refund notification makes the refund job ask the channel again.
// Anything not taken is answered as a failure, so the channel sends it again (docs/payments.md).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Providers } from '../../providers';
import {
  merchantNotifyPath,
  type CallbackReply,
  type PayChannel,
} from '../../providers/payment/payment-provider';
import { receivePayResult } from './pay-result';
import { refundNotified } from './refund-job';

/** The channels whose callbacks come here (the insurer cashiers have their own, pay-result.ts). */
export const CALLBACK_CHANNELS = ['wechatpay', 'alipay'] as const satisfies readonly PayChannel[];

const send = (reply: FastifyReply, answer: CallbackReply) =>
  reply.code(answer.status).header('content-type', answer.contentType).send(answer.body);

export function registerChannelCallbacks(
  app: FastifyInstance,
  { db, providers }: { db: Db; providers: Providers },
) {
  const payment = providers.payment;
  void app.register(async (scope) => {
    // The signature covers the body as sent: keep it as text, whatever its type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    for (const channel of CALLBACK_CHANNELS) {
      scope.post(
        merchantNotifyPath(channel),
        { schema: { hide: true } },
        async (request, reply) => {
          const reading = await payment.readCallback(channel, {
            headers: request.headers,
            body: typeof request.body === 'string' ? request.body : '',
          });
          if (!reading.ok) {
            request.log.warn({ channel, reason: reading.reason }, 'payment callback refused');
            return send(
              reply,
              payment.callbackReply(channel, { ok: false, message: reading.reason }),
            );
          }
          const { event } = reading;
          try {
            if (event.kind === 'payment')
              await receivePayResult(
                { db, provider: payment, log: request.log },
                channel,
                event.result,
              );
            else if (event.kind === 'refund')
              await refundNotified(
                {
                  db,
                  provider: payment,
                  log: {
                    error: request.log.error.bind(request.log),
                    info: request.log.info.bind(request.log),
                  },
                },
                event.outRefundNo,
              );
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            request.log.warn({ channel, err: error }, 'payment callback not taken');
            return send(
              reply,
              payment.callbackReply(channel, { ok: false, message: error.message }),
            );
          }
          return send(reply, payment.callbackReply(channel, { ok: true }));
        },
      );
    }
  });
}
