// 保函条款 of a performance or wage letter (order.terms) in the portal: the shared section of
// @bht/ui with the portal's file host. Shown on the confirm page before signing and in the detail.
import type { OrderDetail } from '@bht/api-client';
import { LetterTermsSection as TermsSection, resolveImageUrl } from '@bht/ui';
import { runtimeConfig } from '../../app/api';

const fileLink = (path: string, text: string) => (
  <a href={resolveImageUrl(path, runtimeConfig.imageHost)} target="_blank" rel="noreferrer">
    {text}
  </a>
);

export function LetterTermsSection({
  order,
  terms,
}: {
  order: OrderDetail;
  terms: NonNullable<OrderDetail['terms']>;
}) {
  return (
    <TermsSection
      terms={terms}
      amount={order.bid_bond_amount}
      validFrom={order.valid_from}
      validTo={order.valid_to}
      fileLink={fileLink}
    />
  );
}
