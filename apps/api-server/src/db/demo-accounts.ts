// The seeded demo log-ins, printed on start and used by the tests.
import type { PayChannel } from '../providers/payment/payment-provider';

export const DEMO_PASSWORD = 'Demo@1234';

export interface DemoEnterprise {
  name: string;
  legalPerson: string;
  authStatus: 0 | 1 | 2 | -1;
  authStep: number;
  rejectReason?: string;
  master: { mobile: string; name: string; isResetPassword?: 0 | 1 };
  subs: Array<{ mobile: string; name: string; authJson: string }>;
  note: string;
}

export const demoEnterprises: DemoEnterprise[] = [
  {
    name: '江苏恒信建设集团有限公司',
    legalPerson: '王建国',
    authStatus: 2,
    authStep: 4,
    master: { mobile: '13800000001', name: '王建国' },
    subs: [{ mobile: '13800000011', name: '李投标', authJson: '*' }],
    note: '已认证，主账号 + 子账号',
  },
  {
    name: '南京华宇市政工程有限公司',
    legalPerson: '陈志强',
    authStatus: 0,
    authStep: 0,
    master: { mobile: '13800000002', name: '陈志强' },
    subs: [{ mobile: '13800000012', name: '周经办', authJson: '*' }],
    note: '未认证（子账号会看到“请等待主账号完成企业认证”）',
  },
  {
    name: '苏州正泰装饰工程有限公司',
    legalPerson: '刘海峰',
    authStatus: 1,
    authStep: 4,
    master: { mobile: '13800000003', name: '刘海峰' },
    subs: [],
    note: '认证审核中',
  },
  {
    name: '无锡广厦园林绿化有限公司',
    legalPerson: '赵丽华',
    authStatus: -1,
    authStep: 4,
    rejectReason: '营业执照照片不清晰，请重新上传后再提交',
    master: { mobile: '13800000004', name: '赵丽华' },
    subs: [],
    note: '认证被驳回',
  },
  {
    name: '常州金桥路桥工程有限公司',
    legalPerson: '孙伟',
    authStatus: 2,
    authStep: 4,
    master: { mobile: '13800000005', name: '孙伟', isResetPassword: 0 },
    subs: [],
    note: '已认证，须先修改初始密码',
  },
  {
    name: '扬州润扬水利工程有限公司',
    legalPerson: '钱永明',
    authStatus: 2,
    authStep: 4,
    master: { mobile: '13800000006', name: '钱永明' },
    subs: [],
    note: '已认证（第二家已认证企业，看不到其他企业的订单）',
  },
];

/** Platform operators (平台运营): they log in on the console and see only the review desk. */
export const demoOperators = [
  { account: 'platform_ops', name: '平台运营', note: '平台运营：企业准入与机构认证审核' },
] as const;

export interface DemoCompany {
  name: string;
  type: string;
  area: string;
  /** The bid letters' schedule (bid_e and bid_paper rows of company_letter_rates, docs/settings.md). */
  premiumRate: string;
  minPremium: string;
  /** Online channel and the account enterprises transfer to (account name = company name). */
  payAccount: { channel: PayChannel; bankName: string; accountNo: string };
  accounts: Array<{
    account: string;
    name: string;
    mobile: string;
    authJson: string;
    note: string;
  }>;
}

export const demoCompanies: DemoCompany[] = [
  {
    name: '江苏信达融资担保有限公司',
    type: '担保公司',
    area: '南京市',
    premiumRate: '0.0150',
    minPremium: '300.00',
    payAccount: {
      channel: 'sun',
      bankName: '中国工商银行南京城南支行',
      accountNo: '4301012309200123456',
    },
    accounts: [
      {
        account: 'xinda_admin',
        name: '信达管理员',
        mobile: '13900000001',
        authJson: '*',
        note: '全部权限',
      },
      {
        account: 'xinda_review',
        name: '信达审核员',
        mobile: '13900000002',
        authJson: 'dingdan,待审核,已出函',
        note: '订单：待审核、已出函',
      },
      {
        account: 'xinda_notice',
        name: '信达运营',
        mobile: '13900000003',
        authJson: 'gonggao',
        note: '仅公告',
      },
    ],
  },
  {
    name: '中国平安财产保险股份有限公司江苏分公司',
    type: '保险公司',
    area: '苏州市',
    premiumRate: '0.0120',
    minPremium: '500.00',
    payAccount: {
      channel: 'hua_an',
      bankName: '平安银行苏州分行营业部',
      accountNo: '15000098765432',
    },
    accounts: [
      {
        account: 'pingan_admin',
        name: '平安管理员',
        mobile: '13900000011',
        authJson: '*',
        note: '全部权限',
      },
    ],
  },
  {
    name: '南京银行股份有限公司',
    type: '银行',
    area: '南京市',
    premiumRate: '0.0100',
    minPremium: '800.00',
    payAccount: {
      channel: 'sun',
      bankName: '南京银行股份有限公司营业部',
      accountNo: '0101210000001234',
    },
    accounts: [
      {
        account: 'njbank_admin',
        name: '南京银行管理员',
        mobile: '13900000021',
        authJson: 'jigou,peizhi,dingdan,gonggao,待签约,待审核,待支付,待出函,已出函,已驳回',
        note: '机构、配置、订单各阶段、公告',
      },
    ],
  },
];
