// WeChat Pay amounts are integer fen; ours are yuan strings with at most two decimals.

const YUAN = /^(0|[1-9]\d{0,9})(\.\d{1,2})?$/;

export function yuanToFen(yuan: string): number {
  const match = YUAN.exec(yuan);
  if (!match) throw new Error(`金额格式不正确：${yuan}`);
  const [whole, fraction = ''] = yuan.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export function fenToYuan(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}
