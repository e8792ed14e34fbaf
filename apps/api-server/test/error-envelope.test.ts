// Answers that used to leave the envelope: Node's own 431, a form body over the limit reported as
// a file, and endpoints not built yet answering 501 before looking at the input.
import { request as httpRequest } from 'node:http';
import { login, sendSms } from '@bht/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, listenOnLoopback, postForm, type TestApp } from './test-app';
import { samplePng, upload } from './upload-helpers';

/** A raw HTTP request on the loopback server: what Node answers, status and body as text. */
function rawRequest(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const envelope = (msg: string) => ({ code: 0, msg, data: null });

describe('requests Node or Fastify refuse before a handler', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { UPLOAD_MAX_MB: '1' } });
    base = await listenOnLoopback(t);
  });
  afterAll(() => t.close());

  it('a 100 kB query string: 431 in the envelope', async () => {
    const res = await rawRequest(base, `/api/letter/verify?letter_no=${'x'.repeat(100 * 1024)}`);
    expect(res.status).toBe(431);
    expect(res.type).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual(envelope('请求头或地址过长'));
  });

  it('a 40 kB header: 431 in the envelope', async () => {
    const res = await rawRequest(base, '/api/config/getContact', {
      'x-padding': 'y'.repeat(40 * 1024),
    });
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual(envelope('请求头或地址过长'));
  });

  it('a 2 MB form body: 413 saying the request, not a file, is too large', async () => {
    const res = await postForm(t.app, login.path, {
      account: '13800000001',
      password: 'p'.repeat(2 * 1024 * 1024),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(envelope('请求内容过大（不能超过 1 MB）'));
  });

  it('a 2 MB JSON body: the same 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: login.path,
      payload: { account: '13800000001', password: 'p'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(envelope('请求内容过大（不能超过 1 MB）'));
  });

  it('a file over UPLOAD_MAX_MB: 413 saying the file is too large, with the limit', async () => {
    const res = await upload(t.app, { name: 'big.png', bytes: samplePng('x'.repeat(1536 * 1024)) });
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe('上传的文件过大（不能超过 1 MB）');
  });
});

describe('endpoints not built yet', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No implementations: every contract endpoint is one not built yet.
    t = await createTestApp({ implementations: [] });
  });
  afterAll(() => t.close());

  it('check the input first: 400 naming the field', async () => {
    const res = await postForm(t.app, sendSms.path, { mobile: '123', scene: 'register' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0, data: { fields: { mobile: expect.any(String) } } });
  });

  it('then answer 501 in the envelope for a valid call', async () => {
    const res = await postForm(t.app, sendSms.path, { mobile: '13800138000', scene: 'register' });
    expect(res.statusCode).toBe(501);
    expect(res.json()).toEqual(envelope('该功能尚未开放'));
  });
});
