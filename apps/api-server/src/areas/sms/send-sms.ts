// POST /api/sms/send and /api/sms/check. Whether the mobile may receive a code depends on the
// scene: registering needs a new mobile, resetting a password an existing one.
import { checkSms, sendSms } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { issueTicket } from '../../auth/tickets';
import type { Db } from '../../db/client';
import { ensureCompanyAccounts } from '../../db/schema';
import { fieldError } from '../../http/app-error';
import { implement } from '../../http/implement';
import { isMobileTaken } from '../auth/enterprise-accounts';
import { consumeSmsCode, issueSmsCode } from './sms-codes';

/** Whether any enterprise or guarantee-company account uses `mobile` (isMobileTaken: enterprise accounts only). */
export async function mobileUsedByAnyAccount(db: Db, mobile: string) {
  if (await isMobileTaken(db, mobile)) return true;
  const [company] = await db
    .select({ id: ensureCompanyAccounts.id })
    .from(ensureCompanyAccounts)
    .where(eq(ensureCompanyAccounts.mobile, mobile))
    .limit(1);
  return Boolean(company);
}

const mobileError = (msg: string) => fieldError('mobile', msg);

export const sendSmsHandler = implement(
  sendSms,
  async ({ mobile, scene }, { db, config, providers, request }) => {
    // Registration creates an enterprise account, so only enterprise accounts make the mobile taken
    // (the same check registration itself makes); a guarantee-company user may also register an enterprise.
    if (scene === 'register' && (await isMobileTaken(db, mobile)))
      throw mobileError('该手机号已注册，请直接登录');
    if (scene === 'new_mobile' && (await mobileUsedByAnyAccount(db, mobile)))
      throw mobileError('该手机号已被其他账号绑定');
    // Unlocking a log-in, like a reset, needs an account with that mobile.
    if (
      (scene === 'forget_password' || scene === 'unlock') &&
      !(await mobileUsedByAnyAccount(db, mobile))
    )
      throw mobileError('该手机号未注册');
    const { expiresIn, resendIn } = await issueSmsCode(
      db,
      { sms: providers.sms, log: request.log },
      {
        mobile,
        scene,
        ip: request.ip,
        perIpPerHour: config.SMS_CODES_PER_IP_PER_HOUR,
      },
    );
    return { expires_in: expiresIn, resend_in: resendIn };
  },
);

/** The ticket proves `mobile` received the code for `scene`: purpose `sms:<scene>`, subject `mobile:<mobile>`. */
export const checkSmsHandler = implement(checkSms, async ({ mobile, scene, code }, { db }) => {
  await consumeSmsCode(db, { mobile, scene, code });
  const { ticket } = await issueTicket(db, {
    purpose: `sms:${scene}`,
    subject: `mobile:${mobile}`,
  });
  return { ticket };
});
