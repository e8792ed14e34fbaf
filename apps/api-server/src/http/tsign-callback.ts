// POST /api/esign/tsign/callback, only with ESIGN_VENDOR=tsign: e签宝 posts each sign flow's
// events here (the flow's notifyUrl is TSIGN_CALLBACK_URL, docs/providers.md "Callback routing").
// The signature covers the raw body, so this route lives in its own plugin whose JSON parser
// keeps the text. A bad or missing signature or a stale timestamp is refused with 401; anything
// verified is answered {"code":"200","msg":"success"}, which stops e签宝's retries.
// SIGN_FLOW_COMPLETE is logged with its flow id and status and nothing more: a document is
// recorded signed only by the caller's own transaction (the order's or the enterprise's state
// change, after our SMS code), so a flow whose sign() gave up waiting is completed when the user
// submits again, which takes up the same flow (tsign-esign-provider.ts).
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { verifyTsignCallback } from '../providers/esign/tsign/callback-verification';
import type { TsignSettings } from '../providers/esign/tsign/settings';

export const TSIGN_CALLBACK_PATH = '/api/esign/tsign/callback';

/** The fields of an e签宝 V3 sign-flow callback the route reads. */
interface TsignEvent {
  action?: string;
  signFlowId?: string;
  signFlowStatus?: string | number;
}

function parseEvent(body: string): TsignEvent {
  try {
    const event: unknown = JSON.parse(body);
    return event && typeof event === 'object' ? (event as TsignEvent) : {};
  } catch {
    return {};
  }
}

export async function registerTsignCallback(app: FastifyInstance, config: Config) {
  const choice = config.VENDORS.esign;
  if (choice.vendor !== 'tsign' || !('settings' in choice)) return;
  const { appSecret } = choice.settings as TsignSettings;

  await app.register(async (scope) => {
    // The app's JSON parser (inherited) would hand over parsed JSON: replaced here only.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(TSIGN_CALLBACK_PATH, { schema: { hide: true } }, async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      const check = verifyTsignCallback({ appSecret, headers: request.headers, body });
      if (!check.ok) {
        request.log.warn({ reason: check.reason }, 'e签宝回调被拒绝');
        return reply.code(401).send({ code: '401', msg: check.reason });
      }
      const event = parseEvent(body);
      if (event.action === 'SIGN_FLOW_COMPLETE')
        request.log.info(
          { signFlowId: event.signFlowId, signFlowStatus: event.signFlowStatus },
          'e签宝签署流程结束',
        );
      else request.log.info({ action: event.action, signFlowId: event.signFlowId }, 'e签宝回调');
      return reply.code(200).send({ code: '200', msg: 'success' });
    });
  });
}
