// Where the performance (履约保函, spec §2 /honour…) and wage (农民工工资保函, /worker…) letters'
// screens live. Both families run the same steps (form → confirm and sign → submitted → pay → my
// letters); the screens carry the project id or order number in the URL so a reload resumes.
import type { LetterType } from '@bht/api-client';
import { withQuery } from '../letters/apply-steps';

export interface ContractLetterPaths {
  /** The projects an application starts from. */
  projects: string;
  /** The application form: a new one for a project, or (order_sn) the edit of an unreviewed one. */
  form: (target: { projectId: number } | { orderSn: string }) => string;
  /** Confirm everything and sign the entrustment contract by SMS (/affirm, /makesure). */
  confirm: (orderSn: string) => string;
  /** Submitted, waiting for review (/succes, /workersucess). */
  submitted: (orderSn: string) => string;
  /** Pay the premium once approved (/payfor, /workerpayfor). */
  pay: (orderSn: string) => string;
  /** My letters of the type; `orderSn` opens that letter's detail. */
  myLetters: (orderSn?: string) => string;
}

/** The steps both types go through, as the step header of every page shows them; the form (one page, or the wage letter's four) is the first. */
export const CONTRACT_LETTER_STEPS = [
  { title: '填写申请' },
  { title: '确认签约' },
  { title: '等待审核' },
  { title: '支付保费' },
] as const;

const formTarget = (target: { projectId: number } | { orderSn: string }) =>
  'orderSn' in target ? { order_sn: target.orderSn } : { project_id: target.projectId };

export const performancePaths: ContractLetterPaths = {
  projects: '/honourapply',
  form: (target) => withQuery('/applyhonour', formTarget(target)),
  confirm: (orderSn) => withQuery('/affirm', { order_sn: orderSn }),
  submitted: (orderSn) => withQuery('/succes', { order_sn: orderSn }),
  pay: (orderSn) => withQuery('/payfor', { order_sn: orderSn }),
  myLetters: (orderSn) => withQuery('/honour/honour', { sn: orderSn }),
};

/**
 * The wage letter's form is split over pages: /worker/declare (the declaration), /worker/specimen
 * (the letter it produces, watermarked 样本), /worker/applyspecimen (ask for a custom wording) and
 * /applyworker (guarantor, validity, contact; submits). The declaration travels between them as a
 * draft kept in sessionStorage (see the worker feature); `form` is its first page.
 */
export const workerPaths: ContractLetterPaths & {
  specimen: string;
  applySpecimen: string;
  apply: string;
} = {
  projects: '/worker/peasant',
  form: (target) => withQuery('/worker/declare', formTarget(target)),
  specimen: '/worker/specimen',
  applySpecimen: '/worker/applyspecimen',
  apply: '/applyworker',
  confirm: (orderSn) => withQuery('/makesure', { order_sn: orderSn }),
  submitted: (orderSn) => withQuery('/workersucess', { order_sn: orderSn }),
  pay: (orderSn) => withQuery('/workerpayfor', { order_sn: orderSn }),
  myLetters: (orderSn) => withQuery('/worker/worker', { sn: orderSn }),
};

export const CONTRACT_LETTER_PATHS: Readonly<
  Record<Extract<LetterType, 'performance' | 'worker'>, ContractLetterPaths>
> = {
  performance: performancePaths,
  worker: workerPaths,
};
