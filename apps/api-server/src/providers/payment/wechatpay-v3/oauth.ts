// WeChat web authorisation (网页授权) for paying inside the WeChat in-app browser: the official
// account's authorise URL, then the one-time `code` it returns exchanged for the payer's openid.
// scope=snsapi_base is enough: it answers the openid silently (no consent page), and openid is all
// a JSAPI prepay needs; snsapi_userinfo would add a consent page for a nickname we never use.
// The exchange needs the official account's AppSecret; without it, payment inside WeChat is off.
// https://developers.weixin.qq.com/doc/offiaccount/OA_Web_Apps/Wechat_webpage_authorization.html
import { AppError, conflict } from '../../../http/app-error';

const AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';

export const WECHAT_IN_APP_PAY_OFF = '微信内支付暂未开通，请使用微信扫码支付或对公转账';

export interface WechatOauthSettings {
  /** The official account's AppID (WECHATPAY_APPID: the one bound to the merchant). */
  appid: string;
  /** WECHAT_OA_APP_SECRET; null: no web authorisation, so no JSAPI payment. */
  appSecret: string | null;
  /** WECHAT_OAUTH_BASE_URL, https://api.weixin.qq.com by default (the fake in tests). */
  baseUrl: string;
}

/** Codes WeChat answers for a code that is wrong, already used or expired: the page asks again. */
const SPENT_CODE_ERRORS = new Set([40029, 40163, 41008]);

const REASONS: Record<number, string> = {
  40013: '公众号 AppID 不正确（WECHATPAY_APPID），请联系平台管理员',
  40125: '公众号 AppSecret 不正确（WECHAT_OA_APP_SECRET），请联系平台管理员',
  40164: '服务器 IP 不在公众号的 IP 白名单中，请联系平台管理员',
  '-1': '微信系统繁忙，请稍后重试',
};

export class WechatOauth {
  constructor(
    private readonly settings: WechatOauthSettings,
    private readonly warn: (line: string) => void,
    private readonly timeoutMs = 10_000,
  ) {}

  get enabled(): boolean {
    return this.settings.appSecret !== null;
  }

  /** The official account's authorise URL; parameters in WeChat's documented order. */
  authorizeUrl(redirectUri: string, state: string): string {
    if (!this.enabled) throw conflict(WECHAT_IN_APP_PAY_OFF);
    const query = [
      `appid=${this.settings.appid}`,
      `redirect_uri=${encodeURIComponent(redirectUri)}`,
      'response_type=code',
      'scope=snsapi_base',
      `state=${encodeURIComponent(state)}`,
    ].join('&');
    return `${AUTHORIZE_URL}?${query}#wechat_redirect`;
  }

  /** The payer's openid; null when the code is wrong, used or expired (or there is no AppSecret). */
  async exchangeCode(code: string): Promise<{ openid: string } | null> {
    const secret = this.settings.appSecret;
    if (secret === null) {
      this.warn('WECHAT_OA_APP_SECRET 未设置：无法用网页授权 code 换取 openid，微信内支付不可用');
      return null;
    }
    const query = new URLSearchParams({
      appid: this.settings.appid,
      secret,
      code,
      grant_type: 'authorization_code',
    });
    let answer: { openid?: unknown; errcode?: unknown };
    try {
      const response = await fetch(`${this.settings.baseUrl}/sns/oauth2/access_token?${query}`, {
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      answer = JSON.parse(await response.text()) as typeof answer;
    } catch {
      // Never the error itself: its cause may quote the URL, which carries the AppSecret.
      throw new AppError('无法连接微信网页授权服务，请稍后重试', { status: 502 });
    }
    if (typeof answer.openid === 'string' && answer.openid !== '') return { openid: answer.openid };
    const errcode = typeof answer.errcode === 'number' ? answer.errcode : null;
    if (errcode !== null && SPENT_CODE_ERRORS.has(errcode)) return null;
    throw new AppError(
      (errcode !== null && REASONS[errcode]) || `微信网页授权失败（错误码 ${errcode ?? '未知'}）`,
      { status: 502 },
    );
  }
}
