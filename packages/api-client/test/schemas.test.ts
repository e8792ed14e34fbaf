// Realistic samples each shared model and key request must accept, and near-misses it must reject.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addLetter,
  companyHandleReviewStatus,
  getOrderStatus,
  login,
  loginResultSchema,
  orderDetailSchema,
  pageRequestSchema,
  projectSchema,
  register,
  sendSms,
  submitIdentity,
  sunPayResult,
  userInfoSchema,
} from '../src/contract';

const project = {
  id: 12,
  name: '某市第三人民医院门诊楼改扩建工程施工',
  number: 'JSGC-2026-0312',
  tender_unit: '某市第三人民医院',
  trading_center: '某市公共资源交易中心',
  bid_section: '一标段',
  region: '江苏省南京市',
  bid_bond_amount: '800000.00',
  bid_open_time: 1764000000,
  deadline: 1763900000,
  status: 1,
  accepts_paper: 1,
  contract: null,
};
const userInfo = {
  id: 3,
  account: '13800138000',
  name: '张经理',
  avatar: '',
  roles: ['enterprise_master'],
  auth_step: 4,
  auth_status: 2,
  enterprise_auth: {
    enterprise_id: 1,
    name: '某某建设（集团）有限公司',
    credit_code: '91110000600037341L',
    legal_person: '张三',
    auth_status: 2,
    auth_step: 4,
    reject_reason: null,
  },
  is_reset_password: 1,
  enterprise_account: {
    id: 3,
    account: '13800138000',
    name: '张经理',
    is_master: 1,
    auth_json: '*',
    status: 1,
  },
  wait_read_message: 2,
  last_login_time: 1763800000,
};
const order = {
  id: 1,
  sn: 'BH202611230001',
  type: 'bid_e',
  status: 4,
  status_text: '已出函',
  project_id: 12,
  project_name: project.name,
  enterprise_name: '某某建设（集团）有限公司',
  ensure_company_id: 2,
  ensure_company_name: '某某融资担保有限公司',
  bid_bond_amount: '800000.00',
  premium: '1200.00',
  letter_no: 'DB2026110001',
  create_time: 1763800000,
  update_time: 1763900000,
  project,
  pay_method: 'wechat',
  pay_time: 1763850000,
  pay_image: null,
  valid_from: '2026-11-23',
  valid_to: '2027-02-21',
  contract_url: '/uploads/contracts/a.pdf',
  letter_url: '/uploads/letters/a.pdf',
  letter_ofd_url: null,
  letter_digests: { pdf_sha256: 'a1'.repeat(32), pdf_sm3: null, ofd_sha256: null, ofd_sm3: null },
  reject_reason: null,
  refund_refusal: null,
  delivery: null,
  terms: null,
  contact_name: '张三',
  contact_mobile: '13800000001',
  remark: '',
  entered: 0,
  platform: null,
  actions: ['download'],
};

const samples: Array<[string, z.ZodType, unknown, unknown]> = [
  ['project', projectSchema, project, { ...project, bid_bond_amount: 800000 }],
  ['user info', userInfoSchema, userInfo, { ...userInfo, auth_status: 3 }],
  ['order detail', orderDetailSchema, order, { ...order, status: 14 }],
  [
    'login result',
    loginResultSchema,
    {
      token: 'x'.repeat(43),
      expires_at: 1763900000,
      account: { id: 1, account: 'a', name: 'b', auth_json: 'dingdan,待审核' },
      logo: '',
    },
    { token: 'short', account: {}, logo: '' },
  ],
  [
    'login request',
    login.request,
    { account: ' 13800138000 ', password: 'abc12345' },
    { account: '  ', password: 'x' },
  ],
  [
    'register request',
    register.request,
    {
      mobile: '13800138000',
      code: '123456',
      password: 'abc12345',
      enterprise_name: '某某建设(集团)有限公司',
      credit_code: '91110000600037341L',
      legal_person: '张三',
      legal_id_card: '11010519491231002X',
      business_license: '/uploads/a.jpg',
      id_card_front: '/uploads/b.jpg',
      id_card_back: '/uploads/c.jpg',
      agree: '1',
    },
    { mobile: '13800138000', code: '123456', password: 'abc12345', agree: '0' },
  ],
  [
    'sms send',
    sendSms.request,
    { mobile: '13800138000', scene: 'register' },
    { mobile: '12800138000', scene: 'register' },
  ],
  [
    'firm identity',
    submitIdentity.request,
    {
      role: 'legal',
      name: '张三',
      id_card: '11010519491231002X',
      id_card_front: '/u/a.jpg',
      id_card_back: '/u/b.jpg',
    },
    { role: 'boss', name: '张三' },
  ],
  [
    'letter add',
    addLetter.request,
    {
      project_id: '12',
      ensure_company_id: '2',
      contact_name: '李四',
      contact_mobile: '13900139000',
    },
    { project_id: 'abc', ensure_company_id: '2' },
  ],
  [
    'order status',
    getOrderStatus.response,
    { order: { sn: 'BH1', status: 2, status_text: '待支付' } },
    { order: { sn: 'BH1', status: '2' } },
  ],
  [
    'review',
    companyHandleReviewStatus.request,
    { order_sn: 'BH1', action: 'reject', reason: '资料不全' },
    { order_sn: 'BH1', action: 'reject', reason: '' },
  ],
  [
    'pay result',
    sunPayResult.request,
    {
      order_sn: 'BH1',
      trade_no: 'T1',
      amount: '1200.00',
      status: 'SUCCESS',
      paid_at: '1763850000',
      nonce: 'abcdefgh',
      sign: 'f'.repeat(64),
    },
    { order_sn: 'BH1', amount: '1200', status: 'OK' },
  ],
  ['paging', pageRequestSchema, { page: '2', limit: '20' }, { page: '0', limit: '1000' }],
];

describe.each(samples)('%s', (_name, schema, good, bad) => {
  it('accepts a realistic sample', () => {
    const result = schema.safeParse(good);
    expect(result.error?.issues ?? []).toEqual([]);
  });
  it('rejects a wrong one', () => expect(schema.safeParse(bad).success).toBe(false));
});

describe('request normalisation', () => {
  it('trims the login account (spec §5)', () => {
    expect(login.request.parse({ account: ' 13800138000 ', password: 'p' }).account).toBe(
      '13800138000',
    );
  });
  it('converts parentheses in the enterprise name to full width', () => {
    const parsed = register.request.safeParse({ ...(samples[5]![2] as object) });
    expect(parsed.success && parsed.data.enterprise_name).toBe('某某建设（集团）有限公司');
  });
  it('pages default to 1 and 10 (spec §9)', () => {
    expect(pageRequestSchema.parse({})).toEqual({ page: 1, limit: 10 });
  });
  it('a rejection without a reason names the reason field', () => {
    const result = companyHandleReviewStatus.request.safeParse({
      order_sn: 'BH1',
      action: 'reject',
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['reason'],
      message: '驳回时请填写原因',
    });
  });
});
