// A field a trading platform keeps sealed until bid opening (docs/trading-platforms.md, "Sealed
// bids"): the server sends 开标前保密 in place of the project name, bid section and tenderer
// until the platform releases their key. Drawn muted with a lock, so it does not read as real data.
import { IconLock } from '@arco-design/web-react/icon';

/** What a sealed field reads until bid opening (the server's placeholder). */
export const SEALED_FIELD_TEXT = '开标前保密';

export const isSealedField = (value: string | null | undefined) => value === SEALED_FIELD_TEXT;

/** `value` as it is, or, when it is the sealed placeholder, muted with a lock and a hint. */
export function SealedFieldText({ value }: { value: string }) {
  if (!isSealedField(value)) return <>{value}</>;
  return (
    <span
      title="交易平台在开标前对该信息加密，开标后自动还原"
      style={{ color: 'var(--color-text-3)', fontWeight: 'normal' }}
    >
      <IconLock aria-hidden style={{ marginRight: 4, verticalAlign: '-2px' }} />
      {value}
    </span>
  );
}
