// Every call spec §7 names must have a definition with the methods the spec gives.
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../src/contract';

const POST = ['POST'];
const GET = ['GET'];
const BOTH = ['POST', 'GET'];

const general = [
  '/api/project/getList',
  '/api/project/detail',
  '/api/ensure_company/getTypeList',
  '/api/ensure_company/getCompanyList',
  '/api/Letter/add',
  '/api/Sssign/prepareSign',
  '/api/Sssign/confirmSign',
  '/api/order/getOrderInfo',
  '/api/Sx_gt_req/getOrderInfo',
  '/api/order/getOrderStatus',
  '/api/Enterprise/checkMasterAccount',
  '/api/order/getQueryPayLog',
  '/api/letter/applyLetterBase',
  '/api/order/addPayImage',
];
const ensureCompany = [
  'getOrderList',
  'login',
  'getOrderDetail',
  'handleLetterStatus',
  'handleReviewStatus',
  'getConfigFiles',
  'resetAuth',
  'edit',
  'getNoticeList',
  'editNotice',
  'addNotice',
  'deleteNotice',
  'expireTime',
  'getOrderLog',
  'letterSign',
  'reLetterSign',
  'setPremium',
  'setStatus',
  'getMessageUserList',
  'addMessageUser',
  'deleteMessageUser',
  'editMessageUser',
  'addOrder',
  'getCourtList',
  'addApply',
  'editApply',
  'deleteApply',
  'changeMobile',
  'resetPassword',
  'updatePassword',
  'getAreaList',
  'getListByArea',
].map((name) => `/api/ensure_company/${name}`);
const index = ['getPreserveCategoryAll', 'getCaseCategoryAll', 'getEnsureCompanyFiles'].map(
  (n) => `/api/index/${n}`,
);
const performance = [
  'getProjectList',
  'getProjectDetail',
  'getPrice',
  'getLetterList',
  'addLetter',
  'getPayInfo',
  'getOrderStatus',
  'getLetterDetail',
  'cancelLetter',
].map((n) => `/api/performance_letter/${n}`);
const worker = ['getProjectDetail', 'addLetter', 'getPayInfo', 'getOrderStatus', 'editLetter'].map(
  (n) => `/api/worker_letter/${n}`,
);
const paper = [
  'getList',
  'getDetail',
  'cancelLetter',
  'refundOrder',
  'add',
  'prepareSign',
  'confirmSign',
  'getPayInfo',
  'addPayImage',
  'getEnsureCompany',
].map((n) => `/api/paper_letter/${n}`);
const paperProject = ['getList', 'getDetail'].map((n) => `/api/paper_project/${n}`);
const account = [
  '/api/sun_letter/payResult',
  '/api/hua_an_letter/payResult',
  '/api/enterprise/register',
  '/api/tools/getUserSecretRule',
  '/api/tools/getUserServiceRule',
  '/api/ocr/identityCard',
  '/api/ocr/business',
  '/api/sms/send',
  '/api/sms/check',
  '/api/config/getContract',
  '/api/tools/deleteFile',
  '/api/tools/uploadFile',
  '/api/Enterprise/profile',
];

const specCalls: Array<[string, string[]]> = [
  ...[
    ...general,
    ...ensureCompany,
    ...index,
    ...performance,
    ...worker,
    ...paper,
    ...paperProject,
    ...account,
  ].map((path): [string, string[]] => [path, POST]),
  ['/api/ensure_company/getInfo', GET],
  ['/api/ensure_company/getNoticeDetail', GET],
  ['/api/wechat/getOpenid', GET],
  ['/api/ensure_company/togglePayConfig', BOTH],
  ['/api/performance_letter/editLetter', BOTH],
];

describe('spec §7 coverage', () => {
  it('lists the spec calls once each', () => {
    expect(new Set(specCalls.map(([p]) => p)).size).toBe(specCalls.length);
  });

  it.each(specCalls)('%s is defined with the spec methods', (path, methods) => {
    const endpoint = allEndpoints.find((e) => e.path === path);
    expect(endpoint, `no definition for ${path}`).toBeDefined();
    expect([...endpoint!.methods].sort()).toEqual([...methods].sort());
  });

  it('uploadFile is multipart', () => {
    expect(allEndpoints.find((e) => e.path === '/api/tools/uploadFile')?.encoding).toBe(
      'multipart',
    );
  });
});

describe('registry', () => {
  it('has unique ids and unique method + path pairs', () => {
    const ids = allEndpoints.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = allEndpoints.flatMap((e) => e.methods.map((m) => `${m} ${e.path}`));
    expect(new Set(routes).size).toBe(routes.length);
  });

  it.each(allEndpoints.map((e) => [e.id, e] as const))('%s is well-formed', (_id, endpoint) => {
    expect(endpoint.path).toMatch(/^\/api\/[A-Za-z_]+\/[A-Za-z]+$/);
    expect(endpoint.summary).toMatch(/[\u4e00-\u9fa5].* \/ [A-Za-z]/);
    expect(endpoint.request.safeParse(null).success).toBe(false);
    if (endpoint.auth !== 'ensure_company') expect(endpoint.permission).toBeUndefined();
  });
});
