// The code that signs a prepared document (scene 'sign'), shared by the entrustment contract
// (/api/Sssign) and the seal-authorisation agreement (/firm/four). Preparing never texts it, so
// reopening a signing page sends nothing; the user asks for it (获取验证码), and a request within
// 60 s of the last code answers the seconds left instead of an error (docs/state-machines.md).
import type { Db } from '../../db/client';
import { fieldError } from '../../http/app-error';
import { findPendingDocument, type DraftOwner } from '../../providers/esign/signed-documents';
import type { CodeSender } from './sms-code-job';
import { requestSmsCode, resendWaitSeconds } from './sms-codes';

export const SIGN_SCENE = 'sign';

/** sign_id is not the owner's current pending draft (replaced, voided or signed meanwhile). */
export const staleSignature = () =>
  fieldError('sign_id', '签署文件已更新，请查看最新文件后重新签署', 409);

/** What prepare answers besides the draft: seconds before a signing code may be texted to `mobile`. */
export const signingCodeWait = (db: Db, mobile: string) =>
  resendWaitSeconds(db, mobile, SIGN_SCENE);

/** Texts the signing code of the owner's pending draft `signId` to the mobile the draft names. */
export async function sendSigningCode(
  db: Db,
  sender: CodeSender,
  {
    signId,
    owner,
    ip,
    perIpPerHour,
  }: { signId: string; owner: DraftOwner; ip: string; perIpPerHour: number },
) {
  const document = await findPendingDocument(db, signId, owner);
  if (!document) throw staleSignature();
  const { sent, resendIn } = await requestSmsCode(db, sender, {
    mobile: document.signerMobile,
    scene: SIGN_SCENE,
    ip,
    perIpPerHour,
  });
  return { sent, resend_in: resendIn };
}
