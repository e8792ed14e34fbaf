import { describe, expect, it } from 'vitest';
import {
  decideNavigation,
  type GuardSession,
  type GuardUserInfo,
  type NavigationDecision,
} from './decide-navigation';
import { GUARD_MESSAGES } from './messages';
import { parsePermissions } from './permissions';
import { testTable } from './test-table';

const user = (overrides: Partial<GuardUserInfo> = {}): GuardUserInfo => ({
  account: '13800000001',
  auth_status: 2,
  is_reset_password: 1,
  enterprise_account: { is_master: 1 },
  ...overrides,
});
const session = (
  userInfo: GuardUserInfo | null | undefined,
  authJson = '*',
  token: string | null = 'tok',
): GuardSession => ({
  token,
  userInfo,
  permissions: parsePermissions(authJson),
});
const anonymous = session(undefined, '', null);

function decide(
  path: string,
  s: GuardSession,
  { app = 'enterprise', width = 1280 }: { app?: 'enterprise' | 'console'; width?: number } = {},
) {
  return decideNavigation({ path, table: testTable, app, session: s, viewportWidth: width });
}
const to = (d: NavigationDecision) => (d.type === 'redirect' ? d.to : d.type);

describe('decideNavigation', () => {
  it.each<
    [string, string, GuardSession, string, { app?: 'enterprise' | 'console'; width?: number }?]
  >([
    ['public path passes without login', '/login', anonymous, 'allow'],
    ['public apply page passes', '/apply/form/one', anonymous, 'allow'],
    [
      'not logged in → login with redirect',
      '/myLetter/myLetter',
      anonymous,
      '/login?redirect=%2FmyLetter%2FmyLetter',
    ],
    [
      'redirect keeps the query string',
      '/myLetter/myLetter?status=2&page=3',
      anonymous,
      '/login?redirect=%2FmyLetter%2FmyLetter%3Fstatus%3D2%26page%3D3',
    ],
    ['trailing slash is the same page', '/myLetter/myLetter/', session(user()), 'allow'],
    ['user info still loading → pending', '/index', session(undefined), 'pending'],
    ['unknown path → /404', '/no/such/page', session(user()), '/404'],
    ['unknown path even when anonymous → /404', '/no/such/page', anonymous, '/404'],
    ['/ → /firm on the enterprise portal', '/', session(user()), '/firm'],
    [
      '/ → first permitted menu on the console',
      '/',
      session(user(), 'gonggao'),
      '/index',
      { app: 'console' },
    ],
    [
      '/ → /index with every permission on the console',
      '/',
      session(user(), '*'),
      '/index',
      { app: 'console' },
    ],
    [
      '/ while the session loads → pending (home depends on the account)',
      '/',
      session(undefined),
      'pending',
      { app: 'console' },
    ],
    [
      'auth_status 0: /firm → step one',
      '/firm',
      session(user({ auth_status: 0 })),
      '/firm/one/duty',
    ],
    [
      'auth_status 0, nothing done: /firm → step one',
      '/firm',
      session(user({ auth_status: 0, auth_step: 0 })),
      '/firm/one/duty',
    ],
    [
      'auth_status 0, identity done: /firm → step two',
      '/firm',
      session(user({ auth_status: 0, auth_step: 1 })),
      '/firm/two',
    ],
    [
      'auth_status 0, mobile done: /firm → step three',
      '/firm',
      session(user({ auth_status: 0, auth_step: 2 })),
      '/firm/three',
    ],
    [
      'auth_status 0, bank done (stopped at step four): /firm → step four',
      '/firm',
      session(user({ auth_status: 0, auth_step: 3 })),
      '/firm/four',
    ],
    [
      'rejected with steps done: /firm → result',
      '/firm',
      session(user({ auth_status: -1, auth_step: 4 })),
      '/firm/five',
    ],
    ['auth_status 1: /firm → result', '/firm', session(user({ auth_status: 1 })), '/firm/five'],
    ['auth_status -1: /firm → result', '/firm', session(user({ auth_status: -1 })), '/firm/five'],
    ['auth_status 2: /firm → result', '/firm', session(user()), '/firm/five'],
    [
      'under review cannot redo a step',
      '/firm/two',
      session(user({ auth_status: 1 })),
      '/firm/five',
    ],
    ['not submitted may do a step', '/firm/two', session(user({ auth_status: 0 })), 'allow'],
    ['authenticated uses the product', '/myLetter/myLetter', session(user()), 'allow'],
    ['dynamic segment matches', '/myLetter/detail/BH2026', session(user()), 'allow'],
    ['logged in at /login → home', '/login', session(user()), '/firm'],
    [
      'logged in at /login?redirect= → the target',
      '/login?redirect=%2FmyLetter%2FmyLetter%3Ftab%3D2',
      session(user()),
      '/myLetter/myLetter?tab=2',
    ],
    [
      'logged in at /login?redirect=//evil → home',
      '/login?redirect=%2F%2Fevil.example.com',
      session(user()),
      '/firm',
    ],
    [
      'logged in at /login?redirect=/login → home (no loop)',
      '/login?redirect=%2Flogin',
      session(user()),
      '/firm',
    ],
    [
      'narrow screen → min- variant',
      '/firm/one/duty',
      session(user({ auth_status: 0 })),
      '/firm/one/min-duty',
      { width: 375 },
    ],
    [
      '766 px is still mobile',
      '/apply/form/one?id=3',
      anonymous,
      '/apply/form/min-one?id=3',
      { width: 766 },
    ],
    [
      '767 px is desktop: min- → desktop',
      '/apply/form/min-one?id=3',
      anonymous,
      '/apply/form/one?id=3',
      { width: 767 },
    ],
    ['desktop without a min- variant stays', '/index', session(user()), 'allow', { width: 375 }],
    [
      'console: permission missing → forbidden',
      '/notice/list',
      session(user(), 'dingdan,待审核'),
      'forbidden',
      { app: 'console' },
    ],
    [
      'console: issued route needs 已出函',
      '/Dispatchletter/reardhan',
      session(user(), 'dingdan,待审核'),
      'forbidden',
      { app: 'console' },
    ],
    [
      'console: 已出函 opens it',
      '/Dispatchletter/reardhan',
      session(user(), 'dingdan,已出函'),
      'allow',
      { app: 'console' },
    ],
    [
      'console: * opens everything',
      '/Dispatchletter/reardhan',
      session(user(), '*'),
      'allow',
      { app: 'console' },
    ],
  ])('%s', (_name, path, s, expected, options) => {
    expect(to(decide(path, s, options))).toBe(expected);
  });

  it('empty user info → error message, token cleared, back to login', () => {
    expect(decide('/index', session(null))).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Findex',
      message: { level: 'error', text: GUARD_MESSAGES.verificationFailed },
      clearToken: true,
    });
  });

  it('is_reset_password 0 → warning and /code/one, but the /code flow itself passes', () => {
    const s = session(user({ is_reset_password: 0 }));
    expect(decide('/myLetter/myLetter', s)).toEqual({
      type: 'redirect',
      to: '/code/one',
      message: { level: 'warning', text: GUARD_MESSAGES.changePasswordFirst },
    });
    expect(to(decide('/code/one', s))).toBe('allow');
  });

  it('sub-account of an unauthenticated company waits on /index', () => {
    const s = session(user({ auth_status: 0, enterprise_account: { is_master: 0 } }));
    const waiting = {
      type: 'redirect',
      to: '/index',
      message: { level: 'warning', text: GUARD_MESSAGES.waitForMainAccount },
    };
    expect(decide('/myLetter/myLetter', s)).toEqual(waiting);
    expect(decide('/firm/one/duty', s)).toEqual(waiting);
    expect(to(decide('/index', s))).toBe('allow');
  });

  it('unauthenticated main account on a protected page → warning and /firm', () => {
    expect(decide('/myLetter/myLetter', session(user({ auth_status: 1 })))).toEqual({
      type: 'redirect',
      to: '/firm',
      message: { level: 'warning', text: GUARD_MESSAGES.completeAuthenticationFirst },
    });
  });

  it('the login redirect decodes back to the original path (round trip)', () => {
    const original = '/myLetter/detail/BH1?tab=log&from=/apply/form/one';
    const decision = decide(original, anonymous);
    const back = new URLSearchParams((decision as { to: string }).to.split('?')[1]).get('redirect');
    expect(back).toBe(original);
    expect(to(decide(back!, session(user())))).toBe('allow');
  });
});
