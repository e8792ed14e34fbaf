// A letter's validity on the lists: the period, and while in force the days left (剩余 N 天, orange
// from 30 days down, 今日到期 on its last day); once ended, why and when (终止原因 / 终止日期 columns).
import type { LetterRecord } from './letter-queries';
import { Tag } from '@bht/ui';

/** Days left at or under which the countdown warns. */
export const EXPIRY_WARNING_DAYS = 30;

export function DaysLeftTag({ daysLeft }: { daysLeft: number | null }) {
  if (daysLeft === null) return null;
  return (
    <Tag size="small" color={daysLeft <= EXPIRY_WARNING_DAYS ? 'orange' : 'green'} bordered>
      {daysLeft === 0 ? '今日到期' : `剩余 ${daysLeft} 天`}
    </Tag>
  );
}

export const validityText = (letter: Pick<LetterRecord, 'valid_from' | 'valid_to'>) =>
  letter.valid_from || letter.valid_to
    ? `${letter.valid_from ?? '-'} 至 ${letter.valid_to ?? '-'}`
    : '-';

export function LetterValidity({ letter }: { letter: LetterRecord }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}>
      <span>{validityText(letter)}</span>
      <DaysLeftTag daysLeft={letter.days_left} />
    </div>
  );
}

/** 退保中 / 理赔中 while a request is open on the letter. */
export function OpenRequestMarks({
  letter,
}: {
  letter: Pick<LetterRecord, 'open_surrender' | 'open_claim'>;
}) {
  if (!letter.open_surrender && !letter.open_claim) return null;
  return (
    <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
      {letter.open_surrender === 1 && (
        <Tag size="small" color="orangered">
          退保中
        </Tag>
      )}
      {letter.open_claim === 1 && (
        <Tag size="small" color="red">
          理赔中
        </Tag>
      )}
    </span>
  );
}
