// Which kind of account holds the console's token: a guarantee company's account or a platform
// operator (both log in on /login, docs/company-auth.md). The log-in remembers it beside the token
// so the session loads with that kind's call first, and no operator page load starts with the
// company call's 403. Light on purpose: the log-in screen imports it.
import { getTokenKind, OPERATOR_PERMISSION, parsePermissions, setTokenKind } from '@bht/auth-guard';

export type AccountKind = 'company' | 'operator';

export const rememberAccountKind = (kind: AccountKind) => setTokenKind(kind);

/** The kind a log-in answer (its account's auth_json) names. */
export const accountKindOf = (authJson: string): AccountKind =>
  parsePermissions(authJson).has(OPERATOR_PERMISSION) ? 'operator' : 'company';

/** The remembered kind; a company account when none is (a session from before the hint). */
export const rememberedAccountKind = (): AccountKind =>
  getTokenKind() === 'operator' ? 'operator' : 'company';
