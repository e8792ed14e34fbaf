// Test kit for the /sun_* screens: the wizard's API stub and renderer (apply test kit) plus
// contract-shaped insurance products and policies.
import type { ComponentType } from 'react';
import { enterprise, project, renderApplyPage } from '../letters/apply-test-kit';
import type { InsuranceProduct, Policy } from './use-insurance-queries';

export { fieldError, project, user, whereNow, withApplyStub } from '../letters/apply-test-kit';

export const POLICY_SN = 'BX202611250001';
export const CASHIER_URL =
  'http://127.0.0.1:3000/api/sandbox/insurer/cashier?policy_sn=BX202611250001';

export const products: InsuranceProduct[] = [
  {
    id: 1,
    insurer: 'sun',
    insurer_name: '阳光财产保险股份有限公司',
    name: '投标保证保险（阳光）',
    description: '投标人违约时由阳光保险向招标人赔付投标保证金。',
    premium_rate: '0.0080',
    min_premium: '500.00',
    min_sum_insured: null,
    max_sum_insured: null,
    premium: '4000.00',
  },
  {
    id: 2,
    insurer: 'hua_an',
    insurer_name: '华安财产保险股份有限公司',
    name: '投标保证金保险（华安）',
    description: '替代现金投标保证金，出单即时生效。',
    premium_rate: '0.0060',
    min_premium: '800.00',
    min_sum_insured: null,
    max_sum_insured: null,
    premium: '3000.00',
  },
];

/** A product for bonds from 50 万元 (the server would not list it for a smaller bond). */
export const largeBondProduct: InsuranceProduct = {
  ...products[1]!,
  id: 3,
  name: '工程投标保证保险（大额）',
  min_sum_insured: '500000.00',
};

export function policy(status: Policy['status'], extra: Partial<Policy> = {}): Policy {
  const text = { unpaid: '待支付', insured: '已承保', closed: '已关闭' } as const;
  return {
    sn: POLICY_SN,
    status,
    status_text: text[status],
    project_id: project.id,
    project_name: project.name,
    insured_name: project.tender_unit,
    applicant_name: enterprise.name,
    insurer: 'sun',
    insurer_name: products[0]!.insurer_name,
    product_name: products[0]!.name,
    sum_insured: project.bid_bond_amount,
    premium: products[0]!.premium,
    contact_name: '王建国',
    contact_mobile: '13800000001',
    policy_no: status === 'insured' ? 'YG2026110000123' : null,
    policy_url:
      status === 'insured' ? '/uploads/policies/BX202611250001.pdf?expires=1&sig=abc' : null,
    close_reason: status === 'closed' ? '已取消' : null,
    pay_time: status === 'insured' ? 1_764_000_000 : null,
    create_time: 1_763_990_000,
    ...extra,
  };
}

export const policyReply = (status: Policy['status'], extra: Partial<Policy> = {}) => ({
  data: policy(status, extra),
});

type PageModule = { default: ComponentType<{ title: string }> };

/** Renders the insurance page at `url` for the logged-in enterprise. */
export const renderInsurancePage = (url: string, page: () => Promise<PageModule>, title = '页面') =>
  renderApplyPage(url, page, { title });

export { enterprise };
