// The parameters for WeixinJSBridge `getBrandWCPayRequest`: `paySign` is SHA256 with RSA under the
// merchant key over `appId\ntimeStamp\nnonceStr\npackage\n`.
// https://pay.weixin.qq.com/doc/v3/merchant/4012365341 (调起支付签名)
import type { KeyObject } from 'node:crypto';
import type { JsapiPayParams } from '../payment-provider';
import { newNonce, rsaSign, unixSeconds } from './request-signature';

export interface JsapiSigningInput {
  appId: string;
  prepayId: string;
  privateKey: KeyObject | string;
  timeStamp: string;
  nonceStr: string;
}

export function signJsapiParams(input: JsapiSigningInput): JsapiPayParams {
  const pkg = `prepay_id=${input.prepayId}`;
  const message = `${input.appId}\n${input.timeStamp}\n${input.nonceStr}\n${pkg}\n`;
  return {
    appId: input.appId,
    timeStamp: input.timeStamp,
    nonceStr: input.nonceStr,
    package: pkg,
    signType: 'RSA',
    paySign: rsaSign(message, input.privateKey),
  };
}

export function jsapiPayParams(
  appId: string,
  prepayId: string,
  privateKey: KeyObject,
  now: Date,
): JsapiPayParams {
  return signJsapiParams({
    appId,
    prepayId,
    privateKey,
    timeStamp: unixSeconds(now),
    nonceStr: newNonce(),
  });
}
