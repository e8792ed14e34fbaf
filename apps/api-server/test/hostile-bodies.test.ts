// Bodies built to hurt the parser (issue 27, items 10 and 11): deeply nested JSON and malformed
// multipart are bad input, refused with 400 in the envelope before any handler or log of a 500.
import { companyGetOrderList, login, uploadFile } from '@bht/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postForm, type TestApp } from './test-app';

const envelope = (msg: string) => ({ code: 0, msg, data: null });
const TOO_DEEP = '请求内容嵌套层级过深（不能超过 32 层）';
const MALFORMED_MULTIPART = '上传的表单数据不完整或格式不正确';

const nested = (depth: number, inner = '') => '['.repeat(depth) + inner + ']'.repeat(depth);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const postJson = (url: string, payload: string) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

describe('deeply nested JSON', () => {
  it('100,000 nested arrays: 400 in the envelope, on public and protected endpoints alike', async () => {
    for (const url of [login.path, companyGetOrderList.path]) {
      const res = await postJson(url, nested(100_000));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(envelope(TOO_DEEP));
    }
  });

  it('nesting inside a field (0.8 MB) is refused the same way', async () => {
    const res = await postJson(login.path, `{"account":${nested(400_000)},"password":"x"}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(envelope(TOO_DEEP));
  });

  it('32 levels still reach the field checks; brackets inside strings do not count', async () => {
    const deepest = await postJson(login.path, `{"account":${nested(31, '1')}}`);
    expect(deepest.statusCode).toBe(400);
    expect(deepest.json().data.fields).toMatchObject({ account: expect.any(String) });
    const inString = await postJson(
      login.path,
      JSON.stringify({ account: `\\"${'['.repeat(100)}`, password: '{'.repeat(100) }),
    );
    expect(inString.statusCode).not.toBe(500);
    expect(inString.json().msg).not.toBe(TOO_DEEP);
  });

  it('20 at once are all refused, and an ordinary call beside them is answered', async () => {
    const deep = Array.from({ length: 20 }, () => postJson(login.path, nested(400_000)));
    const ordinary = postForm(t.app, login.path, { account: '13800000009', password: 'wrong1234' });
    for (const res of await Promise.all(deep)) expect(res.json()).toEqual(envelope(TOO_DEEP));
    expect((await ordinary).statusCode).toBeLessThan(500);
  });

  it('form bodies have no nesting: bracketed keys stay flat names', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: login.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `account${'[a]'.repeat(50_000)}=1&password=x`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toMatchObject({ account: expect.any(String) });
  });
});

describe('malformed multipart bodies', () => {
  const postMultipart = (contentType: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: uploadFile.path,
      headers: { 'content-type': contentType },
      payload,
    });
  const part = (headers: string, body: string) => `--b\r\n${headers}\r\n\r\n${body}\r\n`;

  it.each([
    ['no boundary', 'multipart/form-data', 'garbage'],
    [
      'cut off inside a part',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="scene"\r\n\r\nlogo',
    ],
    [
      'a part without headers end',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="scene"',
    ],
    [
      'a field declared as deeply nested JSON',
      'multipart/form-data; boundary=b',
      part(
        'Content-Disposition: form-data; name="scene"\r\nContent-Type: application/json',
        nested(100_000),
      ) + '--b--\r\n',
    ],
  ])('%s: 400 in the envelope', async (_case, contentType, payload) => {
    const res = await postMultipart(contentType, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(envelope(MALFORMED_MULTIPART));
  });

  it('on endpoints that take forms, too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: login.path,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\nContent-Disposition: form-data; name="account"\r\n\r\n1380',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(envelope(MALFORMED_MULTIPART));
  });
});
