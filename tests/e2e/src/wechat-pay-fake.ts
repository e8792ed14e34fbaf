// The WeChat Pay fake of this worker's stack (global-setup.ts), driven through its controls the way
// WeChat itself would act: the payer scanning a Native QR code and paying, WeChat answering the
// next refund, and WeChat finishing a refund and notifying it.
import { e2eUrls } from './provided-context';

async function control(action: string, body: Record<string, string> = {}): Promise<void> {
  const res = await fetch(`${e2eUrls().wechatPayFakeUrl}/__fake/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`WeChat Pay fake ${action}: HTTP ${res.status}`);
}

/** The payer scans `codeUrl` with WeChat and pays; WeChat notifies the API. */
export const payCodeUrl = (codeUrl: string) => control('pay', { code_url: codeUrl });

/** How WeChat answers the next refund: at once (SUCCESS) or later (PROCESSING). */
export const nextRefundAnswers = (status: 'SUCCESS' | 'PROCESSING') =>
  control('next-refund-status', { status });

/** WeChat finishes the newest refund and posts REFUND.SUCCESS to the API. */
export const finishNewestRefund = () => control('finish-refund');
