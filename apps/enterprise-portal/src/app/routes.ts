// The enterprise portal's route table (spec §2): router, menu, breadcrumb and guard all read it.
// Pages not built yet render the placeholder page ("该功能建设中"), never fake data.
import type { AppRoute } from '@bht/auth-guard/react';
import { notFoundPage } from '@bht/ui';
import type { PaperPageName } from '../features/paper-letters/paper-pages';
import type { ContractLetterType } from '../features/contract-letters/contract-letter-family';
import type { ContractLetterPageName } from '../features/contract-letters/contract-letter-order-pages';
import { MOBILE_LIST_STATES, mobileListPath } from '../features/orders/order-states';

const login = () => import('../features/auth/login-page');

/** A performance or wage letter page after the form: a small lazily loaded module loads the page in its scope. */
const contractOrderPage = (type: ContractLetterType, name: ContractLetterPageName) => () =>
  import('../features/contract-letters/contract-letter-order-pages').then((m) =>
    m.loadContractLetterPage(type, name),
  );

/** A paper letter page: a small lazily loaded module loads the page inside the paper scope. */
const paperPage = (name: PaperPageName) => () =>
  import('../features/paper-letters/paper-pages').then((m) => m.loadPaperPage(name));

/** The paper wizard's steps: path, title, page, and the phone variant (spec §2 papermin-*) with its page. */
const PAPER_STEPS: readonly (readonly [
  string,
  string,
  PaperPageName,
  (readonly [string, PaperPageName])?,
])[] = [
  ['paperone', '确认项目', 'one', ['one', 'minOne']],
  ['papertwo', '选择担保机构', 'two', ['two', 'minTwo']],
  ['paperthree', '签署合同', 'three'],
  ['paperfour', '提交申请', 'four', ['four', 'minFour']],
  ['paperfive', '申请完成', 'five'],
  ['paperfiveone', '支付保费', 'fiveOne'],
];

/** Pages a logged-in but not yet authenticated enterprise may open. */
const beforeAuthentication = true;

export const routes: readonly AppRoute[] = [
  // Public (spec §2)
  { path: '/login', title: '登录', public: true, page: login },
  {
    path: '/register',
    title: '企业注册',
    public: true,
    page: () => import('../features/auth/register-page'),
  },
  {
    path: '/forgetpass',
    title: '忘记密码',
    public: true,
    page: () => import('../features/auth/forget-password-page'),
  },
  { path: '/404', title: '页面不存在', public: true, page: notFoundPage },
  {
    path: '/text_pay',
    title: '微信支付',
    public: true,
    page: () => import('../features/payments/text-pay-page'),
  },
  // Not in the spec's list: the public letter verification the letter's QR code opens.
  {
    path: '/verify',
    title: '保函查验',
    public: true,
    page: () => import('../features/verify/verify-page'),
  },
  {
    path: '/code/one',
    title: '验证身份',
    public: true,
    page: () => import('../features/auth/code-flow-page'),
  },
  {
    path: '/code/two',
    title: '设置新密码',
    public: true,
    page: () => import('../features/auth/code-flow-page'),
  },
  {
    path: '/code/three',
    title: '修改完成',
    public: true,
    page: () => import('../features/auth/code-flow-page'),
  },
  {
    path: '/apply/form/one',
    title: '确认项目',
    public: true,
    mobile: '/apply/form/min-one',
    page: () => import('../features/letters/confirm-project-page'),
  },
  {
    path: '/apply/form/five',
    title: '申请完成',
    public: true,
    page: () => import('../features/letters/application-result-public-page'),
  },
  {
    path: '/notice/index',
    title: '公告',
    public: true,
    menu: { group: '公告', order: 90 },
    page: () => import('../features/notices/notice-list-page'),
  },

  // User centre
  {
    path: '/index',
    title: '用户中心',
    beforeAuthentication,
    menu: { group: '用户中心' },
    page: () => import('../features/home/home-page'),
  },
  {
    path: '/recode/reone',
    title: '修改密码 · 验证身份',
    beforeAuthentication,
    parent: '/index',
    page: () => import('../features/auth/recode-flow-page'),
  },
  {
    path: '/recode/retwo',
    title: '修改密码 · 设置新密码',
    beforeAuthentication,
    parent: '/index',
    page: () => import('../features/auth/recode-flow-page'),
  },
  {
    path: '/recode/rethree',
    title: '修改密码 · 完成',
    beforeAuthentication,
    parent: '/index',
    page: () => import('../features/auth/recode-flow-page'),
  },
  {
    path: '/tel/telone',
    title: '修改手机号 · 验证身份',
    beforeAuthentication,
    parent: '/index',
    page: () => import('../features/auth/tel-flow-page'),
  },
  {
    path: '/tel/teltwo',
    title: '修改手机号 · 绑定新手机号',
    beforeAuthentication,
    parent: '/index',
    page: () => import('../features/auth/tel-flow-page'),
  },
  {
    path: '/tel/telthree',
    title: '修改手机号 · 完成',
    beforeAuthentication,
    parent: '/index',
    page: () => import('../features/auth/tel-flow-page'),
  },
  // Not in the spec's list: the inbox the top bar's red dot opens (docs/messages.md).
  {
    path: '/message/index',
    title: '消息中心',
    beforeAuthentication,
    parent: '/index',
    page: () => import('../features/messages/messages-page'),
  },

  // Enterprise authentication guide
  { path: '/firm', title: '企业认证', beforeAuthentication },
  {
    path: '/firm/one/duty',
    title: '法定代表人认证',
    beforeAuthentication,
    mobile: '/firm/one/min-duty',
    page: () => import('../features/firm/identity-page'),
  },
  {
    path: '/firm/one/min-duty',
    title: '法定代表人认证',
    beforeAuthentication,
    page: () => import('../features/firm/identity-mobile-page'),
  },
  {
    path: '/firm/two',
    title: '手机号认证',
    beforeAuthentication,
    page: () => import('../features/firm/mobile-step-page'),
  },
  {
    path: '/firm/three',
    title: '对公基本户验证',
    beforeAuthentication,
    page: () => import('../features/firm/bank-step-page'),
  },
  {
    path: '/firm/four',
    title: '确认印章授权协议',
    beforeAuthentication,
    page: () => import('../features/firm/agreement-step-page'),
  },
  {
    path: '/firm/five',
    title: '准入结果',
    beforeAuthentication,
    page: () => import('../features/firm/result-step-page'),
  },
  {
    path: '/firm/toview',
    title: '企业认证信息',
    beforeAuthentication,
    mobile: '/firm/min-toview',
    menu: { group: '企业认证' },
    page: () => import('../features/firm/auth-info-page'),
  },
  {
    path: '/firm/min-toview',
    title: '企业认证信息',
    beforeAuthentication,
    page: () => import('../features/firm/auth-info-mobile-page'),
  },

  // Bid e-letter (sub-accounts need the 订单 permission, as the API requires). The orders and their
  // letters open before authentication: a bidder whose application a trading platform pushed
  // follows and pays it here, its enterprise created unauthenticated (docs/trading-platforms.md);
  // applying still needs authentication.
  {
    path: '/myLetter/list',
    title: '投标项目',
    permission: 'dingdan',
    menu: { group: '投标电子保函' },
    page: () => import('../features/orders/project-list-page'),
  },
  {
    path: '/myLetter/myLetter',
    title: '保函订单',
    beforeAuthentication,
    permission: 'dingdan',
    mobile: '/myLetter/min-0',
    menu: { group: '投标电子保函' },
    page: () => import('../features/orders/order-list-page'),
  },
  ...MOBILE_LIST_STATES.map(({ title }, i): AppRoute => ({
    path: mobileListPath(i),
    title,
    beforeAuthentication,
    permission: 'dingdan',
    parent: '/myLetter/myLetter',
    page: () => import('../features/orders/mobile-order-list-page'),
  })),
  {
    path: '/myLetter/detail',
    title: '订单详情',
    beforeAuthentication,
    permission: 'dingdan',
    parent: '/myLetter/myLetter',
    page: () => import('../features/orders/order-detail-page'),
  },
  {
    path: '/myLetter/detail3',
    title: '保函详情',
    beforeAuthentication,
    permission: 'dingdan',
    parent: '/myLetter/myLetter',
    page: () => import('../features/orders/letter-page'),
  },
  {
    path: '/apply/form/two',
    title: '选择担保机构',
    permission: 'dingdan',
    mobile: '/apply/form/min-two',
    parent: '/myLetter/list',
    page: () => import('../features/letters/choose-guarantor-page'),
  },
  {
    path: '/apply/form/three',
    title: '签署合同',
    permission: 'dingdan',
    parent: '/myLetter/list',
    page: () => import('../features/letters/sign-contract-page'),
  },
  {
    path: '/apply/form/four',
    title: '提交申请',
    permission: 'dingdan',
    mobile: '/apply/form/min-four',
    parent: '/myLetter/list',
    page: () => import('../features/letters/submit-application-page'),
  },
  {
    path: '/apply/form/fiveone',
    title: '申请完成',
    permission: 'dingdan',
    parent: '/myLetter/list',
    page: () => import('../features/letters/application-result-page'),
  },
  {
    path: '/apply/form/min-one',
    title: '确认项目',
    public: true,
    page: () => import('../features/letters/confirm-project-mobile-page'),
  },
  {
    path: '/apply/form/min-two',
    title: '选择担保机构',
    permission: 'dingdan',
    parent: '/myLetter/list',
    page: () => import('../features/letters/choose-guarantor-mobile-page'),
  },
  {
    path: '/apply/form/min-four',
    title: '提交申请',
    permission: 'dingdan',
    parent: '/myLetter/list',
    page: () => import('../features/letters/submit-application-mobile-page'),
  },

  // Bid paper letter (the e-letter's screens over the paper endpoints, features/paper/paper-pages.tsx)
  {
    path: '/applypaper',
    title: '纸质保函项目',
    permission: 'dingdan',
    menu: { group: '纸质投标保函' },
    page: paperPage('projects'),
  },
  {
    path: '/paper/paper',
    title: '我的纸质保函',
    permission: 'dingdan',
    menu: { group: '纸质投标保函' },
    page: paperPage('orders'),
  },
  {
    path: '/paperdetail',
    title: '纸质保函详情',
    permission: 'dingdan',
    parent: '/paper/paper',
    page: paperPage('detail'),
  },
  ...PAPER_STEPS.map(([step, title, page, mobile]): AppRoute => ({
    path: `/paper/paperform/${step}`,
    title,
    permission: 'dingdan',
    parent: '/applypaper',
    page: paperPage(page),
    ...(mobile ? { mobile: `/paper/paperform/papermin-${mobile[0]}` } : {}),
  })),
  ...PAPER_STEPS.filter(([, , , mobile]) => mobile).map(([, title, , mobile]): AppRoute => ({
    path: `/paper/paperform/papermin-${mobile![0]}`,
    title,
    permission: 'dingdan',
    parent: '/applypaper',
    page: paperPage(mobile![1]),
  })),

  // Performance letter
  {
    path: '/honourapply',
    title: '履约保函项目',
    permission: 'dingdan',
    menu: { group: '履约保函' },
    page: () => import('../features/contract-letters/performance-projects-page'),
  },
  {
    path: '/honour/honour',
    title: '我的履约保函',
    permission: 'dingdan',
    menu: { group: '履约保函' },
    page: contractOrderPage('performance', 'letters'),
  },
  {
    path: '/applyhonour',
    title: '申请履约保函',
    permission: 'dingdan',
    parent: '/honourapply',
    page: () => import('../features/contract-letters/performance-form-page'),
  },
  {
    path: '/affirm',
    title: '确认履约保函信息',
    permission: 'dingdan',
    parent: '/honourapply',
    page: contractOrderPage('performance', 'confirm'),
  },
  {
    path: '/succes',
    title: '履约保函申请成功',
    permission: 'dingdan',
    parent: '/honourapply',
    page: contractOrderPage('performance', 'submitted'),
  },
  {
    path: '/payfor',
    title: '履约保函支付',
    permission: 'dingdan',
    parent: '/honour/honour',
    page: contractOrderPage('performance', 'pay'),
  },

  // Migrant-worker wage letter
  {
    path: '/worker/peasant',
    title: '农民工工资保函项目',
    permission: 'dingdan',
    menu: { group: '农民工工资保函' },
    page: () => import('../features/contract-letters/worker-projects-page'),
  },
  {
    path: '/worker/declare',
    title: '申报说明',
    permission: 'dingdan',
    parent: '/worker/peasant',
    page: () => import('../features/contract-letters/worker-declare-page'),
  },
  {
    path: '/worker/specimen',
    title: '保函样本',
    permission: 'dingdan',
    parent: '/worker/peasant',
    page: () => import('../features/contract-letters/worker-specimen-page'),
  },
  {
    path: '/worker/applyspecimen',
    title: '样本申请',
    permission: 'dingdan',
    parent: '/worker/peasant',
    page: () => import('../features/contract-letters/worker-apply-specimen-page'),
  },
  {
    path: '/worker/worker',
    title: '我的农民工工资保函',
    permission: 'dingdan',
    menu: { group: '农民工工资保函' },
    page: contractOrderPage('worker', 'letters'),
  },
  {
    path: '/applyworker',
    title: '申请农民工工资保函',
    permission: 'dingdan',
    parent: '/worker/peasant',
    page: () => import('../features/contract-letters/apply-worker-page'),
  },
  {
    path: '/makesure',
    title: '确认申请信息',
    permission: 'dingdan',
    parent: '/worker/peasant',
    page: contractOrderPage('worker', 'confirm'),
  },
  {
    path: '/workersucess',
    title: '申请成功',
    permission: 'dingdan',
    parent: '/worker/peasant',
    page: contractOrderPage('worker', 'submitted'),
  },
  {
    path: '/workerpayfor',
    title: '农民工工资保函支付',
    permission: 'dingdan',
    parent: '/worker/worker',
    page: contractOrderPage('worker', 'pay'),
  },

  // Invoices, claims, notices
  {
    path: '/invoice/index',
    title: '开票记录',
    permission: 'dingdan',
    menu: { group: '发票管理' },
    page: () => import('../features/invoices/invoice-list-page'),
  },
  {
    path: '/invoice/askfor',
    title: '申请开票',
    permission: 'dingdan',
    parent: '/invoice/index',
    page: () => import('../features/invoices/invoice-apply-page'),
  },
  {
    path: '/invoice/modify',
    title: '修改开票信息',
    permission: 'dingdan',
    parent: '/invoice/index',
    page: () => import('../features/invoices/invoice-modify-page'),
  },
  {
    path: '/invoice/voicedetail',
    title: '发票详情',
    permission: 'dingdan',
    parent: '/invoice/index',
    page: () => import('../features/invoices/invoice-detail-page'),
  },
  {
    path: '/invoice/management',
    title: '发票抬头管理',
    permission: 'dingdan',
    menu: { group: '发票管理' },
    page: () => import('../features/invoices/invoice-titles-page'),
  },
  {
    path: '/invoice/adders',
    title: '收件地址',
    permission: 'dingdan',
    menu: { group: '发票管理' },
    page: () => import('../features/invoices/address-book-page'),
  },
  {
    path: '/demage/index',
    title: '理赔记录',
    permission: 'dingdan',
    menu: { group: '理赔' },
    page: () => import('../features/claims/claim-list-page'),
  },
  {
    path: '/demage/damageinfo',
    title: '理赔详情',
    permission: 'dingdan',
    parent: '/demage/index',
    page: () => import('../features/claims/claim-detail-page'),
  },
  {
    path: '/notice/noticeinfo',
    title: '公告详情',
    public: true,
    parent: '/notice/index',
    page: () => import('../features/notices/notice-detail-page'),
  },

  // Settings and others
  {
    path: '/basiceset',
    title: '账户配置',
    beforeAuthentication,
    menu: { group: '设置' },
    page: () => import('../features/firm/account-config-page'),
  },
  {
    path: '/stytem/list',
    title: '账号设置',
    menu: { group: '设置' },
    page: () => import('../features/auth/sub-account-page'),
  },
  {
    path: '/certification',
    title: '资质证书',
    menu: { group: '设置' },
    page: () => import('../features/certificates/certificate-list-page'),
  },
  {
    path: '/certdetail',
    title: '证书详情',
    parent: '/certification',
    page: () => import('../features/certificates/certificate-detail-page'),
  },
  {
    path: '/upcertifi',
    title: '上传资质证书',
    parent: '/certification',
    page: () => import('../features/certificates/certificate-form-page'),
  },
  {
    path: '/sun_insure',
    title: '投标保证保险',
    permission: 'dingdan',
    menu: { group: '保险服务' },
    page: () => import('../features/insurance/sun-insure-page'),
  },
  {
    path: '/sun_one',
    title: '投保信息',
    permission: 'dingdan',
    parent: '/sun_insure',
    page: () => import('../features/insurance/sun-one-page'),
  },
  {
    path: '/sun_two',
    title: '确认投保',
    permission: 'dingdan',
    parent: '/sun_insure',
    page: () => import('../features/insurance/sun-two-page'),
  },
  {
    path: '/sun_three',
    title: '投保完成',
    permission: 'dingdan',
    parent: '/sun_insure',
    page: () => import('../features/insurance/sun-three-page'),
  },
];
