// The logged-in console account's inbox (docs/messages.md): the shell's red dot and the message
// page read it; every console message is about an order and leads to its detail.
import { companyInbox, inboxSource } from '@bht/api-client';
import { useSession } from '@bht/auth-guard/react';
import type { InboxMessage, InboxSource, MessageLink } from '@bht/ui';
import { useMemo } from 'react';
import { api } from '../../app/api';
import type { ConsoleUserInfo } from '../../app/providers';
import { orderDetailPath } from '../company-orders/order-paths';

/** Undefined until the session is known. */
export function useInbox(): InboxSource | undefined {
  const accountId = useSession<ConsoleUserInfo>().userInfo?.company_account.id;
  return useMemo(
    () => (accountId === undefined ? undefined : inboxSource(api, companyInbox, accountId)),
    [accountId],
  );
}

export const messageLink = (message: InboxMessage): MessageLink | null =>
  message.order_sn ? { path: orderDetailPath(message.order_sn), label: '查看订单' } : null;
