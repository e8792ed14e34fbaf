// Security headers (issue 27, item 16): every answer forbids MIME sniffing and sends no referrer;
// the HTML pages (/docs, the sandbox payment pages) carry a strict CSP and may not be framed, and
// still load everything they need under it; /docs is configurable, off by default in production.
import { createHash } from 'node:crypto';
import { getContactSettings, login } from '@bht/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createTestApp, postForm, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const API_HEADERS = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' };

/** The CSP's directives by name. */
const directives = (policy: unknown) =>
  Object.fromEntries(
    String(policy)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('every answer', () => {
  it('JSON answers, errors and 404s: nosniff and no referrer', async () => {
    for (const res of [
      await t.app.inject(getContactSettings.path),
      await postForm(t.app, login.path, {}),
      await t.app.inject('/api/no-such-endpoint'),
    ])
      expect(res.headers).toMatchObject(API_HEADERS);
  });
});

describe('HTML pages', () => {
  it('/docs: a strict CSP, not framable, and every script and style it loads is its own and typed', async () => {
    let res = await t.app.inject('/docs');
    if (res.statusCode === 302) res = await t.app.inject(String(res.headers.location));
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ ...API_HEADERS, 'x-frame-options': 'DENY' });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    // No inline script or style the CSP would block: the page only links its own files.
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>\s*\S/);
    expect(res.body).not.toMatch(/<style|\sstyle=|\son\w+=/);
    const assets = [...res.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      expect(asset).not.toMatch(/^(https?:)?\/\//);
      const url = new URL(asset, 'http://api.test/docs/').pathname;
      const file = await t.app.inject(url);
      expect(file.statusCode, url).toBe(200);
      const type = String(file.headers['content-type']);
      if (url.endsWith('.js')) expect(type, url).toMatch(/javascript/);
      if (url.endsWith('.css')) expect(type, url).toMatch(/^text\/css/);
    }
    expect((await t.app.inject('/docs/json')).statusCode).toBe(200);
  });

  it('the sandbox payment pages: their one inline style allowed by its hash, nothing else', async () => {
    const res = await t.app.inject('/api/sandbox/wechat/authorize?appid=wrong');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers).toMatchObject({ ...API_HEADERS, 'x-frame-options': 'DENY' });
    const style = /<style>([\s\S]*)<\/style>/.exec(res.body)![1]!;
    const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['style-src']).toEqual(["'self'", hash]);
    expect(csp['script-src']).toEqual(["'self'"]);
  });
});

describe('the OpenAPI document', () => {
  it('is served outside production, off by default in production, and can be set either way', async () => {
    expect(loadConfig({ NODE_ENV: 'test' }).API_DOCS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).API_DOCS).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'true' }).API_DOCS).toBe(true);
    const closed = await createTestApp({ config: { API_DOCS: 'false' } });
    try {
      for (const url of ['/docs/json', '/docs', '/docs/static/index.html']) {
        const res = await closed.app.inject(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ code: 0, msg: '接口不存在' });
      }
    } finally {
      await closed.close();
    }
  });
});
