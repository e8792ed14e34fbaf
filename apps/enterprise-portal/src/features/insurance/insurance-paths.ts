// Where the guarantee insurance screens (投标保证保险, spec §2 /sun_*) live. Each carries what it
// needs in the URL (project and product, then the policy number) so a reload, or the insurer's
// cashier returning, resumes where it was.
import { DEFAULT_PAGE_SIZE } from '@bht/ui';
import { withQuery } from '../letters/apply-steps';

export interface PolicyListQuery {
  status?: string;
  page?: number;
  limit?: number;
}

/** /sun_insure's tabs: choose a product for a project (default), or 我的保单. */
export type InsureTab = 'products' | 'policies';

export const insurancePaths = {
  /** The products offered for a project; without one, the project search. */
  products: (projectId?: number | null) => withQuery('/sun_insure', { project_id: projectId }),
  /** 我的保单, optionally filtered by status, at a page (the first and the default size are left out). */
  policies: ({ status, page = 1, limit = DEFAULT_PAGE_SIZE }: PolicyListQuery = {}) =>
    withQuery('/sun_insure', {
      tab: 'policies',
      status,
      page: page > 1 ? page : undefined,
      limit: limit === DEFAULT_PAGE_SIZE ? undefined : limit,
    }),
  /** /sun_one: the insured details for a product, submitted as a proposal (addPolicy). */
  apply: (projectId: number, productId: number) =>
    withQuery('/sun_one', { project_id: projectId, product_id: productId }),
  /** /sun_two: confirm and pay (or give up) an unpaid proposal. */
  confirm: (policySn: string) => withQuery('/sun_two', { policy_sn: policySn }),
  /** /sun_three: the policy; the insurer's cashier comes back here with result=ok|cancel. */
  policy: (policySn: string) => withQuery('/sun_three', { policy_sn: policySn }),
};

/** The steps the pages show (the product choice is /sun_insure's). */
export const INSURE_STEPS = ['选择保险产品', '填写投保信息', '确认并支付', '投保完成'] as const;
export const InsureStep = { PRODUCT: 0, DETAILS: 1, CONFIRM: 2, RESULT: 3 } as const;
export type InsureStepIndex = (typeof InsureStep)[keyof typeof InsureStep];
