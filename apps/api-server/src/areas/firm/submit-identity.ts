// Step 1 (/firm/one/duty, /firm/one/min-duty): the legal representative, or an agent holding
// the legal representative's power of attorney, identifies with the ID card.
import { submitIdentity } from '@bht/api-client/contract';
import { isResidentIdCard } from '@bht/validators';
import { enterpriseAuthRecords } from '../../db/schema';
import { fieldError } from '../../http/app-error';
import { implement } from '../../http/implement';
import { enterpriseUploadUrls } from '../uploads/upload-access';
import { buildAuthInfo } from './auth-info';
import { completeStep, loadForStep } from './firm-state';

export const submitIdentityHandler = implement(
  submitIdentity,
  async (input, { db, config, caller }) => {
    const { enterprise } = await loadForStep(db, caller, 1);
    const idCard = input.id_card.toUpperCase();
    if (!isResidentIdCard(idCard)) throw fieldError('id_card', '身份证号校验不通过，请核对');
    if (input.role === 'legal') {
      if (input.name !== enterprise.legalPerson)
        throw fieldError('name', '姓名须与营业执照上的法定代表人一致');
      if (enterprise.legalIdCard && enterprise.legalIdCard.toUpperCase() !== idCard)
        throw fieldError('id_card', '身份证号与法定代表人登记信息不一致');
    }
    const letter = input.role === 'agent' ? input.authorization_letter : undefined;
    if (input.role === 'agent' && !letter)
      throw fieldError('authorization_letter', '经办人认证须上传法定代表人签署的授权书');

    const files = {
      id_card_front: input.id_card_front,
      id_card_back: input.id_card_back,
      ...(letter ? { authorization_letter: letter } : {}),
    };
    const owned = await enterpriseUploadUrls(db, caller.enterpriseId, Object.values(files));
    for (const [field, url] of Object.entries(files)) {
      if (!owned.has(url)) throw fieldError(field, '文件不存在或已删除，请重新上传');
    }

    const identity = {
      identityRole: input.role,
      identityName: input.name,
      identityIdCard: idCard,
      idCardFront: input.id_card_front,
      idCardBack: input.id_card_back,
      authorizationLetter: letter ?? null,
    };
    await db.transaction(async (tx) => {
      await completeStep(tx, caller.enterpriseId, 1, { atLeast: 0 });
      await tx
        .insert(enterpriseAuthRecords)
        .values({ enterpriseId: caller.enterpriseId, ...identity })
        .onConflictDoUpdate({ target: enterpriseAuthRecords.enterpriseId, set: identity });
    });
    return buildAuthInfo({ db, config }, caller);
  },
);
