// Alipay writes and expects times as `yyyy-MM-dd HH:mm:ss` in Beijing time (UTC+8, no DST).

export function beijingTimestamp(date: Date): string {
  const shifted = new Date(date.getTime() + 8 * 3600_000);
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}
