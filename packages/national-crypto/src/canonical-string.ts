// The string platform documents sign: parameters sorted by name in ASCII order, each written
// `name=value`, joined with `&` (docs/trading-platforms.md, "Canonical strings").

export type ParameterValue = string | number | null | undefined;

export interface CanonicalStringOptions {
  /**
   * Leave out parameters whose value is null, undefined or '' (泉州 v1.3 and 蔓延 V1.0 say so;
   * Epoint 4.0 and 江西 v2.3.0 say nothing, so each platform chooses).
   */
  skipEmpty: boolean;
  /** Names left out, such as the signature's own field. */
  exclude?: readonly string[];
}

/** Sorts by UTF-16 code units, which is ASCII order for the ASCII names documents use. */
export function canonicalString(
  parameters: Readonly<Record<string, ParameterValue>>,
  options: CanonicalStringOptions,
): string {
  const excluded = new Set(options.exclude ?? []);
  return Object.keys(parameters)
    .filter((name) => !excluded.has(name))
    .map((name) => [name, parameters[name]] as const)
    .filter(
      ([, value]) => !options.skipEmpty || (value !== null && value !== undefined && value !== ''),
    )
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value ?? ''}`)
    .join('&');
}
