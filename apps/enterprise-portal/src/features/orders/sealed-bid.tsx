// An order a trading platform pushed with its bid section, name and tenderer sealed until bid
// opening (docs/trading-platforms.md, "Sealed bids"), as the enterprise sees it: the notice that the
// letter made now is a 密文 letter and the 明文 one follows at opening with the same number, and
// 保函版本 once a letter was re-issued (the server lists earlier letters only while it shows the
// letter itself).
import { LETTER_REISSUE_CAUSES, type OrderDetail } from '@bht/api-client';
import { Alert, LetterVersionsSection, resolveImageUrl } from '@bht/ui';
import { runtimeConfig } from '../../app/api';

export const SEALED_BID_NOTICE =
  '开标前保密：交易平台在开标前对标段、项目名称和招标人加密，现在出具的是密文保函。开标后交易平台释放密钥，担保机构将以同一保函编号出具明文保函。';

export function SealedBidNotice({ order }: { order: Pick<OrderDetail, 'sealed_until_opening'> }) {
  if (order.sealed_until_opening !== 1) return null;
  return <Alert type="info" content={SEALED_BID_NOTICE} style={{ marginBottom: 16 }} />;
}

const fileLink = (path: string, text: string) => (
  <a
    href={resolveImageUrl(path, runtimeConfig.imageHost)}
    target="_blank"
    rel="noreferrer"
    download
  >
    {text}
  </a>
);

/** 保函版本: the current letter and those it replaced with the same number (none: nothing). */
export function LetterVersions({ order }: { order: OrderDetail }) {
  return <LetterVersionsSection order={order} causes={LETTER_REISSUE_CAUSES} fileLink={fileLink} />;
}
