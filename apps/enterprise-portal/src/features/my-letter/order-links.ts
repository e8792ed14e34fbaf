// Where the order screens send the user; the apply wizard resumes an unsigned order at
// /apply/form/one?id=<project>&order_sn= (spec §4).
import { applyPaths } from '../apply/apply-steps';

const withSn = (path: string, sn: string) => `${path}?order_sn=${encodeURIComponent(sn)}`;

export const orderDetailPath = (sn: string) => withSn('/myLetter/detail', sn);
export const orderPayPath = (sn: string) => `${orderDetailPath(sn)}#pay`;
export const letterPath = (sn: string) => withSn('/myLetter/detail3', sn);
export const resumeSigningPath = (order: { sn: string; project_id: number }) => applyPaths.project(order.project_id, order.sn);
/** The WeChat in-app payment page, absolute so it can be put into a QR code. */
export const wechatPayUrl = (origin: string, sn: string) => `${origin}${withSn('/text_pay', sn)}`;
export const verifyUrl = (origin: string, letterNo: string) => `${origin}/verify?letter_no=${encodeURIComponent(letterNo)}`;
