// User service agreement, privacy policy and contract templates, stored in `settings` by the seed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../src/db/schema';
import { seed } from '../src/db/seed';
import { call, tokenFor } from './enterprise-session';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app, '13800000002');
});
afterAll(() => t.close());

const paragraphs = (content: string) => content.split('\n').filter((p) => p.trim());

describe('rules and contracts', () => {
  it.each([
    ['/api/tools/getUserServiceRule', '保函通用户服务协议', '统一社会信用代码'],
    ['/api/tools/getUserSecretRule', '保函通隐私政策', '个人信息保护法'],
  ])('%s is public and returns the stored document', async (path, title, phrase) => {
    const res = await call(t.app, path, undefined);
    expect(res.json()).toMatchObject({ code: 1, data: { title, version: '2026-01-01' } });
    const { content } = res.json().data;
    expect(content).toContain(phrase);
    expect(paragraphs(content).length).toBeGreaterThanOrEqual(8);
  });

  it.each([
    ['seal_authorization', '电子印章使用授权书'],
    ['guarantee_entrustment', '投标保函委托担保合同'],
    ['paper_entrustment', '纸质保函委托担保合同'],
  ])('getContract %s returns its template', async (type, title) => {
    const res = await call(t.app, '/api/config/getContract', token, { type });
    expect(res.json()).toMatchObject({ code: 1, data: { type, title, version: '2026-01-01' } });
    expect(paragraphs(res.json().data.content).length).toBeGreaterThanOrEqual(6);
  });

  it('getContract defaults to the guarantee entrustment, needs a log-in and a known type', async () => {
    expect((await call(t.app, '/api/config/getContract', token)).json().data).toMatchObject({
      type: 'guarantee_entrustment',
      title: '投标保函委托担保合同',
    });
    expect((await call(t.app, '/api/config/getContract', undefined)).statusCode).toBe(401);
    const bad = await call(t.app, '/api/config/getContract', token, { type: 'loan' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields).toHaveProperty('type');
  });

  it('serves what is stored: a published new version, and 404 when missing or unreadable', async () => {
    const db = t.database.db;
    await db
      .update(settings)
      .set({
        value: JSON.stringify({
          title: '保函通隐私政策',
          version: '2026-06-01',
          content: '第一段\n第二段',
        }),
      })
      .where(eq(settings.key, 'rule_privacy'));
    expect((await call(t.app, '/api/tools/getUserSecretRule', undefined)).json().data).toEqual({
      title: '保函通隐私政策',
      version: '2026-06-01',
      content: '第一段\n第二段',
    });

    await db.delete(settings).where(eq(settings.key, 'rule_service'));
    await db
      .update(settings)
      .set({ value: 'not json' })
      .where(eq(settings.key, 'contract_paper_entrustment'));
    expect((await call(t.app, '/api/tools/getUserServiceRule', undefined)).json()).toEqual({
      code: 0,
      msg: '该文档暂未发布，请联系客服',
      data: null,
    });
    expect(
      (await call(t.app, '/api/config/getContract', token, { type: 'paper_entrustment' }))
        .statusCode,
    ).toBe(404);

    // Seeding an existing database adds missing documents and keeps published ones.
    await db.delete(settings).where(eq(settings.key, 'contract_paper_entrustment'));
    expect(await seed(db)).toEqual({ seeded: false });
    expect((await call(t.app, '/api/tools/getUserServiceRule', undefined)).json().data.title).toBe(
      '保函通用户服务协议',
    );
    expect(
      (await call(t.app, '/api/config/getContract', token, { type: 'paper_entrustment' })).json()
        .data.title,
    ).toBe('纸质保函委托担保合同');
    expect((await call(t.app, '/api/tools/getUserSecretRule', undefined)).json().data.version).toBe(
      '2026-06-01',
    );
  });
});
