// Who opens each route of the route walk (`measure-bundles.mjs --all`) and with which query: the
// pages that read a query parameter (an order number, a project, a record id, a wizard's state)
// show 缺少订单号 / 未指定… / …不存在 without one, which would measure an error screen. Each entry
// names the seeded record the route needs: the list endpoint to read it from, which item fits,
// and the query made of it. The record is looked up at run time in the running API, in every
// account of the app in turn (the demo enterprises keep empty lists; the 90-day demo history's
// enterprises hold the orders), and the route is opened by the account that has it. The few
// records the seed does not hold (a notice, a certificate, an invoice, an insurance proposal) are
// made through the API first, as their users would make them.

/** Seeded log-ins (apps/api-server/src/db/demo-accounts.ts, seed-history.ts, seed-operators.ts). */
const enterpriseLogin = (account) => ({
  path: '/api/enterprise/login',
  account,
  password: 'Demo@1234',
});
const companyLogin = (account) => ({
  path: '/api/ensure_company/login',
  account,
  password: 'Demo@1234',
});

/**
 * Each app's accounts, in the order the walk tries them for a route's record. The first is the
 * app's demo account (every route without a record is opened by it); `operator` opens the console
 * routes with `audience: 'operator'`.
 */
export const benchAccounts = {
  'enterprise-portal': {
    accounts: [
      { name: '13800000001', login: enterpriseLogin('13800000001') },
      // The demo history's enterprises (seed-history.ts: 137000000 + 01…08), seeded with the
      // initial password still to change (the guard sends them to /code/one until they do).
      ...Array.from({ length: 8 }, (_, i) => {
        const mobile = `137000000${String(i + 1).padStart(2, '0')}`;
        return { name: mobile, login: enterpriseLogin(mobile), keepsInitialPassword: true };
      }),
      // Not yet authenticated (demo-accounts.ts): the enterprise certification's first step; the
      // history's enterprises part-way through it (seed-history.ts): steps two to four.
      ...['13800000002', '13700000021', '13700000022', '13700000023'].map((mobile) => ({
        name: mobile,
        login: enterpriseLogin(mobile),
        ownRecordsOnly: true,
      })),
    ],
  },
  'ensure-company-console': {
    accounts: [{ name: 'xinda_admin', login: companyLogin('xinda_admin') }],
    operator: { name: 'platform_ops', login: companyLogin('platform_ops'), kind: 'operator' },
  },
};

/** The demo account's own log-in per app (measure-bundles.mjs's /index figures). */
export const demoLogin = Object.fromEntries(
  Object.entries(benchAccounts).map(([app, { accounts }]) => [app, accounts[0].login]),
);

const page = { page: 1, limit: 50 };
const ofStatus = (status) => (item) => item.status === status;

/** Bid e-letter orders of the logged-in enterprise. */
const bidOrders = (status) => ({
  list: '/api/order/getList',
  params: { ...page, ...(status === undefined ? {} : { status }) },
  ...(status === undefined ? {} : { fits: ofStatus(status) }),
});
const paperOrders = (status) => ({
  list: '/api/paper_letter/getList',
  params: page,
  ...(status === undefined ? {} : { fits: ofStatus(status) }),
});
const contractOrders = (type, status) => ({
  list: `/api/${type}_letter/getLetterList`,
  params: page,
  ...(status === undefined ? {} : { fits: ofStatus(status) }),
});
const bidProjects = { list: '/api/project/getList', params: page };
const paperProjects = { list: '/api/paper_project/getList', params: page };
const contractProjects = (type) => ({ list: `/api/${type}_letter/getProjectList`, params: page });

const orderSn = (order) => ({ order_sn: order.sn });

/** The portal's demo enterprise as its session describes it (enterprise_auth: credit code…). */
const demoEnterpriseUser = {
  account: { name: '13800000001', login: enterpriseLogin('13800000001') },
  list: '/api/enterprise/getUserInfo',
  params: {},
};

/** The console's order-entry draft (order-entry-draft.ts): the enterprise step, and the order's. */
const entryDraft = (user, order) => {
  const { enterprise_id: id, name, legal_person, credit_code } = user.enterprise_auth;
  const draft = { credit_code, enterprise: { id, name, legal_person } };
  if (order)
    Object.assign(draft, {
      project: {
        id: order.project_id,
        name: order.project_name,
        number: '',
        tender_unit: '',
        bid_bond_amount: order.bid_bond_amount,
        accepts_paper: 0,
      },
      type: order.type,
      contact_name: user.name,
      contact_mobile: user.account,
      premium: order.premium,
      paid: 0,
    });
  return { 'bht.console.order-entry': JSON.stringify(draft) };
};
const projectId = (project) => ({ id: project.id });

const pendingInvoices = {
  list: '/api/invoice/getList',
  params: page,
  fits: (invoice) => invoice.actions.includes('modify'),
};
const policies = { list: '/api/insurance/getPolicyList', params: page };

// Records the demo seed does not hold, made through the API as their users would make them
// (`make` of a route, run once when no account has a record that fits; `call` posts as `account`).
const consoleAdmin = benchAccounts['ensure-company-console'].accounts[0];
const demoEnterprise = benchAccounts['enterprise-portal'].accounts[0];
/** A 1×1 PNG: an upload is checked by its content. */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A published notice of the demo guarantor (the portal's public notice page). */
async function publishNotice({ call }) {
  await call(consoleAdmin, '/api/ensure_company/addNotice', {
    title: '关于系统维护的公告',
    content: '<p>本周六 22:00 至 24:00 系统维护，期间暂停在线申请，给您带来不便敬请谅解。</p>',
    status: 1,
  });
}

/** A qualification certificate of the demo enterprise, with its scan. */
async function addCertificate({ call }) {
  const form = new FormData();
  form.append('scene', 'certificate');
  form.append('file', new Blob([PNG_1PX], { type: 'image/png' }), '资质证书.png');
  const scan = await call(demoEnterprise, '/api/tools/uploadFile', form);
  await call(demoEnterprise, '/api/Enterprise/saveCertificate', {
    name: '建筑业企业资质证书',
    number: 'D232000001',
    issuer: '江苏省住房和城乡建设厅',
    expire_date: '2029-12-31',
    files: scan.url,
  });
}

/** An electronic invoice asked for on a paid order of the first history enterprise (待开票). */
async function askForInvoice({ call }) {
  const firm = benchAccounts['enterprise-portal'].accounts.find((a) => a.keepsInitialPassword);
  const [order] = itemsOf(await call(firm, '/api/invoice/getOrderOptions', {}));
  if (!order) throw new Error('no paid order to invoice');
  const { enterprise_auth: auth } = await call(firm, '/api/enterprise/getUserInfo', {});
  const title = await call(firm, '/api/invoice/addTitle', {
    title: auth.name,
    tax_no: auth.credit_code,
  });
  await call(firm, '/api/invoice/apply', {
    order_sn: order.order_sn,
    kind: 'normal',
    medium: 'electronic',
    title_id: title.id,
    email: 'finance@example.com',
  });
}

/** A bid-bond insurance proposal of the demo enterprise on an open tender (待支付). */
async function proposeInsurance({ call }) {
  const projects = itemsOf(await call(demoEnterprise, bidProjects.list, bidProjects.params));
  for (const project of projects) {
    const products = itemsOf(
      await call(demoEnterprise, '/api/insurance/getProducts', { project_id: project.id }),
    );
    if (!products.length) continue;
    await call(demoEnterprise, '/api/insurance/addPolicy', {
      project_id: project.id,
      product_id: products[0].id,
      contact_name: '王建国',
      contact_mobile: '13800000001',
    });
    return;
  }
  throw new Error('no open tender an insurance product covers');
}

/**
 * Per app, per route path: `from` (the list endpoint, its parameters, `fits` to choose an item,
 * `method`, `account` to read it as another app's account; or several such sources, whose items
 * `query` and `session` then receive in order), `query` (the route's query made of the item), `anonymous` (a public route opened
 * without a token, its record read by the first account that has one), `as` (the account that
 * opens it, by name), `leaves` (the page hands over to another site once loaded), `session`
 * (sessionStorage entries the page reads, made of the item), `make` (makes the record through the
 * API when no account has one).
 */
export const routeQueries = {
  'enterprise-portal': {
    // Opened in WeChat: it hands over to WeChat's authorisation (the sandbox's) once loaded.
    '/text_pay': { from: bidOrders(2), query: orderSn, anonymous: true, leaves: true },
    '/firm/one/duty': { as: '13800000002' },
    '/firm/one/min-duty': { as: '13800000002' },
    '/firm/two': { as: '13700000021' },
    '/firm/three': { as: '13700000022' },
    '/firm/four': { as: '13700000023' },
    '/verify': { from: bidOrders(4), query: (o) => ({ letter_no: o.letter_no }), anonymous: true },
    '/apply/form/one': { from: bidProjects, query: projectId, anonymous: true },
    '/apply/form/min-one': { from: bidProjects, query: projectId, anonymous: true },
    '/apply/form/five': { from: bidOrders(1), query: orderSn, anonymous: true },
    '/myLetter/detail': { from: bidOrders(4), query: orderSn },
    '/myLetter/detail3': { from: bidOrders(4), query: orderSn },
    '/apply/form/two': { from: bidProjects, query: projectId },
    '/apply/form/min-two': { from: bidProjects, query: projectId },
    '/apply/form/three': { from: bidOrders(0), query: orderSn },
    '/apply/form/four': { from: bidOrders(1), query: orderSn },
    '/apply/form/min-four': { from: bidOrders(1), query: orderSn },
    '/apply/form/fiveone': { from: bidOrders(1), query: orderSn },
    '/paperdetail': { from: paperOrders(), query: (o) => ({ sn: o.sn }) },
    '/paper/paperform/paperone': { from: paperProjects, query: projectId },
    '/paper/paperform/papermin-one': { from: paperProjects, query: projectId },
    '/paper/paperform/papertwo': { from: paperProjects, query: projectId },
    '/paper/paperform/papermin-two': { from: paperProjects, query: projectId },
    '/paper/paperform/paperthree': { from: paperOrders(0), query: orderSn },
    '/paper/paperform/paperfour': { from: paperOrders(1), query: orderSn },
    '/paper/paperform/papermin-four': { from: paperOrders(1), query: orderSn },
    '/paper/paperform/paperfive': { from: paperOrders(1), query: orderSn },
    '/paper/paperform/paperfiveone': { from: paperOrders(2), query: orderSn },
    '/applyhonour': { from: contractProjects('performance'), query: (p) => ({ project_id: p.id }) },
    '/affirm': { from: contractOrders('performance', 0), query: orderSn },
    '/succes': { from: contractOrders('performance', 1), query: orderSn },
    '/payfor': { from: contractOrders('performance', 2), query: orderSn },
    '/worker/declare': { from: contractProjects('worker'), query: (p) => ({ project_id: p.id }) },
    '/makesure': { from: contractOrders('worker', 0), query: orderSn },
    '/workersucess': { from: contractOrders('worker', 1), query: orderSn },
    '/workerpayfor': { from: contractOrders('worker', 2), query: orderSn },
    '/invoice/modify': { from: pendingInvoices, query: projectId, make: askForInvoice },
    '/invoice/voicedetail': { from: pendingInvoices, query: projectId, make: askForInvoice },
    '/demage/damageinfo': { from: { list: '/api/claim/getList', params: page }, query: projectId },
    '/notice/noticeinfo': {
      from: { list: '/api/notice/getList', params: page },
      query: projectId,
      anonymous: true,
      make: publishNotice,
    },
    '/certdetail': {
      from: { list: '/api/Enterprise/getCertificateList', params: {} },
      query: projectId,
      make: addCertificate,
    },
    '/sun_one': {
      from: bidProjects,
      query: (p) => ({ project_id: p.id }),
    },
    '/sun_two': { from: policies, query: (p) => ({ policy_sn: p.sn }), make: proposeInsurance },
    '/sun_three': { from: policies, query: (p) => ({ policy_sn: p.sn }), make: proposeInsurance },
  },
  'ensure-company-console': {
    '/review/detail': {
      from: {
        list: '/api/platform/getReviewQueue',
        params: { ...page, kind: 'enterprise' },
        method: 'GET',
      },
      query: (item) => ({ kind: item.kind, id: item.id }),
    },
    '/Dispatchletter/detail': {
      from: { list: '/api/ensure_company/getOrderList', params: { ...page, stage: '待审核' } },
      query: (o) => ({ sn: o.sn }),
    },
    '/affirm': {
      from: { list: '/api/ensure_company/getOrderList', params: { ...page, stage: '待支付' } },
      query: orderSn,
    },
    '/papertwo': {
      from: {
        list: '/api/ensure_company/getOrderList',
        params: { ...page, stage: '待审核' },
        fits: (o) => o.type === 'bid_paper',
      },
      query: (o) => ({ sn: o.sn }),
    },
    '/paperthree': {
      from: {
        list: '/api/ensure_company/getOrderList',
        params: { ...page, stage: '待出函' },
        fits: (o) => o.type === 'bid_paper',
      },
      query: (o) => ({ sn: o.sn }),
    },
    // The order-entry wizard keeps its steps in sessionStorage: a draft for the demo enterprise
    // (its credit code from the portal's session) and a bid order's project, contact and premium.
    '/addorder/two': { from: demoEnterpriseUser, session: (user) => entryDraft(user) },
    '/addorder/three': {
      from: [
        demoEnterpriseUser,
        {
          list: '/api/ensure_company/getOrderList',
          params: { ...page, stage: '待审核' },
          fits: (o) => o.type === 'bid_e',
        },
      ],
      session: (user, order) => entryDraft(user, order),
    },
    '/ordermang/orderdetail': {
      from: { list: '/api/ensure_company/getLetterList', params: { ...page, stage: '正常履约' } },
      query: (o) => ({ sn: o.sn }),
    },
  },
};

/** The items of an API answer: a `{ list }` page, a bare array, or one record. */
const itemsOf = (data) =>
  Array.isArray(data)
    ? data
    : Array.isArray(data?.list)
      ? data.list
      : data && typeof data === 'object'
        ? [data]
        : [];

/**
 * Sends `params` (form fields, or a FormData) to `path` as the holder of `token`: the envelope's
 * data, or an error with its message.
 */
async function send(apiUrl, token, path, params, method = 'POST') {
  const body = params instanceof FormData ? params : new URLSearchParams(params);
  const response = await fetch(method === 'GET' ? `${apiUrl}${path}?${body}` : apiUrl + path, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(method === 'GET' ? {} : { body }),
  });
  const envelope = await response.json().catch(() => null);
  if (envelope?.code !== 1) throw new Error(`${path}: ${envelope?.msg ?? response.status}`);
  return envelope.data ?? {};
}

const callList = (apiUrl, token, { list, params, method = 'POST' }) =>
  send(apiUrl, token, list, params, method).then(itemsOf, () => []);

/**
 * Logs `account` in and returns its token (null when the log-in fails). A history enterprise
 * first sets its password (the same one) through the sandbox SMS inbox, as /code/one would.
 */
export async function openAccount(apiUrl, account) {
  const call = (path, token, params, method) =>
    send(apiUrl, token, path, params, method).catch(() => null);
  const { path, account: name, password } = account.login;
  const token = (await call(path, null, { account: name, password }))?.token ?? null;
  if (!token || !account.keepsInitialPassword) return token;
  const scene = 'change_password';
  await call('/api/sms/send', token, { mobile: name, scene });
  const inbox = await call('/api/sandbox/sms', null, { mobile: name }, 'GET');
  const code = Array.isArray(inbox) ? inbox.find((m) => m.scene === scene)?.code : undefined;
  const verified = code && (await call('/api/enterprise/verifyIdentity', token, { scene, code }));
  const changed =
    verified &&
    (await call('/api/enterprise/changePassword', token, { ticket: verified.ticket, password }));
  return changed ? token : null;
}

/**
 * The query (`?…`, or '' for a route that reads none) and the account a route is opened with, or
 * `problem` when the seed holds no record that fits.
 * @param {string} apiUrl
 * @param {string} app
 * @param {{ path: string, public?: boolean, audience?: string }} route
 * @param {(account: { name: string, login: object }) => Promise<string | null>} tokenOf
 */
export async function routeVisit(apiUrl, app, route, tokenOf) {
  const { accounts, operator } = benchAccounts[app];
  const entry = routeQueries[app][route.path];
  const candidates =
    route.audience === 'operator'
      ? [operator]
      : entry?.as
        ? accounts.filter((a) => a.name === entry.as)
        : accounts.filter((a) => !a.ownRecordsOnly);
  const opener = (account) => (route.public || entry?.anonymous ? null : account);
  const leaves = entry?.leaves ?? false;
  if (!entry?.from) return { account: opener(candidates[0]), search: '', leaves };
  const sources = [entry.from].flat();
  const find = async () => {
    for (const account of candidates) {
      const token = await tokenOf(account);
      if (!token) continue;
      const items = [];
      for (const source of sources) {
        // A source with its own account (another app's) is read with that account's token.
        const sourceToken = source.account ? await tokenOf(source.account) : token;
        const item =
          sourceToken &&
          (await callList(apiUrl, sourceToken, source)).find(source.fits ?? (() => true));
        if (!item) break;
        items.push(item);
      }
      if (items.length === sources.length) return { account, items };
    }
    return null;
  };
  let problem = `no seeded record for its query (${sources.map((source) => source.list).join(', ')})`;
  let found = await find();
  if (!found && entry.make) {
    const call = async (account, path, params) => {
      const token = await tokenOf(account);
      if (!token) throw new Error(`${account.name} could not log in`);
      return send(apiUrl, token, path, params);
    };
    try {
      await entry.make({ call });
      found = await find();
    } catch (error) {
      problem = `could not make its record: ${error.message}`;
    }
  }
  if (!found) return { account: opener(candidates[0]), search: '', leaves, problem };
  return {
    account: opener(found.account),
    search: entry.query ? `?${new URLSearchParams(entry.query(...found.items))}` : '',
    session: entry.session?.(...found.items),
    leaves,
  };
}
