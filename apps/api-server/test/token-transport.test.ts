// How the token reaches the server (docs/api-conventions.md): the apps' `Authorization: Bearer`
// header on GET, POST and upload calls; the spec's `token` field still accepted; the header wins
// over a differing field; the browser may send the header cross-origin from the apps' origins.
import { companyGetInfo, getUserInfo } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../src/db/schema';
import { callEndpoint, companyToken, nextIp } from './company-session';
import { createTestApp, postForm, type TestApp } from './test-app';
import { enterpriseToken, samplePng, upload } from './upload-helpers';

describe('the session token', () => {
  let t: TestApp;
  let enterprise: { token: string; enterpriseId: number };
  let company: string;
  beforeAll(async () => {
    t = await createTestApp();
    enterprise = await enterpriseToken(t.database.db, '13800000001');
    company = await companyToken(t.app, 'xinda_admin');
  });
  afterAll(() => t.close());

  const bearer = (token: string, scheme = 'Bearer') => ({
    authorization: `${scheme} ${token}`,
    'x-forwarded-for': nextIp(),
  });
  const getInfo = (headers: Record<string, string>, query = '') =>
    t.app.inject({ method: 'GET', url: `${companyGetInfo.path}${query}`, headers });

  it('is read from the Bearer header on a GET and a POST (scheme in any case)', async () => {
    const get = await getInfo(bearer(company));
    expect(get.json()).toMatchObject({ code: 1, data: { account: { account: 'xinda_admin' } } });
    for (const scheme of ['Bearer', 'bearer']) {
      const post = await postForm(t.app, getUserInfo.path, {}, bearer(enterprise.token, scheme));
      expect(post.json()).toMatchObject({ code: 1 });
    }
  });

  it('is read from the Bearer header on an upload, which then belongs to the caller', async () => {
    const res = await upload(t.app, {
      name: 'a.png',
      bytes: samplePng('bearer'),
      headers: bearer(enterprise.token),
    });
    expect(res.json()).toMatchObject({ code: 1 });
    // A private file answers its signed link; the row holds the path without the signature.
    const path = String(res.json().data.url).split('?')[0]!;
    const [row] = await t.database.db.select().from(uploads).where(eq(uploads.url, path));
    expect(row).toMatchObject({ ownerType: 'enterprise', ownerId: enterprise.enterpriseId });
  });

  it('is still read from the spec’s `token` field (query or body)', async () => {
    expect((await callEndpoint(t.app, companyGetInfo, company)).json().code).toBe(1);
    expect((await callEndpoint(t.app, getUserInfo, enterprise.token)).json().code).toBe(1);
  });

  it('comes from the header when a `token` field differs from it', async () => {
    const valid = await getInfo(bearer(company), `?token=${enterprise.token}`);
    expect(valid.json()).toMatchObject({ code: 1 });
    const unknown = await postForm(
      t.app,
      getUserInfo.path,
      { token: enterprise.token },
      bearer('not-a-real-token-000000000000000000000'),
    );
    expect(unknown.statusCode).toBe(401);
  });

  it('may travel in a cross-origin Authorization header from the apps’ origins only', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: getUserInfo.path,
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,x-other',
        },
      });
    const allowed = await preflight('http://localhost:5173');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(allowed.headers['access-control-allow-headers']).toBe('Authorization, Content-Type');
    expect(allowed.headers['access-control-max-age']).toBe('600');
    const other = await preflight('https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
