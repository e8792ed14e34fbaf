// Which browser the payer is in decides the online ways to pay: inside WeChat only its own JSAPI
// payment works, a phone browser outside WeChat takes WeChat H5 and Alipay's mobile cashier, a
// desktop scans a QR code. Read from the user agent, once per render.
const WECHAT = /MicroMessenger/i;
const MOBILE = /Android|iPhone|iPad|iPod|HarmonyOS|Mobile/i;

export interface BrowserKind {
  inWechat: boolean;
  mobile: boolean;
}

export function browserKind(userAgent = navigator.userAgent): BrowserKind {
  return { inWechat: WECHAT.test(userAgent), mobile: MOBILE.test(userAgent) };
}
