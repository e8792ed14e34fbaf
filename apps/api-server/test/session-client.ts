// What tests acting as a user of either app share, through HTTP: a fresh client IP per request,
// log-ins, calls with the token, and SMS codes read back from the sandbox inbox.
import { and, eq } from 'drizzle-orm';
import type { EndpointDefinition } from '@bht/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../src/db/demo-accounts';
import { smsCodes } from '../src/db/schema';
import { postForm, type TestApp } from './test-app';

let ipCounter = 0;
/** A fresh client IP, so per-IP limits of one test do not affect another. */
export const nextIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** Posts a log-in form (account, password) to `path` from `ip`. */
export function logIn(
  app: FastifyInstance,
  path: string,
  account: string,
  password = DEMO_PASSWORD,
  ip = nextIp(),
) {
  return postForm(app, path, { account, password }, { 'x-forwarded-for': ip });
}

/** Logs in and returns the token (fails the test when the log-in is refused). */
export async function logInToken(
  app: FastifyInstance,
  path: string,
  account: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await logIn(app, path, account, password);
  if (res.json().code !== 1) throw new Error(`login ${account} failed: ${res.body}`);
  return res.json().data.token;
}

/** A form POST to `path` with the token (when given) as a field. */
export function call(
  app: FastifyInstance,
  path: string,
  token: string | undefined,
  fields: Record<string, string> = {},
) {
  return postForm(app, path, token ? { ...fields, token } : fields, {
    'x-forwarded-for': nextIp(),
  });
}

/** Calls an endpoint with its first method: GET with a query string, POST with a form body. */
export function callEndpoint(
  app: FastifyInstance,
  endpoint: EndpointDefinition,
  token: string | undefined,
  fields: Record<string, string> = {},
) {
  if (endpoint.methods[0] !== 'GET') return call(app, endpoint.path, token, fields);
  const query = new URLSearchParams(token ? { ...fields, token } : fields).toString();
  return app.inject({
    method: 'GET',
    url: `${endpoint.path}?${query}`,
    headers: { 'x-forwarded-for': nextIp() },
  });
}

/** Allows an immediate resend: moves earlier codes of this scene past the 60 s wait. */
export async function allowResend(t: TestApp, mobile: string, scene: string): Promise<void> {
  await t.database.db
    .update(smsCodes)
    .set({ createdAt: new Date(Date.now() - 120_000) })
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.scene, scene)));
}

/** The codes texted to `mobile` (only those of `scene` when given), newest first, from the sandbox inbox. */
export async function sandboxTexts(
  t: TestApp,
  mobile: string,
  scene?: string,
): Promise<Array<{ scene: string; code: string }>> {
  const inbox = (
    await t.app.inject({ method: 'GET', url: `/api/sandbox/sms?mobile=${mobile}` })
  ).json().data as Array<{ scene: string; code: string }>;
  return scene ? inbox.filter((row) => row.scene === scene) : inbox;
}

/** The latest code texted to `mobile`, from the sandbox inbox. */
export async function latestSmsCode(t: TestApp, mobile: string): Promise<string> {
  return (await sandboxTexts(t, mobile))[0]!.code;
}

/** Sends a code through /api/sms/send and returns it from the sandbox inbox. */
export async function smsCode(t: TestApp, mobile: string, scene: string): Promise<string> {
  await allowResend(t, mobile, scene);
  const sent = await postForm(
    t.app,
    '/api/sms/send',
    { mobile, scene },
    { 'x-forwarded-for': nextIp() },
  );
  if (sent.json().code !== 1) throw new Error(`sms ${scene} to ${mobile} failed: ${sent.body}`);
  return latestSmsCode(t, mobile);
}

export const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
