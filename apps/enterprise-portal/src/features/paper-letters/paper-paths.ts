// Where the bid paper letter's screens live (spec §2 /paper…): the wizard's steps carry the
// project id, chosen guarantor and order number in the URL as the e-letter wizard does, so a
// reload or another device resumes where it was; /paperdetail takes the order number as `sn`.
import { withQuery, type ApplyPaths } from '../letters/apply-steps';

const FORM = '/paper/paperform';

export const paperPaths = {
  project: (projectId: number, orderSn?: string) =>
    withQuery(`${FORM}/paperone`, { id: projectId, order_sn: orderSn }),
  guarantor: (projectId: number, companyId?: number) =>
    withQuery(`${FORM}/papertwo`, { id: projectId, company_id: companyId }),
  contract: (orderSn: string) => withQuery(`${FORM}/paperthree`, { order_sn: orderSn }),
  submit: (orderSn: string) => withQuery(`${FORM}/paperfour`, { order_sn: orderSn }),
  result: (orderSn: string) => withQuery(`${FORM}/paperfive`, { order_sn: orderSn }),
  /** paperfiveone: the premium to pay once the guarantor approved. */
  pay: (orderSn: string) => withQuery(`${FORM}/paperfiveone`, { order_sn: orderSn }),
  detail: (orderSn: string) => withQuery('/paperdetail', { sn: orderSn }),
  myOrders: '/paper/paper',
  projects: '/applypaper',
} satisfies ApplyPaths & Record<string, unknown>;
