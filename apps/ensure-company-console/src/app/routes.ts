// The console's route table: router, menu, breadcrumb and guard all read it. Menus and pages are
// gated by the account's auth_json (spec §6); the API enforces the same entries per call.
// Spec names without definitions (formone…formfive, oneDuty, minDuty, papertwo, paperthree,
// affirm, policies) are placed here and described in the app README.
import type { AppRoute } from '@bht/auth-guard/react';
import { notFoundPage } from '@bht/ui';
import { INVOICE_DESK } from '../features/invoices/invoice-paths';
import {
  LETTER_DESKS,
  LETTER_DETAIL,
  LETTER_STAGE_PATHS,
} from '../features/letter-management/letter-paths';
import { ORDER_ENTRY_PATHS } from '../features/order-entry/order-entry-paths';
import { ORDER_STAGE_PATHS, PAPER_DESKS } from '../features/company-orders/order-paths';
import {
  REVIEW_DETAIL_PATH,
  REVIEW_HISTORY_PATH,
  REVIEW_QUEUE_PATHS,
} from '../features/platform-review/review-paths';
import { APPLY_DESK } from '../features/preservation/apply-paths';

const login = () => import('../features/auth/login-page');
const reviewQueuePage = () => import('../features/platform-review/review-queue-page');
const orderStagePage = () => import('../features/company-orders/order-stage-page');

const orderStages = Object.entries(ORDER_STAGE_PATHS).map(
  ([stage, path]) => [path, stage] as const,
);
const letterStagePage = () => import('../features/letter-management/letter-stage-page');
const letterStages = Object.entries(LETTER_STAGE_PATHS).map(
  ([stage, path]) => [path, stage] as const,
);
const authSteps = ['机构基本信息', '法定代表人信息', '资质材料', '电子印章', '认证结果'];
const authStepPages = [
  ['formone', () => import('../features/company-auth/basic-info-page')],
  ['formtwo', () => import('../features/company-auth/identity-choice-page')],
  ['formthree', () => import('../features/company-auth/qualifications-page')],
  ['formfour', () => import('../features/company-auth/seal-page')],
  ['formfive', () => import('../features/company-auth/auth-result-page')],
] as const;

export const routes: readonly AppRoute[] = [
  // Public
  { path: '/login', title: '登录', public: true, page: login },
  {
    path: '/forgetpass',
    title: '忘记密码',
    public: true,
    page: () => import('../features/auth/forget-password-page'),
  },
  { path: '/404', title: '页面不存在', public: true, page: notFoundPage },
  {
    path: '/policies',
    title: '平台服务政策',
    public: true,
    page: () => import('../features/insurance/policies-page'),
  },

  // Platform operators (平台运营) see only their review desk (docs/company-auth.md) and the
  // trading-platform registry (docs/trading-platforms.md).
  {
    path: REVIEW_QUEUE_PATHS.enterprise,
    title: '企业准入审核',
    audience: 'operator',
    menu: { group: '机构审核', order: -10 },
    page: reviewQueuePage,
  },
  {
    path: REVIEW_QUEUE_PATHS.company,
    title: '机构认证审核',
    audience: 'operator',
    menu: { group: '机构审核', order: -10 },
    page: reviewQueuePage,
  },
  {
    path: REVIEW_HISTORY_PATH,
    title: '审核记录',
    audience: 'operator',
    menu: { group: '机构审核', order: -10 },
    page: () => import('../features/platform-review/review-history-page'),
  },
  {
    path: REVIEW_DETAIL_PATH,
    title: '审核详情',
    audience: 'operator',
    parent: REVIEW_QUEUE_PATHS.enterprise,
    page: () => import('../features/platform-review/review-detail-page'),
  },
  {
    path: '/trading-platforms',
    title: '交易平台',
    audience: 'operator',
    menu: { group: '交易平台对接', order: -9 },
    page: () => import('../features/trading-platforms/platforms-page'),
  },

  // Workbench and own account
  {
    path: '/index',
    title: '工作台',
    menu: { group: '工作台', order: 0 },
    page: () => import('../features/dashboard/workbench-page'),
  },
  {
    path: '/account/mobile',
    title: '修改手机号',
    parent: '/index',
    page: () => import('../features/auth/change-mobile-page'),
  },
  {
    path: '/account/password',
    title: '修改密码',
    parent: '/index',
    page: () => import('../features/auth/change-password-page'),
  },
  // The inbox the top bar's red dot opens (docs/messages.md).
  {
    path: '/message/index',
    title: '消息中心',
    parent: '/index',
    page: () => import('../features/messages/messages-page'),
  },

  // Institution (jigou)
  {
    path: '/company/info',
    title: '机构信息',
    permission: 'jigou',
    menu: { group: '机构管理', order: 10 },
    page: () => import('../features/company/company-info-page'),
  },
  {
    path: '/company/edit',
    title: '编辑机构信息',
    permission: 'jigou',
    parent: '/company/info',
    page: () => import('../features/company/company-edit-page'),
  },
  // The institution's own authentication wizard (docs/company-auth.md).
  ...authStepPages.map(([name, page], i): AppRoute => ({
    path: `/${name}`,
    title: `机构认证 · ${authSteps[i]}`,
    permission: 'jigou',
    parent: '/company/info',
    page,
  })),
  {
    path: '/oneDuty',
    title: '法定代表人认证',
    permission: 'jigou',
    parent: '/formtwo',
    page: () => import('../features/company-auth/legal-identity-page'),
  },
  {
    path: '/minDuty',
    title: '经办人认证',
    permission: 'jigou',
    parent: '/formtwo',
    page: () => import('../features/company-auth/agent-identity-page'),
  },
  {
    path: APPLY_DESK.path,
    title: APPLY_DESK.title,
    permission: 'jigou',
    menu: { group: '机构管理', order: 10 },
    page: () => import('../features/preservation/apply-desk-page'),
  },

  // Order management: each stage item needs its stage permission; detail needs dingdan.
  // The stage page reads its stage from the title, so each stage route's title is the stage name.
  ...orderStages.map(([path, stage]): AppRoute => ({
    path,
    title: stage,
    permission: stage,
    menu: { group: '订单管理', order: 20 },
    page: orderStagePage,
  })),
  // No fixed parent: the detail places itself under the stage its order is in (待出函 / 订单详情).
  {
    path: '/Dispatchletter/detail',
    title: '订单详情',
    permission: 'dingdan',
    page: () => import('../features/company-orders/order-detail-page'),
  },
  {
    path: '/affirm',
    title: '确认线下收款',
    permission: '待支付',
    parent: '/Dispatchletter/waituser',
    page: () => import('../features/company-orders/affirm-page'),
  },
  // Order entry for an offline applicant: a wizard whose steps nest in the breadcrumb. Its own
  // permission (luru): a paid entered order skips review (docs/company-auth.md).
  {
    path: ORDER_ENTRY_PATHS[0],
    title: '录入订单',
    permission: 'luru',
    menu: { group: '订单管理', order: 20 },
    page: () => import('../features/order-entry/find-enterprise-page'),
  },
  {
    path: ORDER_ENTRY_PATHS[1],
    title: '录入订单 · 保函信息',
    permission: 'luru',
    parent: ORDER_ENTRY_PATHS[0],
    page: () => import('../features/order-entry/order-details-page'),
  },
  {
    path: ORDER_ENTRY_PATHS[2],
    title: '录入订单 · 确认提交',
    permission: 'luru',
    parent: ORDER_ENTRY_PATHS[1],
    page: () => import('../features/order-entry/submit-order-page'),
  },
  // Paper letters' desks; like the detail, each places itself under its order's stage.
  {
    path: PAPER_DESKS.review.path,
    title: PAPER_DESKS.review.title,
    permission: '待审核',
    parent: ORDER_STAGE_PATHS.待审核,
    page: () => import('../features/company-orders/paper-review-page'),
  },
  {
    path: PAPER_DESKS.mail.path,
    title: PAPER_DESKS.mail.title,
    permission: '待出函',
    parent: ORDER_STAGE_PATHS.待出函,
    page: () => import('../features/company-orders/paper-mail-page'),
  },

  // Invoice desk: the enterprises' invoice requests for the company's orders (issue, resend, void).
  {
    path: INVOICE_DESK.path,
    title: INVOICE_DESK.title,
    permission: 'fapiao',
    menu: { group: '发票管理', order: 25 },
    page: () => import('../features/invoices/invoice-desk-page'),
  },

  // Letter management (docs/after-issue.md): letters in force or ended, the claim and surrender
  // desks; each list needs the permission its title names (the stage list reads its stage from it).
  ...letterStages.map(([path, stage]): AppRoute => ({
    path,
    title: stage,
    permission: stage,
    menu: { group: '保函管理', order: 30 },
    page: letterStagePage,
  })),
  {
    path: LETTER_DESKS.claim.path,
    title: LETTER_DESKS.claim.title,
    permission: LETTER_DESKS.claim.title,
    menu: { group: '保函管理', order: 30 },
    page: () => import('../features/claims/claim-desk-page'),
  },
  {
    path: LETTER_DESKS.surrender.path,
    title: LETTER_DESKS.surrender.title,
    permission: LETTER_DESKS.surrender.title,
    menu: { group: '保函管理', order: 30 },
    page: () => import('../features/surrenders/surrender-desk-page'),
  },
  // Placed under the stage its letter is in (正常履约 / 履约终止) once it loads.
  {
    path: LETTER_DETAIL.path,
    title: LETTER_DETAIL.title,
    permission: 'dingdan',
    parent: LETTER_STAGE_PATHS.正常履约,
    page: () => import('../features/letter-management/letter-detail-page'),
  },

  // Notices (gonggao)
  {
    path: '/notice/list',
    title: '公告管理',
    permission: 'gonggao',
    menu: { group: '公告管理', order: 40 },
    page: () => import('../features/notices/notice-list-page'),
  },
  {
    path: '/notice/edit',
    title: '编辑公告',
    permission: 'gonggao',
    parent: '/notice/list',
    page: () => import('../features/notices/notice-edit-page'),
  },

  // Configuration (peizhi)
  {
    path: '/config/premium',
    title: '保费设置',
    permission: 'peizhi',
    menu: { group: '配置管理', order: 50 },
    page: () => import('../features/company-settings/premium-settings-page'),
  },
  // Issuing configuration (docs/issuing-config.md): contract templates, letter wording, seal, sample letter.
  {
    path: '/openset',
    title: '出函配置',
    permission: 'peizhi',
    menu: { group: '配置管理', order: 50 },
    page: () => import('../features/issuing-config/issuing-config-page'),
  },
  {
    path: '/config/message-users',
    title: '消息接收人',
    permission: 'peizhi',
    menu: { group: '配置管理', order: 50 },
    page: () => import('../features/order-push/message-users-page'),
  },
  // Order push (docs/order-push.md): the log of what the order events sent the message recipients.
  {
    path: '/pushnotice',
    title: '订单消息推送',
    permission: 'peizhi',
    menu: { group: '配置管理', order: 50 },
    page: () => import('../features/order-push/push-log-page'),
  },
  {
    path: '/config/pay',
    title: '接单与支付',
    permission: 'peizhi',
    menu: { group: '配置管理', order: 50 },
    page: () => import('../features/company-settings/order-settings-page'),
  },
];
