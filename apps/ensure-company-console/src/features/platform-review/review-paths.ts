// The platform operators' review desk (docs/company-auth.md): its routes, by kind of submission.
import type { ReviewKind } from '@bht/api-client';

export const REVIEW_QUEUE_PATHS: Record<ReviewKind, string> = {
  enterprise: '/review/enterprises',
  company: '/review/companies',
};
export const REVIEW_HISTORY_PATH = '/review/history';
export const REVIEW_DETAIL_PATH = '/review/detail';

export const reviewDetailPath = (kind: ReviewKind, id: number) =>
  `${REVIEW_DETAIL_PATH}?kind=${kind}&id=${id}`;

export const kindOfPath = (pathname: string): ReviewKind =>
  pathname.startsWith(REVIEW_QUEUE_PATHS.company) ? 'company' : 'enterprise';
