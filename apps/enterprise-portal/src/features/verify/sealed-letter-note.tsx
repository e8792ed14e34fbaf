// A letter issued before bid opening, its project sealed by the trading platform until then
// (docs/trading-platforms.md, "Sealed bids"): verification says it is a 密文 letter, valid as any
// other, and why its project reads 开标前保密. Shown by the number check and the file check.
import type { ResponseOf, verifyLetter } from '@bht/api-client';
import { Alert } from '@bht/ui';

/** What both checks answer of a letter (letterSummarySchema). */
type LetterSummary = Pick<ResponseOf<typeof verifyLetter>, 'valid' | 'sealed_until_opening'>;

export function SealedLetterNote({ letter }: { letter: LetterSummary }) {
  if (!letter.sealed_until_opening) return null;
  return (
    <Alert
      type="info"
      content={
        letter.valid
          ? '该保函为开标前出具的密文保函，保函有效；项目名称、标段、招标人等信息在开标前保密。'
          : '该保函为开标前出具的密文保函；项目名称、标段、招标人等信息在开标前保密。'
      }
      style={{ margin: '12px 0' }}
    />
  );
}
