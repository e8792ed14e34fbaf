// The app's job runner (docs/jobs.md): the handler of every job kind, one runner per instance
// (polling every JOB_POLL_MS, kicked after a response whose request enqueued jobs, i.e. after its
// commit), the scheduled kinds' current slots written at start, and the runner stopped with the app.
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Providers } from './providers';
import { REFUND_JOB, refundJobHandler } from './areas/payments/refund-job';
import { UNPAID_EXPIRY_JOB, unpaidExpiryJobHandler } from './areas/company-settings';
import { EXPIRY_JOB, expiryJobHandler } from './areas/letter-management';
import { PUSH_JOB, pushJobHandler } from './areas/order-push';
import { PAYMENT_QUERY_JOB, paymentQueryJobHandler } from './areas/payments/payment-query-job';
import {
  jobSignal,
  PRUNE_JOB,
  pruneJobHandler,
  scheduleEvery,
  startJobRunner,
  type JobHandlers,
  type JobSignal,
} from './jobs/job-queue';

/** Every job kind's handler (docs/jobs.md lists them). */
export function jobHandlers(
  db: Db,
  providers: Providers,
  config: Config,
  log: FastifyBaseLogger,
): JobHandlers {
  return {
    [PAYMENT_QUERY_JOB]: paymentQueryJobHandler(db, providers.payment, log),
    [PUSH_JOB]: pushJobHandler(db, providers),
    [REFUND_JOB]: refundJobHandler(db, providers.payment),
    ...(config.EXPIRY_JOB_INTERVAL_MS > 0
      ? { [EXPIRY_JOB]: expiryJobHandler(db, config.EXPIRY_JOB_INTERVAL_MS) }
      : {}),
    ...(config.JOB_PRUNE_INTERVAL_MS > 0
      ? { [PRUNE_JOB]: pruneJobHandler(db, config.JOB_PRUNE_INTERVAL_MS) }
      : {}),
    ...(config.UNPAID_EXPIRY_JOB_INTERVAL_MS > 0
      ? { [UNPAID_EXPIRY_JOB]: unpaidExpiryJobHandler(db, config.UNPAID_EXPIRY_JOB_INTERVAL_MS) }
      : {}),
  };
}

export async function startAppJobs(
  app: FastifyInstance,
  db: Db,
  providers: Providers,
  config: Config,
): Promise<void> {
  if (config.EXPIRY_JOB_INTERVAL_MS > 0)
    await scheduleEvery(db, EXPIRY_JOB, config.EXPIRY_JOB_INTERVAL_MS);
  if (config.UNPAID_EXPIRY_JOB_INTERVAL_MS > 0)
    await scheduleEvery(db, UNPAID_EXPIRY_JOB, config.UNPAID_EXPIRY_JOB_INTERVAL_MS);
  if (config.JOB_PRUNE_INTERVAL_MS > 0)
    await scheduleEvery(db, PRUNE_JOB, config.JOB_PRUNE_INTERVAL_MS);
  const runner = startJobRunner(db, jobHandlers(db, providers, config, app.log), app.log, {
    pollMs: config.JOB_POLL_MS,
    leaseMs: config.JOB_LEASE_MS,
  });
  app.addHook('onClose', runner.stop);
  if (config.PUSH_DELIVERY_AFTER_RESPONSE === 'false') return;
  const signals = new WeakMap<FastifyRequest, JobSignal>();
  // preHandler (after the body is parsed): the handler and everything it awaits see the signal.
  app.addHook('preHandler', (request, _reply, done) => {
    const signal: JobSignal = { queued: false };
    signals.set(request, signal);
    jobSignal.run(signal, done);
  });
  app.addHook('onResponse', async (request) => {
    if (signals.get(request)?.queued) runner.kick();
  });
}
