// The 保费设置 form's values and their schedule: rates are typed as percents ('1.5'), the schedule
// (and the wire) holds rates ('0.0150'). The same checks and pricing as the server
// (checkPremiumSchedule, priceSchedule of @bht/validators) run on what is being typed.
import type { ResponseOf, companyGetPremium } from '@bht/api-client';
import {
  checkPremiumSchedule,
  percentToRate,
  rateToPercent,
  type PremiumBandKind,
  type PremiumSchedule,
} from '@bht/validators';

export type TypeSchedule = ResponseOf<typeof companyGetPremium>[number];

export interface BandRow {
  from: string;
  /** Empty: no upper bound. */
  to: string;
  kind: PremiumBandKind;
  /** A percent for kind 'rate', yuan for 'fixed'. */
  value: string;
}

export interface PremiumValues {
  offered: boolean;
  /** Percent. */
  premium_rate: string;
  min_premium: string;
  bands: BandRow[];
}

const PERCENT_INPUT = /^\d{1,2}(\.\d{1,2})?$/;

export function formValues(schedule: TypeSchedule): PremiumValues {
  return {
    offered: schedule.offered === 1,
    premium_rate: schedule.premium_rate === null ? '' : rateToPercent(schedule.premium_rate),
    min_premium: schedule.min_premium ?? '',
    bands: schedule.bands.map((band) => ({
      from: band.from,
      to: band.to ?? '',
      kind: band.kind,
      value: band.kind === 'rate' ? rateToPercent(band.value) : band.value,
    })),
  };
}

const rateOf = (percent: string) =>
  PERCENT_INPUT.test(percent.trim()) ? percentToRate(percent.trim()) : `bad:${percent}`;

/** The schedule the values describe (rates converted; a malformed percent stays malformed for the checks to name). */
export function scheduleOf(values: PremiumValues): PremiumSchedule {
  return {
    premiumRate: rateOf(values.premium_rate ?? ''),
    minPremium: (values.min_premium ?? '').trim(),
    bands: (values.bands ?? []).map((band) => ({
      from: (band.from ?? '').trim(),
      to: (band.to ?? '').trim() === '' ? null : band.to.trim(),
      kind: band.kind,
      value: band.kind === 'rate' ? rateOf(band.value ?? '') : (band.value ?? '').trim(),
    })),
  };
}

/** What setPremium is sent for `type`. */
export function setPremiumRequest(type: TypeSchedule['type'], values: PremiumValues) {
  const schedule = scheduleOf(values);
  return {
    type,
    offered: values.offered ? 1 : 0,
    premium_rate: schedule.premiumRate,
    min_premium: schedule.minPremium,
    bands: JSON.stringify(schedule.bands),
  };
}

/** The schedule's problems as the server would name them (empty when it may be priced). */
export const problemsOf = (values: PremiumValues) => checkPremiumSchedule(scheduleOf(values));
