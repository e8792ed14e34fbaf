// The route table must hold every spec §2 route of the enterprise side exactly once (the company
// side's /addorder, /Dispatchletter, /ordermang, /pushnotice and /openset live in the console), with Chinese titles and the
// public / mobile markings the spec implies.
import { describe, expect, it } from 'vitest';
import { decideNavigation, parsePermissions } from '@bht/auth-guard';
import { routes } from './routes';

const specRoutes = [
  '/login',
  '/register',
  '/forgetpass',
  '/404',
  '/text_pay',
  '/code/one',
  '/code/two',
  '/code/three',
  '/apply/form/one',
  '/apply/form/five',
  '/notice/index',
  '/index',
  '/recode/reone',
  '/recode/retwo',
  '/recode/rethree',
  '/tel/telone',
  '/tel/teltwo',
  '/tel/telthree',
  '/firm',
  '/firm/one/duty',
  '/firm/one/min-duty',
  '/firm/two',
  '/firm/three',
  '/firm/four',
  '/firm/five',
  '/firm/min-toview',
  '/firm/toview',
  '/myLetter/list',
  '/myLetter/myLetter',
  ...Array.from({ length: 9 }, (_, i) => `/myLetter/min-${i}`),
  '/myLetter/detail',
  '/myLetter/detail3',
  '/apply/form/two',
  '/apply/form/three',
  '/apply/form/four',
  '/apply/form/fiveone',
  '/apply/form/min-one',
  '/apply/form/min-two',
  '/apply/form/min-four',
  '/applypaper',
  '/paper/paper',
  '/paper/paperform/paperone',
  '/paper/paperform/papertwo',
  '/paper/paperform/paperthree',
  '/paper/paperform/paperfour',
  '/paper/paperform/paperfive',
  '/paper/paperform/paperfiveone',
  '/paper/paperform/papermin-one',
  '/paper/paperform/papermin-two',
  '/paper/paperform/papermin-four',
  '/paperdetail',
  '/honourapply',
  '/honour/honour',
  '/applyhonour',
  '/affirm',
  '/succes',
  '/payfor',
  '/worker/peasant',
  '/worker/declare',
  '/worker/specimen',
  '/worker/applyspecimen',
  '/worker/worker',
  '/applyworker',
  '/makesure',
  '/workersucess',
  '/workerpayfor',
  '/invoice/index',
  '/invoice/modify',
  '/invoice/voicedetail',
  '/invoice/management',
  '/invoice/adders',
  '/invoice/askfor',
  '/demage/index',
  '/demage/damageinfo',
  '/notice/noticeinfo',
  '/basiceset',
  '/certification',
  '/certdetail',
  '/upcertifi',
  '/stytem/list',
  '/sun_insure',
  '/sun_one',
  '/sun_two',
  '/sun_three',
];
const specPublic = [
  '/login',
  '/register',
  '/forgetpass',
  '/404',
  '/text_pay',
  '/code/one',
  '/code/two',
  '/code/three',
  '/apply/form/one',
  '/apply/form/five',
  '/notice/index',
];
/** Routes the spec does not list: the public letter verification (/verify). */
const extraPublic = ['/verify'];
/** Logged-in routes the spec does not list: the inbox of the top bar's red dot. */
const extraLoggedIn = ['/message/index'];

describe('enterprise route table', () => {
  it('has every spec route exactly once and nothing else', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...specRoutes, ...extraPublic, ...extraLoggedIn].sort());
  });

  it.each([...specPublic, ...extraPublic])('%s is public', (path) => {
    expect(routes.find((r) => r.path === path)?.public).toBe(true);
  });

  it('every title is Chinese', () => {
    for (const route of routes) expect(route.title, route.path).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('every mobile variant exists and is a min- path', () => {
    for (const route of routes.filter((r) => r.mobile)) {
      expect(route.mobile).toMatch(/\/(papermin|min)-/);
      expect(
        routes.some((r) => r.path === route.mobile),
        route.mobile,
      ).toBe(true);
    }
    expect(routes.find((r) => r.path === '/apply/form/one')?.mobile).toBe('/apply/form/min-one');
    expect(routes.find((r) => r.path === '/myLetter/myLetter')?.mobile).toBe('/myLetter/min-0');
  });

  it('every paper letter route has its page, needs the 订单 permission, and the wizard steps have their phone variants', async () => {
    const paper = routes.filter((r) => /^\/(applypaper|paper)/.test(r.path));
    expect(paper).toHaveLength(12);
    for (const route of paper) {
      expect(route.permission, route.path).toBe('dingdan');
      const page = (await route.page!()) as { default: unknown };
      expect(page.default, route.path).toBeTypeOf('function');
    }
    for (const step of ['one', 'two', 'four'])
      expect(routes.find((r) => r.path === `/paper/paperform/paper${step}`)?.mobile).toBe(
        `/paper/paperform/papermin-${step}`,
      );
  });

  it('the claim records and detail have their pages, need the 订单 permission and sit in the 理赔 menu group', async () => {
    const list = routes.find((r) => r.path === '/demage/index')!;
    const detail = routes.find((r) => r.path === '/demage/damageinfo')!;
    expect(list.menu?.group).toBe('理赔');
    expect(detail.parent).toBe('/demage/index');
    expect(detail.menu).toBeUndefined();
    for (const route of [list, detail]) {
      expect(route.permission, route.path).toBe('dingdan');
      const page = (await route.page!()) as { default: unknown };
      expect(page.default, route.path).toBeTypeOf('function');
    }
  });

  it('lets an unauthenticated enterprise follow and pay its bid e-letter orders, not apply', () => {
    // A trading platform's bidder: its enterprise was created unauthenticated with the order.
    const user = { account: '13907912345', auth_status: 0, is_reset_password: 1 };
    const decide = (path: string) =>
      decideNavigation({
        path,
        table: routes,
        app: 'enterprise',
        session: { token: 't', userInfo: user, permissions: parsePermissions('*') },
        viewportWidth: 1366,
      }).type;
    for (const path of ['/myLetter/myLetter', '/myLetter/detail?order_sn=BH1', '/myLetter/detail3'])
      expect(decide(path), path).toBe('allow');
    for (const path of ['/myLetter/list', '/apply/form/two', '/paperdetail'])
      expect(decide(path), path).toBe('redirect');
  });

  it("has none of the guarantee company's screens (order entry, order stages, letter management): they are the console's", () => {
    for (const route of routes)
      expect(route.path, route.path).not.toMatch(/^\/(addorder|Dispatchletter|ordermang)\//);
  });
});
