// Premium = max(bid bond × rate, minimum premium), rounded half-up to the cent. Exact: money and
// rates are decimal strings (numeric columns), computed here in integer cents and ten-thousandths.
// Shared: the server charges it, and the console prefills it when a company enters an order.

/** A non-negative decimal string as an integer of 10^-places units; more places would be lost, so they are refused. */
export const scaled = (decimal: string, places: number): bigint => {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(decimal);
  if (!match || (match[2] ?? '').length > places)
    throw new RangeError(`not a decimal with at most ${places} places: ${decimal}`);
  return BigInt(match[1]! + (match[2] ?? '').padEnd(places, '0'));
};

/** An integer number of cents as a decimal string: 123456n → '1234.56'. */
export const formatCents = (cents: bigint) =>
  `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

/** computePremium('120000.00', '0.0150', '300.00') → '1800.00'. */
export function computePremium(
  bidBondAmount: string,
  premiumRate: string,
  minPremium: string,
): string {
  const product = scaled(bidBondAmount, 2) * scaled(premiumRate, 4); // cents × 10^-4
  const cents = (product + 5_000n) / 10_000n;
  const minimum = scaled(minPremium, 2);
  return formatCents(cents > minimum ? cents : minimum);
}
