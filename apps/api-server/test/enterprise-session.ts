// Helpers for tests that act as enterprise users through HTTP: log in, call with the token,
// and receive SMS codes from the sandbox inbox.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../src/db/demo-accounts';
import { smsCodes } from '../src/db/schema';
import { postForm, type TestApp } from './test-app';

let ipCounter = 0;
/** A fresh client IP, so per-IP limits of one test do not affect another. */
export const nextIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

export function login(app: FastifyInstance, account: string, password = DEMO_PASSWORD, ip = nextIp()) {
  return postForm(app, '/api/enterprise/login', { account, password }, { 'x-forwarded-for': ip });
}

/** Logs in and returns the token (fails the test when the log-in is refused). */
export async function tokenFor(app: FastifyInstance, account: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await login(app, account, password);
  if (res.json().code !== 1) throw new Error(`login ${account} failed: ${res.body}`);
  return res.json().data.token;
}

export function call(app: FastifyInstance, path: string, token: string | undefined, fields: Record<string, string> = {}) {
  return postForm(app, path, token ? { ...fields, token } : fields, { 'x-forwarded-for': nextIp() });
}

/** Sends a code through /api/sms/send and returns it from the sandbox inbox. */
export async function smsCode(t: TestApp, mobile: string, scene: string): Promise<string> {
  // Allow an immediate resend: move earlier codes of this scene past the 60 s wait.
  await t.database.db
    .update(smsCodes)
    .set({ createdAt: new Date(Date.now() - 120_000) })
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.scene, scene)));
  const sent = await postForm(t.app, '/api/sms/send', { mobile, scene }, { 'x-forwarded-for': nextIp() });
  if (sent.json().code !== 1) throw new Error(`sms ${scene} to ${mobile} failed: ${sent.body}`);
  const inbox = await t.app.inject({ method: 'GET', url: `/api/sandbox/sms?mobile=${mobile}` });
  return inbox.json().data[0].code;
}

export const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
