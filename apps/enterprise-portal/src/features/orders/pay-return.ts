// Where WeChat H5 and Alipay send the payer back to: the order's detail in this portal, marked
// with pay_return=1 so the page confirms the payment result (pay-return-notice.tsx).
import { detailPathOf } from './order-links';

export const PAY_RETURN_PARAM = 'pay_return';

export function payReturnUrl(origin: string, type: string, sn: string): string {
  const path = detailPathOf(type, sn);
  const [beforeHash, hash] = path.split('#');
  const joiner = beforeHash!.includes('?') ? '&' : '?';
  return `${origin}${beforeHash}${joiner}${PAY_RETURN_PARAM}=1${hash ? `#${hash}` : ''}`;
}
