// What the `wechatpay` vendor reads at start: the WeChat Pay API v3 settings (settings.ts) and the
// official account's web authorisation (oauth.ts). WECHAT_OA_APP_SECRET is optional: without it
// Native and H5 still work and payment inside WeChat (JSAPI) is not offered.
import type { WechatOauthSettings } from './oauth';
import { readWechatPaySettings, type WechatPaySettings } from './settings';

const DEFAULT_OAUTH_BASE_URL = 'https://api.weixin.qq.com';

export interface WechatPayProviderSettings {
  pay: WechatPaySettings;
  oauth: WechatOauthSettings;
}

type Env = Record<string, string | undefined>;

export function readWechatPayProviderSettings(
  env: Env,
): { settings: WechatPayProviderSettings } | { problems: string[] } {
  const pay = readWechatPaySettings(env);
  const problems = 'problems' in pay ? [...pay.problems] : [];

  const appSecret = env.WECHAT_OA_APP_SECRET?.trim() || null;
  if (appSecret !== null && !/^[0-9A-Za-z]{32}$/.test(appSecret)) {
    problems.push('WECHAT_OA_APP_SECRET: 公众号 AppSecret 应为 32 位字母或数字');
  }
  const baseUrl = (env.WECHAT_OAUTH_BASE_URL?.trim() || DEFAULT_OAUTH_BASE_URL).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/?#]+$/.test(baseUrl)) {
    problems.push('WECHAT_OAUTH_BASE_URL: 应为 https://api.weixin.qq.com 这样的地址，不带路径');
  }

  if (problems.length > 0 || 'problems' in pay) return { problems };
  return {
    settings: { pay: pay.settings, oauth: { appid: pay.settings.appid, appSecret, baseUrl } },
  };
}
