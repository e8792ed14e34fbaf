// Step 2 (/firm/two): the identified person's mobile, proven by an SMS code of scene
// 'firm_mobile' (sent through POST /api/sms/send). It becomes the signing mobile of step 4.
import { verifyFirmMobile } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { enterpriseAuthRecords } from '../../db/schema';
import { implement } from '../../http/implement';
import { consumeSmsCode } from '../sms/sms-codes';
import { buildAuthInfo } from './auth-info';
import { completeStep, loadForStep } from './firm-state';

export const verifyMobileHandler = implement(
  verifyFirmMobile,
  async ({ mobile, code }, { db, config, caller }) => {
    await loadForStep(db, caller, 2);
    await consumeSmsCode(db, { mobile, scene: 'firm_mobile', code });
    await db.transaction(async (tx) => {
      await completeStep(tx, caller.enterpriseId, 2, { atLeast: 1 });
      await tx
        .update(enterpriseAuthRecords)
        .set({ authMobile: mobile })
        .where(eq(enterpriseAuthRecords.enterpriseId, caller.enterpriseId));
    });
    return buildAuthInfo({ db, config }, caller);
  },
);
