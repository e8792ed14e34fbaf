// The e签宝 (tsign) SaaS V3 client's settings from the environment (docs/providers.md,
// "E-signature: e签宝 SaaS V3"). One line per missing or malformed setting, naming the variable and
// never its value.
import { settingsLines } from '../../settings-lines';
import type { Env, SettingsReading } from '../../vendors';

export interface TsignSettings {
  /** The application's APP ID (开放平台 → 控制台 → 应用管理). */
  appId: string;
  /** The application's APP Secret: keys the request signatures and the callback signatures. */
  appSecret: string;
  /** https://openapi.esign.cn, or the sandbox https://smlopenapi.esign.cn. */
  baseUrl: string;
  /** Where e签宝 POSTs the sign-flow callbacks (passed as notifyUrl on each flow). */
  callbackUrl: string;
  timeoutMs: number;
  /** How long sign() waits for e签宝's automatic signing to complete the flow. */
  signWaitMs: number;
  /** How often sign() asks for the flow's status meanwhile. */
  signPollMs: number;
}

export const TSIGN_PRODUCTION_URL = 'https://openapi.esign.cn';
export const TSIGN_SANDBOX_URL = 'https://smlopenapi.esign.cn';
const DEFAULT_SIGN_WAIT_MS = 20_000;
const DEFAULT_SIGN_POLL_MS = 1_000;
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An http(s) URL; plain http only towards this machine (the fake, a local tunnel). */
function readUrl(text: string): URL | undefined {
  try {
    const url = new URL(text);
    if (url.protocol === 'https:') return url;
    if (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) return url;
  } catch {
    // reported by the caller
  }
  return undefined;
}

export function readTsignSettings(env: Env): SettingsReading<TsignSettings> {
  const lines = settingsLines(env);
  const { problems, required, value } = lines;

  const appId = required('TSIGN_APP_ID', 'the e签宝 application APP ID (开放平台 → 应用管理)');
  if (appId && !/^\d+$/.test(appId))
    problems.push('TSIGN_APP_ID: expected digits, such as 7438xxxxxx (sandbox) or 5111xxxxxx');
  const appSecret = required('TSIGN_APP_SECRET', "the application's APP Secret");
  if (appSecret && /\s/.test(appSecret)) problems.push('TSIGN_APP_SECRET: contains white space');

  const baseText = value('TSIGN_BASE_URL');
  const base = baseText ? readUrl(baseText) : new URL(TSIGN_PRODUCTION_URL);
  if (!base)
    problems.push(
      `TSIGN_BASE_URL: expected an https:// origin such as ${TSIGN_PRODUCTION_URL} or ${TSIGN_SANDBOX_URL}`,
    );

  const callbackText = required(
    'TSIGN_CALLBACK_URL',
    'the public https:// URL e签宝 posts sign-flow callbacks to',
  );
  const callback = callbackText ? readUrl(callbackText) : undefined;
  if (callbackText && !callback)
    problems.push('TSIGN_CALLBACK_URL: expected an https:// URL reachable from the internet');

  const timeoutMs = lines.milliseconds('TSIGN_TIMEOUT_MS');
  const wholeMs = (name: string, fallback: number, min: number, max: number) => {
    const text = value(name);
    const ms = text ? Number(text) : fallback;
    if (Number.isInteger(ms) && ms >= min && ms <= max) return ms;
    problems.push(`${name}: expected whole milliseconds from ${min} to ${max}`);
    return fallback;
  };
  const signWaitMs = wholeMs('TSIGN_SIGN_WAIT_MS', DEFAULT_SIGN_WAIT_MS, 1_000, 120_000);
  const signPollMs = wholeMs('TSIGN_SIGN_POLL_MS', DEFAULT_SIGN_POLL_MS, 10, 10_000);
  return lines.reading(() => ({
    appId,
    appSecret,
    baseUrl: base!.origin,
    callbackUrl: callback!.href,
    timeoutMs,
    signWaitMs,
    signPollMs,
  }));
}
