// How long a bid letter is in force, and what the public verification says about it
// (docs/letters.md, "Validity").
import {
  END_REASON_TEXT,
  isLetterInForce,
  OrderStatus,
  type END_REASONS,
} from '@bht/api-client/contract';
import { todayInChina } from '../../time/china-time';

/**
 * The bid validity period (投标有效期) the letter covers after the bid opening. Tender documents
 * usually fix it at 60 to 120 days; 90 covers the common case and the tender unit may ask the
 * guarantor for an extension (a new letter).
 */
export const BID_VALIDITY_DAYS = 90;

/** Last day the letter is in force: the bid-opening date in China plus BID_VALIDITY_DAYS (YYYY-MM-DD). */
export function letterValidTo(bidOpenTime: Date): string {
  const openDay = todayInChina(bidOpenTime);
  const end = new Date(`${openDay}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + BID_VALIDITY_DAYS);
  return end.toISOString().slice(0, 10);
}

export interface LetterStanding {
  valid: boolean;
  status_text: string;
}

/**
 * What verification answers for a letter that exists (it has a number, so it was sealed or printed).
 * Whether its status puts it in force is its type's table: an e-letter once issued, a paper letter
 * once mailed (已寄出, 已签收).
 */
export function letterStanding(
  order: {
    type: string;
    status: number;
    validFrom: string | null;
    validTo: string | null;
    endReason?: string | null;
  },
  today = todayInChina(),
): LetterStanding {
  if (isLetterInForce(order.type, order.status)) {
    if (order.validFrom && today < order.validFrom) return { valid: false, status_text: '未生效' };
    if (order.validTo && today > order.validTo) return { valid: false, status_text: '已过期' };
    return { valid: true, status_text: '有效' };
  }
  switch (order.status) {
    case OrderStatus.VOIDED:
      return { valid: false, status_text: '已作废' };
    case OrderStatus.ENDED: {
      // 履约终止: expired, surrendered or paid out in full (docs/after-issue.md).
      const reason = END_REASON_TEXT[order.endReason as (typeof END_REASONS)[number]];
      return { valid: false, status_text: reason ? `已终止（${reason}）` : '已终止' };
    }
    case OrderStatus.REFUNDED:
      return { valid: false, status_text: '未生效（未出函，保费已退还）' };
    default:
      // Sealed or printed but not (yet) issued or mailed: the number is ours, the letter is not in force.
      return { valid: false, status_text: '未生效（尚未出函）' };
  }
}
