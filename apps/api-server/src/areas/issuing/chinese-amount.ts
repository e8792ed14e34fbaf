// An amount in Chinese capital numerals (人民币大写), as letters and cheques write it so a figure
// cannot be altered: '120000.50' → '壹拾贰万元伍角整'. Works on the decimal string (never a float).
const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
/** Positions inside a four-digit group, from the thousands down. */
const IN_GROUP = ['仟', '佰', '拾', ''];
/** Group names from the lowest: units, 万, 亿 (numeric(14,2) holds at most 12 integer digits). */
const GROUPS = ['', '万', '亿'];

/** One group of up to four digits ('0305' → '零叁佰零伍'); '' for '0000'. Leading zeros are marked with one 零. */
function groupText(digits: string): string {
  let text = '';
  let pendingZero = false;
  [...digits.padStart(4, '0')].forEach((d, i) => {
    if (d === '0') {
      pendingZero = text !== '' || digits.length === 4;
      return;
    }
    if (pendingZero) text += '零';
    pendingZero = false;
    text += DIGITS[Number(d)]! + IN_GROUP[i]!;
  });
  return text;
}

function integerText(integer: string): string {
  const groups: string[] = [];
  for (let end = integer.length; end > 0; end -= 4)
    groups.unshift(integer.slice(Math.max(0, end - 4), end));
  let text = '';
  let zeroBefore = false;
  groups.forEach((group, i) => {
    const level = groups.length - 1 - i;
    if (/^0+$/.test(group)) {
      zeroBefore = text !== '';
      return;
    }
    // A whole zero group, or a group starting with 0, reads as one 零 between the parts.
    const part = groupText(group);
    text += (zeroBefore && !part.startsWith('零') ? '零' : '') + part + GROUPS[level]!;
    zeroBefore = false;
  });
  return text;
}

/**
 * '12345.67' → '壹万贰仟叁佰肆拾伍元陆角柒分'; '100.00' → '壹佰元整'; '0.05' → '伍分'.
 * Accepts the wire money format (up to 12 integer digits, optional 1-2 decimals); anything else throws.
 */
export function toChineseCapital(amount: string): string {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) throw new Error(`Not a money amount: ${amount}`);
  const integer = match[1]!.replace(/^0+(?=\d)/, '');
  const [jiao = '0', fen = '0'] = [...(match[2] ?? '').padEnd(2, '0')];
  const yuan = integer === '0' ? '' : `${integerText(integer)}元`;
  if (jiao === '0' && fen === '0') return yuan ? `${yuan}整` : '零元整';
  let cents = '';
  if (jiao !== '0') cents += `${DIGITS[Number(jiao)]}角`;
  else if (yuan) cents += '零';
  if (fen !== '0') cents += `${DIGITS[Number(fen)]}分`;
  else cents += '整';
  return yuan + cents;
}
