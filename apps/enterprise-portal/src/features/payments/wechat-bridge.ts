// WeChat's in-app browser payment (JSAPI): WeixinJSBridge.invoke('getBrandWCPayRequest', params).
// The bridge is injected by WeChat, sometimes after the page loaded ('WeixinJSBridgeReady').
import type { getOpenid, ResponseOf } from '@bht/api-client';

export type WechatPayParams = NonNullable<ResponseOf<typeof getOpenid>['pay']>;

interface WeixinJSBridge {
  invoke(
    name: 'getBrandWCPayRequest',
    params: WechatPayParams,
    callback: (result: { err_msg?: string }) => void,
  ): void;
}

declare global {
  interface Window {
    WeixinJSBridge?: WeixinJSBridge;
  }
}

const BRIDGE_WAIT_MS = 3000;

/** The bridge, waiting briefly for WeChat to inject it; null outside WeChat. */
export function wechatBridge(): Promise<WeixinJSBridge | null> {
  if (window.WeixinJSBridge) return Promise.resolve(window.WeixinJSBridge);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      document.removeEventListener('WeixinJSBridgeReady', done);
      resolve(window.WeixinJSBridge ?? null);
    };
    const timer = setTimeout(done, BRIDGE_WAIT_MS);
    document.addEventListener('WeixinJSBridgeReady', done);
  });
}

/** Spec §8: `get_brand_wcpay_request:ok` is success, anything else counts as cancelled. */
export function requestWechatPay(
  bridge: WeixinJSBridge,
  params: WechatPayParams,
): Promise<boolean> {
  return new Promise((resolve) =>
    bridge.invoke('getBrandWCPayRequest', params, (result) =>
      resolve(result.err_msg === 'get_brand_wcpay_request:ok'),
    ),
  );
}
