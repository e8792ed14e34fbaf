// The app's job runner (docs/jobs.md): the handler of every job kind, one runner per instance
// (polling every JOB_POLL_MS, kicked after a response whose request enqueued jobs, i.e. after its
// commit), the scheduled kinds' current slots written at start, and the runner stopped with the app.
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Providers } from './providers';
import { CLAIM_SMS_JOB, claimSmsJobHandler } from './areas/claims/claim-sms-job';
import {
  POLICY_DOCUMENT_JOB,
  policyDocumentJobHandler,
} from './areas/insurance/policy-document-job';
import { POLICY_REFUND_JOB, policyRefundJobHandler } from './areas/insurance/policy-refund-job';
import { INVOICE_MAIL_JOB, invoiceMailJobHandler } from './areas/invoices/invoice-mail-job';
import { REFUND_JOB, refundJobHandler } from './areas/payments/refund-job';
import { UNPAID_EXPIRY_JOB, unpaidExpirySlot } from './areas/company-settings';
import { EXPIRY_JOB, expirySlot } from './areas/letter-management';
import { PUSH_JOB, pushJobHandler } from './areas/order-push';
import { SMS_CODE_JOB, smsCodeJobHandler } from './areas/sms/sms-code-job';
import { PAYMENT_QUERY_JOB, paymentQueryJobHandler } from './areas/payments/payment-query-job';
import { LETTER_REISSUE_JOB, letterReissueJobHandler } from './areas/issuing/reissue-letter';
import { PLATFORM_PUSH_JOB } from './areas/trading-platforms/platform-events';
import { platformPushJobHandler } from './areas/trading-platforms/platform-push-job';
import {
  PLATFORM_SMS_JOB,
  platformSmsJobHandler,
} from './areas/trading-platforms/platform-order-sms';
import {
  jobSignal,
  PRUNE_JOB,
  pruneSlot,
  scheduledJobHandler,
  scheduleEvery,
  startJobRunner,
  type JobHandlers,
  type JobSignal,
} from './jobs/job-queue';

/** The scheduled kinds switched on (interval > 0): a slot's work every `intervalMs`. */
function scheduledKinds(db: Db, config: Config) {
  return [
    { kind: EXPIRY_JOB, intervalMs: config.EXPIRY_JOB_INTERVAL_MS, run: expirySlot(db) },
    {
      kind: UNPAID_EXPIRY_JOB,
      intervalMs: config.UNPAID_EXPIRY_JOB_INTERVAL_MS,
      run: unpaidExpirySlot(db),
    },
    { kind: PRUNE_JOB, intervalMs: config.JOB_PRUNE_INTERVAL_MS, run: pruneSlot(db) },
  ].filter((scheduled) => scheduled.intervalMs > 0);
}

/** Every job kind's handler (docs/jobs.md lists them). */
export function jobHandlers(
  db: Db,
  providers: Providers,
  config: Config,
  log: FastifyBaseLogger,
): JobHandlers {
  const handlers: JobHandlers = {
    [CLAIM_SMS_JOB]: claimSmsJobHandler(db, providers.sms),
    [INVOICE_MAIL_JOB]: invoiceMailJobHandler(db, providers.mail),
    [POLICY_DOCUMENT_JOB]: policyDocumentJobHandler(db, providers),
    [POLICY_REFUND_JOB]: policyRefundJobHandler(db, providers.insurer),
    [PAYMENT_QUERY_JOB]: paymentQueryJobHandler(db, providers.payment, log),
    [PUSH_JOB]: pushJobHandler(db, providers),
    [REFUND_JOB]: refundJobHandler(db, providers.payment),
    [SMS_CODE_JOB]: smsCodeJobHandler(db, providers.sms),
    [PLATFORM_PUSH_JOB]: platformPushJobHandler({ db, storage: providers.storage, config }),
    [PLATFORM_SMS_JOB]: platformSmsJobHandler(db, providers.sms, config),
    [LETTER_REISSUE_JOB]: letterReissueJobHandler({ db, providers, config }),
  };
  for (const { kind, intervalMs, run } of scheduledKinds(db, config))
    handlers[kind] = scheduledJobHandler(db, kind, intervalMs, run);
  return handlers;
}

export async function startAppJobs(
  app: FastifyInstance,
  db: Db,
  providers: Providers,
  config: Config,
): Promise<void> {
  for (const { kind, intervalMs } of scheduledKinds(db, config))
    await scheduleEvery(db, kind, intervalMs);
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
