// An order a trading platform pushed with its bid section, name and tenderer sealed until bid
// opening (docs/trading-platforms.md, "Sealed bids"): the letter made now is a 密文 letter, which
// the platform's bid opening replaces with the 明文 one under the same number. Its 保函版本 are in
// the facts (order-facts.tsx).
import { Alert } from '@bht/ui';
import type { OrderDetail } from './order-queries';

export const SEALED_BID_NOTICE =
  '开标前保密：交易平台在开标前对标段、项目名称和招标人加密，开标后自动还原并出具明文保函。现在出具的是密文保函。';

export function SealedBidNotice({ order }: { order: Pick<OrderDetail, 'sealed_until_opening'> }) {
  if (order.sealed_until_opening !== 1) return null;
  return <Alert type="info" content={SEALED_BID_NOTICE} style={{ marginBottom: 16 }} />;
}
