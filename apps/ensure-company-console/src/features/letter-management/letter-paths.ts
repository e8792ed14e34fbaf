// Where letter management (保函管理, /ordermang) lives: routes.ts builds its routes from these, and
// links take the paths. Each list's permission is its title (the stage or desk name), as the
// server checks it. The desks keep their status tab, search, page and the request open in the
// drawer in the URL (?status=&keyword=&page=&id=).
import type { companyGetLetterList, RequestOf } from '@bht/api-client';

export type LetterStage = RequestOf<typeof companyGetLetterList>['stage'];

/** The two letter lists: in force (正常履约) and ended (履约终止). */
export const LETTER_STAGE_PATHS: Readonly<Record<LetterStage, string>> = {
  正常履约: '/ordermang/index',
  履约终止: '/ordermang/stoporder',
};

/** The request desks: claims (理赔) and surrenders (退保). */
export const LETTER_DESKS = {
  claim: { path: '/ordermang/claim', title: '理赔' },
  surrender: { path: '/ordermang/expiretime', title: '退保' },
} as const;

export const LETTER_DETAIL = { path: '/ordermang/orderdetail', title: '保函详情' } as const;

export const letterDetailPath = (orderSn: string) =>
  `${LETTER_DETAIL.path}?order_sn=${encodeURIComponent(orderSn)}`;

/** The list a letter belongs to: ended letters (any end reason, voided too) under 履约终止. */
export const letterStageOf = (letter: { end_reason: string | null }): LetterStage =>
  letter.end_reason ? '履约终止' : '正常履约';
