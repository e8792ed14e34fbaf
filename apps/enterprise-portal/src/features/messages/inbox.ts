// The logged-in account's inbox (docs/messages.md): the shell's red dot and the message page read
// it; where each kind of message leads.
import { enterpriseInbox, inboxSource, type UserInfo } from '@bht/api-client';
import { useSession } from '@bht/auth-guard/react';
import type { InboxMessage, InboxSource, MessageLink } from '@bht/ui';
import { useMemo } from 'react';
import { api } from '../../app/api';
import { detailPathOf, letterPath, orderDetailPath } from '../orders/order-links';
import { claimPaths } from '../claims/claim-paths';
import { invoicePaths } from '../invoices/invoice-paths';
import { paperPaths } from '../paper-letters/paper-paths';

/** Undefined until the session is known. */
export function useInbox(): InboxSource | undefined {
  const accountId = useSession<UserInfo>().userInfo?.id;
  return useMemo(
    () => (accountId === undefined ? undefined : inboxSource(api, enterpriseInbox, accountId)),
    [accountId],
  );
}

/** Claim messages name the claim's order, not the claim: they open the claim records found by it. */
const CLAIM_KINDS: readonly string[] = [
  'claim_raised',
  'claim_accepted',
  'claim_rejected',
  'claim_paid',
];

export function messageLink(message: InboxMessage): MessageLink | null {
  if (message.kind === 'auth_approved' || message.kind === 'auth_rejected')
    return { path: '/firm/five', label: '查看认证结果' };
  if (!message.order_sn) return null;
  if (message.kind === 'invoice_issued' || message.kind === 'invoice_voided')
    return { path: invoicePaths.ofOrder(message.order_sn), label: '查看发票' };
  if (CLAIM_KINDS.includes(message.kind))
    return { path: claimPaths.ofOrder(message.order_sn), label: '查看理赔' };
  // Surrender decisions and the letter's end (letter_ended) show in the order's detail, as other order messages.
  // Each letter type's orders open in their own detail (another type's detail answers 404).
  if (message.order_type === 'bid_paper')
    return {
      path: paperPaths.detail(message.order_sn),
      label: message.kind === 'letter_mailed' ? '查看快递信息' : '查看订单',
    };
  if (message.order_type === 'performance' || message.order_type === 'worker')
    return {
      path: detailPathOf(message.order_type, message.order_sn),
      label: message.kind === 'letter_issued' ? '查看保函' : '查看订单',
    };
  if (message.kind === 'letter_issued')
    return { path: letterPath(message.order_sn), label: '查看保函' };
  return { path: orderDetailPath(message.order_sn), label: '查看订单' };
}
