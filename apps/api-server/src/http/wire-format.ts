// Database values in the wire conventions of docs/api-conventions.md.

/** 10-digit Unix seconds. */
export const toUnixSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** 10-digit Unix seconds of an optional time; null when absent. */
export const toUnixSecondsOrNull = (date: Date | null | undefined): number | null =>
  date ? toUnixSeconds(date) : null;

/** 0/1 flags (smallint columns) as the literal union the contract declares. */
export const toFlag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);
