// The sms.code job (docs/jobs.md): texts a verification code. Enqueued in the transaction that
// stores the code (sms-codes.ts), then run by the request itself right after the commit, so the
// code arrives while the user waits, as before; a failed attempt is retried by the job runner with
// back-off (30 s, 1 min) while the code is still valid, and the answer does not wait for that. The
// code is hashed in sms_codes, so the job's payload carries it in clear text until the job finishes
// (secretPayload: then emptied). A code used or expired meanwhile is not sent; a process dying
// between the text and the job's end texts the same code again.
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { smsCodes } from '../../db/schema';
import {
  enqueueJob,
  JobFailure,
  runJobNow,
  type JobHandler,
  type JobLog,
} from '../../jobs/job-queue';
import { SmsDeliveryError, type SmsProvider } from '../../providers/sms/sms-provider';

export const SMS_CODE_JOB = 'sms.code';
export const SMS_CODE_MAX_ATTEMPTS = 3;
export const smsCodeJobKey = (smsCodeId: number) => `sms-code:${smsCodeId}`;

/** What sends a code: the vendor, and the request's log for the job's first attempt. */
export interface CodeSender {
  sms: SmsProvider;
  log: JobLog;
}

interface SmsCodePayload {
  smsCodeId: number;
  code: string;
}

/** Queues the text of code row `smsCodeId` (in the transaction that stores it). */
export const enqueueSmsCode = (tx: Tx, payload: SmsCodePayload) =>
  enqueueJob(tx, {
    kind: SMS_CODE_JOB,
    key: smsCodeJobKey(payload.smsCodeId),
    payload: { ...payload },
    maxAttempts: SMS_CODE_MAX_ATTEMPTS,
    runByCaller: true,
  });

/** The sms.code job: texts the code of a row still unused and valid; a refusal fails the attempt. */
export function smsCodeJobHandler(db: Db, sms: SmsProvider): JobHandler {
  return {
    genericError: '短信服务暂不可用，系统将自动重试',
    secretPayload: true,
    run: async (job, { now }) => {
      const { smsCodeId, code } = job.payload as unknown as SmsCodePayload;
      const [row] = await db.select().from(smsCodes).where(eq(smsCodes.id, smsCodeId));
      if (!row || row.consumedAt || row.expiresAt <= now) return;
      const minutes = Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000);
      try {
        await sms.send({
          mobile: row.mobile,
          scene: row.scene,
          text: `【保函通】您的验证码为 ${code}，${minutes} 分钟内有效，请勿泄露给他人。`,
          template: { name: 'verification_code', params: { code, minutes: String(minutes) } },
        });
      } catch (error) {
        throw error instanceof SmsDeliveryError ? new JobFailure(error.reason) : error;
      }
    },
  };
}

/** Runs the code's job now (the request, right after its commit), if due and free. */
export const sendSmsCodeNow = (db: Db, { sms, log }: CodeSender, smsCodeId: number) =>
  runJobNow(db, SMS_CODE_JOB, smsCodeJobHandler(db, sms), log, smsCodeJobKey(smsCodeId));
