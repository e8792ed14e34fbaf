// The console desk's calls as the desk tests make them (paper and the performance / wage desks):
// an account's call by name, the letter made and made again (letterSign / reLetterSign: sealed or
// printed, as the order's type says), handleLetterStatus, handleRefund, and the public
// verification from a fresh address each time (past its per-IP limit). Bound lazily: the test's
// app and tokens exist only once its beforeAll ran.
import {
  companyHandleLetterStatus,
  companyHandleRefund,
  companyLetterSign,
  companyReLetterSign,
  verifyLetter,
  type EndpointDefinition,
} from '@bht/api-client/contract';
import { callEndpoint } from './company-session';
import { nextIp } from './session-client';
import { postForm, type TestApp } from './test-app';

export interface DeskSession {
  t: TestApp;
  /** Tokens by account name or mobile (logInAccounts). */
  tokens: Record<string, string>;
}

const DESK = 'xinda_admin';

export function deskCalls(session: () => DeskSession) {
  const as = (who: string, endpoint: EndpointDefinition, fields: Record<string, string>) =>
    callEndpoint(session().t.app, endpoint, session().tokens[who], fields);
  return {
    as,
    makeLetter: (sn: string, who = DESK) => as(who, companyLetterSign, { order_sn: sn }),
    remakeLetter: (sn: string, reason: string, who = DESK) =>
      as(who, companyReLetterSign, { order_sn: sn, reason }),
    letterStatus: (sn: string, action: string, note = '', who = DESK) =>
      as(who, companyHandleLetterStatus, { order_sn: sn, action, note }),
    refund: (sn: string, action: string, reason = '', who = DESK) =>
      as(who, companyHandleRefund, { order_sn: sn, action, reason }),
    verify: (letterNo: string) =>
      postForm(
        session().t.app,
        verifyLetter.path,
        { letter_no: letterNo },
        { 'x-forwarded-for': nextIp() },
      ),
  };
}
