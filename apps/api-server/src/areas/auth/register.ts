// POST /api/enterprise/register: SMS-verified mobile, unique credit code, uploaded licence and
// ID-card images; creates the enterprise and its main account together, then logs in.
import { register } from '@bht/api-client/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import { enterpriseAccounts, enterprises, uploads } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, conflict } from '../../http/app-error';
import { implement } from '../../http/implement';
import { consumeSmsCode } from '../sms/sms-codes';
import { findAccessibleUpload } from '../uploads/upload-access';
import { isMobileTaken } from './enterprise-accounts';
import { startSession } from './start-session';

const MOBILE_TAKEN = '该手机号已注册，请直接登录';
const CREDIT_CODE_TAKEN = '该统一社会信用代码已注册';

async function isCreditCodeTaken(db: Db, creditCode: string) {
  const [row] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(eq(enterprises.creditCode, creditCode))
    .limit(1);
  return Boolean(row);
}

/**
 * Every image must be a live upload this registrant made: registration uploads are anonymous
 * and tied to the uploader's IP. Answers a field error naming the first one that is not.
 */
async function requireOwnUploads(db: Db, images: Record<string, string>, ip: string) {
  for (const [field, url] of Object.entries(images)) {
    if (!(await findAccessibleUpload(db, url, null, ip))) {
      throw new AppError('上传的图片不存在或已删除，请重新上传', {
        fields: { [field]: '图片不存在或已删除，请重新上传' },
      });
    }
  }
}

export const registerHandler = implement(register, async (input, ctx) => {
  const { db } = ctx;
  if (await isMobileTaken(db, input.mobile)) throw conflict(MOBILE_TAKEN, { mobile: MOBILE_TAKEN });
  if (await isCreditCodeTaken(db, input.credit_code))
    throw conflict(CREDIT_CODE_TAKEN, { credit_code: CREDIT_CODE_TAKEN });
  const images = {
    business_license: input.business_license,
    id_card_front: input.id_card_front,
    id_card_back: input.id_card_back,
  };
  await requireOwnUploads(db, images, ctx.request.ip);
  await consumeSmsCode(db, { mobile: input.mobile, scene: 'register', code: input.code });
  const passwordHash = await hashPassword(input.password);

  try {
    const account = await db.transaction(async (tx) => {
      const [enterprise] = await tx
        .insert(enterprises)
        .values({
          name: input.enterprise_name,
          creditCode: input.credit_code,
          legalPerson: input.legal_person,
          legalIdCard: input.legal_id_card,
          businessLicense: input.business_license,
          contactName: input.legal_person,
          contactMobile: input.mobile,
          authStatus: 0,
          authStep: 0,
        })
        .returning();
      const [master] = await tx
        .insert(enterpriseAccounts)
        .values({
          enterpriseId: enterprise!.id,
          mobile: input.mobile,
          name: input.legal_person,
          passwordHash,
          isMaster: 1,
          authJson: '*',
          isResetPassword: 1,
          lastLoginAt: new Date(),
        })
        .returning();
      // The images now belong to the enterprise (the /firm guide finds the ID-card images among
      // its uploads), no longer to the anonymous uploader's IP.
      await tx
        .update(uploads)
        .set({ ownerType: 'enterprise', ownerId: enterprise!.id })
        .where(
          and(inArray(uploads.url, Object.values(images)), eq(uploads.ownerType, 'anonymous')),
        );
      return master!;
    });
    return await startSession(account, ctx);
  } catch (error) {
    // Another registration with the same mobile or credit code won the race.
    if (!isUniqueViolation(error)) throw error;
    if (await isMobileTaken(db, input.mobile))
      throw conflict(MOBILE_TAKEN, { mobile: MOBILE_TAKEN });
    throw conflict(CREDIT_CODE_TAKEN, { credit_code: CREDIT_CODE_TAKEN });
  }
});
