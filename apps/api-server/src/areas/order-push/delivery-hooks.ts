// Wiring the push worker into the app (docs/order-push.md): every request runs its handler with a
// fresh PushSignal; a request whose transaction queued pushes (or retried one) starts a delivery
// run once its response is sent, i.e. after its commit. With PUSH_JOB_INTERVAL_MS the worker also
// runs on a timer, for pushes another instance or a lapsed lease left. Stopped with the app.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Providers } from '../../providers';
import { startPushDelivery } from './deliver-pushes';
import { pushSignal, type PushSignal } from './queue-pushes';

export function startOrderPushDelivery(
  app: FastifyInstance,
  db: Db,
  providers: Providers,
  config: Config,
) {
  const delivery = startPushDelivery(db, providers, config.PUSH_JOB_INTERVAL_MS, app.log);
  app.addHook('onClose', delivery.stop);
  if (config.PUSH_DELIVERY_AFTER_RESPONSE === 'false') return;
  const signals = new WeakMap<FastifyRequest, PushSignal>();
  // preHandler (after the body is parsed): the handler and everything it awaits see the signal.
  app.addHook('preHandler', (request, _reply, done) => {
    const signal: PushSignal = { queued: false };
    signals.set(request, signal);
    pushSignal.run(signal, done);
  });
  app.addHook('onResponse', async (request) => {
    if (signals.get(request)?.queued) delivery.kick();
  });
}
