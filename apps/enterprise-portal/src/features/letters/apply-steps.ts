// The bid e-letter application wizard (/apply/form/*): its steps, and the URLs that carry its data
// (project id, chosen guarantor, order number), so a reload or another device resumes where it was.
/** The wizard's two layouts: the desktop steps, or the compact one for phones. */
export type ApplyLayout = 'desktop' | 'mobile';

export const APPLY_STEPS = [
  { title: '确认项目' },
  { title: '选择担保机构' },
  { title: '签署合同' },
  { title: '提交申请' },
  { title: '申请完成' },
] as const;

export const ApplyStep = { PROJECT: 0, GUARANTOR: 1, CONTRACT: 2, SUBMIT: 3, RESULT: 4 } as const;
export type ApplyStepIndex = (typeof ApplyStep)[keyof typeof ApplyStep];

type Query = Record<string, string | number | null | undefined>;

/** `path?key=value…`, leaving out empty values. */
export function withQuery(path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Where a wizard's steps live; each letter type has its own. */
export interface ApplyPaths {
  project: (projectId: number, orderSn?: string) => string;
  guarantor: (projectId: number, companyId?: number) => string;
  contract: (orderSn: string) => string;
  submit: (orderSn: string) => string;
  result: (orderSn: string) => string;
  myOrders: string;
  projects: string;
}

export const applyPaths: ApplyPaths = {
  project: (projectId: number, orderSn?: string) =>
    withQuery('/apply/form/one', { id: projectId, order_sn: orderSn }),
  guarantor: (projectId: number, companyId?: number) =>
    withQuery('/apply/form/two', { id: projectId, company_id: companyId }),
  contract: (orderSn: string) => withQuery('/apply/form/three', { order_sn: orderSn }),
  submit: (orderSn: string) => withQuery('/apply/form/four', { order_sn: orderSn }),
  /** fiveone inside the portal (five is its public variant, e.g. opened on another device). */
  result: (orderSn: string) => withQuery('/apply/form/fiveone', { order_sn: orderSn }),
  myOrders: '/myLetter/myLetter',
  projects: '/myLetter/list',
};

/** A positive integer from the URL, or null (the page then says what is missing). */
export function idParam(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
