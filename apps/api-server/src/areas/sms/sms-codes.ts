// SMS verification codes (spec §1): 6 digits, valid 5 minutes, resend after 60 s, 5 wrong tries
// per code, at most 10 codes per mobile and (config SMS_CODES_PER_IP_PER_HOUR, 30) per IP an hour. Codes are stored hashed, in the
// database, so every API instance issues and checks the same codes.
import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsCodes } from '../../db/schema';
import { fieldError, tooManyRequests } from '../../http/app-error';
import { enforceRateLimit } from '../../http/rate-limit';
import { enqueueSmsCode, sendSmsCodeNow, type CodeSender } from './sms-code-job';

export const SMS_RULES = {
  length: 6,
  ttlSeconds: 300,
  resendSeconds: 60,
  maxAttempts: 5,
  perMobilePerHour: 10,
} as const;

const hashCode = (mobile: string, scene: string, code: string) =>
  createHash('sha256').update(`${mobile}:${scene}:${code}`).digest('hex');
const codeError = (msg: string) => fieldError('code', msg);

/** Whole seconds before another code of `scene` may be texted to `mobile` (0: now). */
export async function resendWaitSeconds(db: Db, mobile: string, scene: string): Promise<number> {
  const [latest] = await db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.scene, scene)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  const waited = latest ? (Date.now() - latest.createdAt.getTime()) / 1000 : Infinity;
  return Math.max(0, Math.ceil(SMS_RULES.resendSeconds - waited));
}

export interface SmsCodeIssued {
  expiresIn: number;
  resendIn: number;
}

/** `perIpPerHour`: the caller's config SMS_CODES_PER_IP_PER_HOUR. */
type CodeRequest = { mobile: string; scene: string; ip: string; perIpPerHour: number };

export async function issueSmsCode(
  db: Db,
  sender: CodeSender,
  request: CodeRequest,
): Promise<SmsCodeIssued> {
  const wait = await resendWaitSeconds(db, request.mobile, request.scene);
  if (wait > 0) throw tooManyRequests(`验证码已发送，请 ${wait} 秒后再试`);
  return sendSmsCode(db, sender, request);
}

/**
 * Texts a new code once the resend wait is over (the caller checked it): the hourly limits, then
 * the code, stored with its sms.code job; the job's first attempt runs before the answer.
 */
async function sendSmsCode(
  db: Db,
  sender: CodeSender,
  { mobile, scene, ip, perIpPerHour }: CodeRequest,
): Promise<SmsCodeIssued> {
  await enforceRateLimit(
    db,
    { key: `sms:mobile:${mobile}`, limit: SMS_RULES.perMobilePerHour, windowSeconds: 3600 },
    '该手机号获取验证码过于频繁，请 1 小时后再试',
  );
  await enforceRateLimit(
    db,
    { key: `sms:ip:${ip}`, limit: perIpPerHour, windowSeconds: 3600 },
    '获取验证码过于频繁，请稍后再试',
  );

  const code = String(randomInt(0, 10 ** SMS_RULES.length)).padStart(SMS_RULES.length, '0');
  const smsCodeId = await db.transaction(async (tx) => {
    // A new code replaces any earlier one of the same scene.
    await tx
      .update(smsCodes)
      .set({ consumedAt: new Date() })
      .where(
        and(eq(smsCodes.mobile, mobile), eq(smsCodes.scene, scene), isNull(smsCodes.consumedAt)),
      );
    const createdAt = new Date();
    const [row] = await tx
      .insert(smsCodes)
      .values({
        mobile,
        scene,
        codeHash: hashCode(mobile, scene, code),
        createdAt,
        expiresAt: new Date(createdAt.getTime() + SMS_RULES.ttlSeconds * 1000),
      })
      .returning({ id: smsCodes.id });
    await enqueueSmsCode(tx, { smsCodeId: row!.id, code });
    return row!.id;
  });
  await sendSmsCodeNow(db, sender, smsCodeId);
  return { expiresIn: SMS_RULES.ttlSeconds, resendIn: SMS_RULES.resendSeconds };
}

/**
 * The user's explicit 获取验证码 where a code may already be on its way (signing): texts a code
 * unless one went out less than 60 s ago, and answers the seconds until the next may be sent, so
 * the screen resumes its countdown instead of showing an error. The hourly limits still refuse.
 */
export async function requestSmsCode(
  db: Db,
  sender: CodeSender,
  request: CodeRequest,
): Promise<{ sent: boolean; resendIn: number }> {
  const wait = await resendWaitSeconds(db, request.mobile, request.scene);
  if (wait > 0) return { sent: false, resendIn: wait };
  const { resendIn } = await sendSmsCode(db, sender, request);
  return { sent: true, resendIn };
}

/** Checks and uses up a code; throws a field error on `code` otherwise. */
export async function consumeSmsCode(
  db: Db,
  { mobile, scene, code }: { mobile: string; scene: string; code: string },
): Promise<void> {
  const [current] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.scene, scene), isNull(smsCodes.consumedAt)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!current || current.expiresAt.getTime() <= Date.now())
    throw codeError('验证码已失效，请重新获取');
  if (current.attempts >= SMS_RULES.maxAttempts) throw codeError('验证码错误次数过多，请重新获取');
  if (current.codeHash !== hashCode(mobile, scene, code)) {
    await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.id, current.id));
    const left = SMS_RULES.maxAttempts - current.attempts - 1;
    throw codeError(
      left > 0 ? `验证码错误，还可尝试 ${left} 次` : '验证码错误次数过多，请重新获取',
    );
  }
  // Only one request can use the code, even across instances.
  const used = await db
    .update(smsCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(smsCodes.id, current.id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  if (used.length === 0) throw codeError('验证码已失效，请重新获取');
}

/** The log-in guard's check of an unlock code (scene `unlock`) texted to a locked account's mobile. */
export const unlockCodeCheck = (db: Db) => (mobile: string, code: string) =>
  consumeSmsCode(db, { mobile, scene: 'unlock', code });
