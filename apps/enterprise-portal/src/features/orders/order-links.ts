// Where the order screens send the user; the apply wizard resumes an unsigned order at
// /apply/form/one?id=<project>&order_sn= (spec §4).
import { applyPaths, withQuery } from '../letters/apply-steps';
import { CONTRACT_LETTER_PATHS } from '../contract-letters/contract-letter-paths';
import { paperPaths } from '../paper-letters/paper-paths';

const withSn = (path: string, sn: string) => `${path}?order_sn=${encodeURIComponent(sn)}`;

export const orderDetailPath = (sn: string) => withSn('/myLetter/detail', sn);
export const orderPayPath = (sn: string) => `${orderDetailPath(sn)}#pay`;
export const letterPath = (sn: string) => withSn('/myLetter/detail3', sn);
export const resumeSigningPath = (order: { sn: string; project_id: number }) =>
  applyPaths.project(order.project_id, order.sn);
/**
 * The WeChat in-app payment page, absolute so it can be put into a QR code. It names a letter type
 * other than the e-letter, so the page can lead back to that type's order detail.
 */
export const wechatPayUrl = (origin: string, sn: string, type = 'bid_e') =>
  `${origin}${withQuery('/text_pay', { order_sn: sn, type: type === 'bid_e' ? undefined : type })}`;
/** The order detail of a letter type: the paper letter's, a performance or wage letter's over its list, else the e-letter's. */
export function detailPathOf(type: string | null, sn: string): string {
  if (type === 'bid_paper') return paperPaths.detail(sn);
  if (type === 'performance' || type === 'worker') return CONTRACT_LETTER_PATHS[type].myLetters(sn);
  return orderDetailPath(sn);
}
export const verifyUrl = (origin: string, letterNo: string) =>
  `${origin}/verify?letter_no=${encodeURIComponent(letterNo)}`;
