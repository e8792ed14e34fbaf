// The platform's calls to our API, in each dialect's envelope, with our answer read back (江西:
// signature verified and `data` decrypted) and the exchange logged for the page.
import { openJiangxi, sealJiangxi } from './jiangxi/codec';
import { signEpoint, type EpointFields } from './epoint/codec';
import type { PlatformContext } from './context';
import type { Application } from './state';

export interface PushResult {
  ok: boolean;
  /** Our answer's business data (decrypted), or the failure as received. */
  answer: unknown;
  /** Chinese: our message, or why the exchange failed. */
  message: string;
}

async function post(url: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  try {
    return { status: response.status, json: JSON.parse(text) as unknown };
  } catch {
    return {
      status: response.status,
      json: { httpStatus: response.status, text: text.slice(0, 500) },
    };
  }
}

/** An HTTP error status: the dialect's envelope is not there to read, whatever the body says. */
function httpFailure(status: number, answer: Record<string, unknown>): PushResult {
  const said = answer.msg ?? answer.message;
  return {
    ok: false,
    answer,
    message: `保函平台答复 HTTP ${status}${typeof said === 'string' && said ? `：${said}` : ''}`,
  };
}

const unreachable = (error: unknown): PushResult => ({
  ok: false,
  answer: { error: String(error) },
  message: `无法连接保函平台：${error instanceof Error ? error.message : String(error)}`,
});

/** 江西: POST {api}/open/jiangxi-2.3.0/<code>/lg/<name>. */
export async function pushJiangxi(
  context: PlatformContext,
  name: string,
  business: Record<string, unknown>,
  application: Application | null,
): Promise<PushResult> {
  const { config, state } = context;
  const platform = config.jiangxi;
  const url = `${config.apiBase}/open/jiangxi-2.3.0/${platform.code}/lg/${name}`;
  let result: PushResult;
  let verified: boolean | null = null;
  try {
    const { status, json } = await post(url, sealJiangxi(business, platform.toUs, context.now()));
    const answer = (json ?? {}) as Record<string, unknown>;
    if (status >= 400) {
      result = httpFailure(status, answer);
    } else if (answer.code === 0 || answer.code === '0') {
      const opened = openJiangxi(answer, platform.toUs, context.now());
      verified = opened.ok;
      result = opened.ok
        ? { ok: true, answer: opened.business, message: String(answer.msg ?? '成功') }
        : { ok: false, answer, message: `应答校验失败：${opened.msg}` };
    } else {
      result = { ok: false, answer, message: String(answer.msg ?? '保函平台拒绝了请求') };
    }
  } catch (error) {
    result = unreachable(error);
  }
  state.log(
    {
      direction: 'out',
      dialect: 'jiangxi',
      endpoint: `lg/${name}`,
      verified,
      body: business,
      answer: result.answer,
      applicationId: application?.id ?? null,
    },
    context.now(),
  );
  return result;
}

/** Epoint: POST {api}/open/epoint-4.0/<code>/<name>; answers are `{code: 1 | 0, message, data}`. */
export async function pushEpoint(
  context: PlatformContext,
  name: string,
  fields: EpointFields,
  application: Application | null,
  /** What the page shows as the body (e.g. applydata before encryption). */
  shown: unknown = fields,
): Promise<PushResult> {
  const { config, state } = context;
  const platform = config.epoint;
  const url = `${config.apiBase}/open/epoint-4.0/${platform.code}/${name}`;
  let result: PushResult;
  try {
    const body = signEpoint(
      { ...fields, platformcode: platform.code },
      platform.toUs,
      context.now(),
    );
    const { status, json } = await post(url, body);
    const answer = (json ?? {}) as Record<string, unknown>;
    const ok = answer.code === 1 || answer.code === '1';
    result =
      status >= 400
        ? httpFailure(status, answer)
        : { ok, answer, message: String(answer.message ?? (ok ? '成功' : '保函平台拒绝了请求')) };
  } catch (error) {
    result = unreachable(error);
  }
  state.log(
    {
      direction: 'out',
      dialect: 'epoint',
      endpoint: name,
      verified: null,
      body: shown,
      answer: result.answer,
      applicationId: application?.id ?? null,
    },
    context.now(),
  );
  return result;
}
