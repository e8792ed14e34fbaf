// The guard: one pure function of (path, route table, session, viewport width) deciding whether a
// navigation is allowed, redirected (with an optional message) or forbidden. Rules in order are
// documented in packages/auth-guard/README.md (spec §4, §6, §8).
import { GUARD_MESSAGES } from './messages';
import type { PermissionSet } from './permissions';
import {
  buildMenu,
  desktopVariantOf,
  findRoute,
  normalizePath,
  routeAllowed,
  type RouteEntry,
  type RouteTable,
} from './routes';

export const MOBILE_BREAKPOINT = 767;

export interface GuardUserInfo {
  account: string;
  auth_status: number;
  auth_step?: number;
  is_reset_password: number;
  enterprise_account?: { is_master: number };
  wait_read_message?: number;
}

export interface GuardSession {
  token?: string | null;
  /** undefined: not loaded yet; null: loaded but empty (spec §8). */
  userInfo?: GuardUserInfo | null;
  permissions: PermissionSet;
}

export interface NavigationRequest {
  /** Path with its query string, e.g. `/myLetter/detail?sn=BH1`. */
  path: string;
  table: RouteTable;
  app: 'enterprise' | 'console';
  session: GuardSession;
  viewportWidth: number;
}

export type GuardMessage = { level: 'warning' | 'error'; text: string };

export type NavigationDecision =
  | { type: 'allow'; route: RouteEntry }
  | { type: 'pending' }
  | { type: 'redirect'; to: string; message?: GuardMessage; clearToken?: boolean }
  | { type: 'forbidden'; route: RouteEntry };

const redirect = (
  to: string,
  message?: GuardMessage,
  clearToken?: boolean,
): NavigationDecision => ({
  type: 'redirect',
  to,
  ...(message ? { message } : {}),
  ...(clearToken ? { clearToken } : {}),
});
const warn = (text: string): GuardMessage => ({ level: 'warning', text });

export const loginPath = (returnTo: string) => `/login?redirect=${encodeURIComponent(returnTo)}`;

/** The /firm guide's pages in order: steps one to four, then the result (docs/state-machines.md). */
export const FIRM_STEP_PATHS = [
  '/firm/one/duty',
  '/firm/two',
  '/firm/three',
  '/firm/four',
  '/firm/five',
] as const;

/**
 * Where /firm sends a main account (spec §4): while not submitted (auth_status 0), the first step
 * not done yet (auth_step counts the steps done), so a user who stopped at step four resumes there;
 * otherwise the result page.
 */
export function firmLanding(authStatus: number, authStep = 0): string {
  const result = FIRM_STEP_PATHS.length - 1;
  return FIRM_STEP_PATHS[authStatus === 0 ? Math.max(0, Math.min(authStep, result - 1)) : result]!;
}

const FIRM_STEPS = /^\/firm\/(one|two|three|four)(\/|$)/;

/** A path on this site (no scheme, no protocol-relative `//host`): the only redirect targets followed. */
export function isSameSitePath(target: string | null | undefined): target is string {
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//');
}

/** The same-site `redirect` query parameter of a log-in URL, if any. */
export function redirectTarget(search: string): string | null {
  const target = new URLSearchParams(search.split('#')[0]).get('redirect');
  return isSameSitePath(target) && !target.startsWith('/login') ? target : null;
}

function homeOf(
  app: NavigationRequest['app'],
  table: RouteTable,
  permissions: PermissionSet,
): string {
  if (app === 'enterprise') return '/firm';
  return buildMenu(table, permissions)[0]?.items[0]?.path ?? '/index';
}

export function decideNavigation({
  path,
  table,
  app,
  session,
  viewportWidth,
}: NavigationRequest): NavigationDecision {
  const pathname = normalizePath(path);
  const search = path.slice(path.split(/[?#]/)[0]?.length ?? 0);
  const loggedIn = Boolean(session.token);

  if (pathname === '/') {
    // Home depends on the account (an operator's differs from a company's): wait for the session.
    if (loggedIn && session.userInfo === undefined) return { type: 'pending' };
    return redirect(homeOf(app, table, session.permissions));
  }

  const route = findRoute(table, pathname);
  if (!route) return pathname === '/404' ? redirect('/login') : redirect('/404');

  // Mobile variants both ways (spec §2: narrower than 767 → the min- path where one exists).
  if (viewportWidth < MOBILE_BREAKPOINT && route.mobile) return redirect(route.mobile + search);
  if (viewportWidth >= MOBILE_BREAKPOINT) {
    const desktop = desktopVariantOf(table, pathname);
    if (desktop) return redirect(desktop.path + search);
  }

  if (route.public) {
    if (pathname === '/login' && loggedIn && session.userInfo) {
      // Already logged in (e.g. the session finished loading after the log-in page rendered):
      // continue to ?redirect= when it is a same-site path, else home.
      return redirect(redirectTarget(search) ?? homeOf(app, table, session.permissions));
    }
    return { type: 'allow', route };
  }
  if (!loggedIn) return redirect(loginPath(pathname + search));
  if (session.userInfo === undefined) return { type: 'pending' };
  if (session.userInfo === null) {
    return redirect(
      loginPath(pathname + search),
      { level: 'error', text: GUARD_MESSAGES.verificationFailed },
      true,
    );
  }

  if (app === 'enterprise') {
    const decision = enterpriseRules(pathname, route, session.userInfo);
    if (decision) return decision;
  }
  if (!routeAllowed(route, session.permissions)) return { type: 'forbidden', route };
  return { type: 'allow', route };
}

function enterpriseRules(
  pathname: string,
  route: RouteEntry,
  user: GuardUserInfo,
): NavigationDecision | null {
  if (user.is_reset_password === 0 && !pathname.startsWith('/code/')) {
    return redirect('/code/one', warn(GUARD_MESSAGES.changePasswordFirst));
  }
  const authenticated = user.auth_status === 2;
  const isMaster = user.enterprise_account?.is_master !== 0;
  const inFirm = pathname === '/firm' || pathname.startsWith('/firm/');

  if (!authenticated && !isMaster) {
    // A sub-account cannot authenticate the company; it waits on its home page.
    if (inFirm || !route.beforeAuthentication)
      return redirect('/index', warn(GUARD_MESSAGES.waitForMainAccount));
    return null;
  }
  if (pathname === '/firm') return redirect(firmLanding(user.auth_status, user.auth_step));
  if (!authenticated && !route.beforeAuthentication) {
    return redirect('/firm', warn(GUARD_MESSAGES.completeAuthenticationFirst));
  }
  // Under review, rejected or approved: the steps are done; the result page says what is next.
  if (user.auth_status !== 0 && FIRM_STEPS.test(pathname)) return redirect('/firm/five');
  return null;
}
