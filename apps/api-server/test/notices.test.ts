// Notices (公告) through HTTP against the database (docs/notices.md): the guarantor's list, detail,
// add, edit, publish / unpublish and delete with their validation messages, the gonggao permission,
// company isolation, drafts invisible to the public, the public list's order and paging, attachments
// handed out (and downloadable) only with a published notice, and the server-side sanitising of bodies.
import {
  companyAddNotice,
  companyDeleteNotice,
  companyEditNotice,
  companyGetNoticeDetail,
  companyGetNoticeList,
  companySetNoticeStatus,
  noticeGetDetail,
  noticeGetList,
  type EndpointDefinition,
} from '@bht/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompanyAccount, callEndpoint, companyToken } from './company-session';
import { companyIdByName } from './order-fixtures';
import { createTestApp, type TestApp } from './test-app';
import { samplePdf, samplePng, signedLinkTo, upload } from './upload-helpers';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const account of ['xinda_admin', 'xinda_notice', 'pingan_admin'])
    tokens[account] = await companyToken(t.app, account);
  const xindaId = await companyIdByName(t);
  tokens.xinda_without = await companyToken(
    t.app,
    (await addCompanyAccount(t.database.db, xindaId, 'dingdan,peizhi,jigou,待审核')).account,
  );
});
afterAll(() => t.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;
type Fields = Record<string, string | number>;
const wire = (fields: Fields) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));

const as = async (who: string | undefined, endpoint: EndpointDefinition, fields: Fields = {}) => {
  const res = await callEndpoint(t.app, endpoint, who ? tokens[who] : undefined, wire(fields));
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: Loose }) };
};
const ok = async (who: string | undefined, endpoint: EndpointDefinition, fields: Fields = {}) => {
  const res = await as(who, endpoint, fields);
  if (res.code !== 1) throw new Error(`${endpoint.id} as ${who}: ${res.status} ${res.msg}`);
  return res.data as Loose;
};
const publicList = (fields: Fields = {}) => ok(undefined, noticeGetList, fields);

let seq = 0;
const addNotice = (who: string, fields: Fields = {}) =>
  ok(who, companyAddNotice, {
    title: `测试公告${++seq}号`,
    content: `<p>第 ${seq} 号公告的正文</p>`,
    ...fields,
  });

async function uploaded(who: string, name: string, bytes: Buffer): Promise<string> {
  const res = await upload(t.app, { name, bytes, token: tokens[who] });
  expect(res.json().code).toBe(1);
  return res.json().data.url;
}

describe('the guarantor writes notices', () => {
  it('saves a draft, publishes it, edits it, unpublishes it and deletes it', async () => {
    const pdf = await uploaded('xinda_notice', '出函安排.pdf', samplePdf());
    const draft = await addNotice('xinda_notice', {
      title: '关于春节期间出函安排的通知',
      content: '<p>春节期间<strong>照常出函</strong>。</p>',
      attachments: pdf,
      status: 0,
    });
    expect(draft).toMatchObject({
      title: '关于春节期间出函安排的通知',
      status: 0,
      status_text: '草稿',
      is_top: 0,
      publish_time: null,
      excerpt: '春节期间照常出函。',
      company_name: '江苏信达融资担保有限公司',
      attachment_count: 1,
    });
    expect(draft.content).toBe('<p>春节期间<strong>照常出函</strong>。</p>');
    expect(draft.attachments).toEqual([
      { url: signedLinkTo(pdf.split('?')[0]!), name: '出函安排.pdf' },
    ]);

    // A draft: in the console's list, nowhere public.
    const mine = await ok('xinda_admin', companyGetNoticeList, { status: 0 });
    expect(mine.list.map((n: Loose) => n.id)).toContain(draft.id);
    expect((await publicList({ limit: 100 })).list.map((n: Loose) => n.id)).not.toContain(draft.id);
    const hidden = await as(undefined, noticeGetDetail, { id: draft.id });
    expect(hidden).toMatchObject({ status: 404, code: 0, msg: '公告不存在或已撤回' });

    const published = await ok('xinda_notice', companySetNoticeStatus, { id: draft.id, status: 1 });
    expect(published).toMatchObject({ status: 1, status_text: '已发布' });
    expect(published.publish_time).toBeGreaterThan(0);
    const detail = await ok(undefined, noticeGetDetail, { id: draft.id });
    expect(detail).toMatchObject({
      title: '关于春节期间出函安排的通知',
      company_name: '江苏信达融资担保有限公司',
      content: '<p>春节期间<strong>照常出函</strong>。</p>',
    });
    // The public downloads the attachment through the link the published notice hands out.
    const file = await t.app.inject({ method: 'GET', url: detail.attachments[0].url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // An edit of a published notice keeps its publication time; pinning moves it first.
    const edited = await ok('xinda_admin', companyEditNotice, {
      id: draft.id,
      title: '关于春节期间出函安排的通知（更新）',
      content: detail.content,
      attachments: detail.attachments[0].url,
      is_top: 1,
      status: 1,
    });
    expect(edited).toMatchObject({
      title: '关于春节期间出函安排的通知（更新）',
      is_top: 1,
      publish_time: published.publish_time,
      attachment_count: 1,
    });
    expect((await publicList()).list[0].id).toBe(draft.id);

    await ok('xinda_admin', companySetNoticeStatus, { id: draft.id, status: 0 });
    expect(await as(undefined, noticeGetDetail, { id: draft.id })).toMatchObject({ status: 404 });
    expect(
      (await ok('xinda_admin', companyGetNoticeDetail, { id: draft.id })).publish_time,
    ).toBeNull();

    await ok('xinda_admin', companyDeleteNotice, { id: draft.id });
    expect(await as('xinda_admin', companyGetNoticeDetail, { id: draft.id })).toMatchObject({
      status: 404,
      msg: '公告不存在',
    });
    expect(await as('xinda_admin', companyDeleteNotice, { id: draft.id })).toMatchObject({
      status: 404,
    });
  });

  it('names the field at fault', async () => {
    const cases: Array<[Fields, string, string]> = [
      [{ title: '', content: '<p>正文</p>' }, 'title', '请输入公告标题（至少 2 个字）'],
      [{ title: '公'.repeat(101), content: '<p>正文</p>' }, 'title', '公告标题不能超过 100 个字'],
      [
        { title: '空的公告', content: '<p> </p><script>alert(1)</script>', status: 1 },
        'content',
        '请输入公告内容后再发布',
      ],
      [
        { title: '太长的公告', content: 'x'.repeat(50_001) },
        'content',
        '公告内容过长（不能超过 50000 个字符）',
      ],
      [{ title: '状态不对', content: '<p>正文</p>', status: 2 }, 'status', '发布状态'],
      [{ title: '置顶不对', content: '<p>正文</p>', is_top: 'yes' }, 'is_top', '置顶'],
      [
        {
          title: '附件太多',
          content: '<p>正文</p>',
          attachments: Array.from({ length: 11 }, (_, i) => `/uploads/2026/11/${i}.pdf`).join(','),
        },
        'attachments',
        '附件最多 10 个',
      ],
      [
        {
          title: '不存在的附件',
          content: '<p>正文</p>',
          attachments: '/uploads/2026/11/nothing.pdf',
        },
        'attachments',
        '附件无效，请重新上传本机构的文件',
      ],
    ];
    for (const [fields, field, message] of cases) {
      const res = await as('xinda_admin', companyAddNotice, fields);
      expect(res.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(res.msg).toContain(message);
      expect(res.data.fields[field]).toContain(message);
    }
    // A draft may be empty; publishing it is refused until it has a body.
    const empty = await addNotice('xinda_admin', { content: '' });
    expect(
      await as('xinda_admin', companySetNoticeStatus, { id: empty.id, status: 1 }),
    ).toMatchObject({ status: 400, msg: '请输入公告内容后再发布' });
    expect(
      await as('xinda_admin', companyGetNoticeList, { keyword: '关'.repeat(61) }),
    ).toMatchObject({ status: 400, msg: '关键词长度不能超过 60 个字符' });
  });

  it('answers 403 on every notice call to an account without gonggao', async () => {
    const notice = await addNotice('xinda_admin');
    const calls: Array<[EndpointDefinition, Fields]> = [
      [companyGetNoticeList, {}],
      [companyGetNoticeDetail, { id: notice.id }],
      [companyAddNotice, { title: '无权限的公告', content: '<p>正文</p>' }],
      [companyEditNotice, { id: notice.id, title: '无权限的修改', content: '<p>正文</p>' }],
      [companySetNoticeStatus, { id: notice.id, status: 1 }],
      [companyDeleteNotice, { id: notice.id }],
    ];
    for (const [endpoint, fields] of calls) {
      expect(await as('xinda_without', endpoint, fields), endpoint.id).toMatchObject({
        status: 403,
        code: -2,
      });
      expect(await as('xinda_notice', endpoint, fields), endpoint.id).toMatchObject({ code: 1 });
    }
  });

  it('keeps each company to its own notices and uploads', async () => {
    const notice = await addNotice('xinda_admin', { title: '信达内部草稿' });
    expect(
      (await ok('pingan_admin', companyGetNoticeList, { limit: 100 })).list.map(
        (n: Loose) => n.title,
      ),
    ).not.toContain('信达内部草稿');
    for (const [endpoint, fields] of [
      [companyGetNoticeDetail, { id: notice.id }],
      [companyEditNotice, { id: notice.id, title: '平安改的', content: '<p>正文</p>' }],
      [companySetNoticeStatus, { id: notice.id, status: 1 }],
      [companyDeleteNotice, { id: notice.id }],
    ] as Array<[EndpointDefinition, Fields]>) {
      expect(await as('pingan_admin', endpoint, fields), endpoint.id).toMatchObject({
        status: 404,
        msg: '公告不存在',
      });
    }
    expect(await ok('xinda_admin', companyGetNoticeDetail, { id: notice.id })).toMatchObject({
      title: '信达内部草稿',
      status: 0,
    });
    // Another company's upload is neither an attachment nor an image of 平安's notice.
    const xindaPdf = await uploaded('xinda_admin', '信达文件.pdf', samplePdf());
    expect(
      await as('pingan_admin', companyAddNotice, {
        title: '借用附件',
        content: '<p>正文</p>',
        attachments: xindaPdf,
      }),
    ).toMatchObject({ status: 400, msg: '附件无效，请重新上传本机构的文件' });
    const xindaPng = await uploaded('xinda_admin', '信达图片.png', samplePng('xinda'));
    const borrowed = await addNotice('pingan_admin', {
      content: `<p>图</p><img src="${xindaPng}">`,
    });
    expect(borrowed.content).toBe('<p>图</p>');
  });
});

describe('the public list', () => {
  it('lists published notices only, pinned first then newest, ten a page by default, searchable by title', async () => {
    const published = [];
    for (let i = 0; i < 11; i++)
      published.push(
        await addNotice(i % 2 ? 'pingan_admin' : 'xinda_admin', {
          title: `公开公告第${i}条`,
          status: 1,
        }),
      );
    const pinned = await addNotice('pingan_admin', { title: '公开公告置顶', status: 1, is_top: 1 });
    await addNotice('xinda_admin', { title: '公开公告草稿', status: 0 });

    const page1 = await publicList({ keyword: '公开公告' });
    expect(page1).toMatchObject({ total: 12, page: 1, limit: 10 });
    expect(page1.list.map((n: Loose) => n.title)).toEqual([
      '公开公告置顶',
      ...[10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `公开公告第${i}条`),
    ]);
    expect(page1.list[0]).toMatchObject({
      is_top: 1,
      company_name: '中国平安财产保险股份有限公司江苏分公司',
      status: 1,
    });
    const page2 = await publicList({ keyword: '公开公告', page: 2 });
    expect(page2.list.map((n: Loose) => n.title)).toEqual(['公开公告第1条', '公开公告第0条']);
    expect((await publicList({ keyword: '第7条' })).list.map((n: Loose) => n.id)).toEqual([
      published[7].id,
    ]);
    expect(pinned.publish_time).toBeGreaterThan(0);
  });
});

describe('sanitising the body', () => {
  const table: Array<[string, string, string]> = [
    ['a script tag', '<p>正文<script>alert(1)</script></p>', '<p>正文</p>'],
    ['an onerror attribute', '<p>图</p><img src="x" onerror="alert(1)">', '<p>图</p>'],
    ['on* handlers', '<p onclick="alert(1)" onmouseover="alert(2)">正文</p>', '<p>正文</p>'],
    [
      'a javascript: link',
      '<a href="javascript:alert(1)">点我</a>',
      '<a target="_blank" rel="noopener noreferrer">点我</a>',
    ],
    [
      'an encoded javascript: link',
      '<a href="jav&#x09;ascript:alert(1)">点我</a>',
      '<a target="_blank" rel="noopener noreferrer">点我</a>',
    ],
    [
      'a data: link',
      '<a href="data:text/html,<script>alert(1)</script>">点我</a>',
      '<a target="_blank" rel="noopener noreferrer">点我</a>',
    ],
    [
      'style elements and attributes',
      '<style>p{color:red}</style><p style="position:fixed">正文</p>',
      '<p>正文</p>',
    ],
    ['an iframe', '<iframe src="https://example.com"></iframe><p>正文</p>', '<p>正文</p>'],
    [
      'forms, objects and svg',
      '<form action="/x"><input name="a"></form><object data="x"></object><svg onload="alert(1)"></svg><p>正文</p>',
      '<p>正文</p>',
    ],
    [
      'images from elsewhere',
      '<p>正文</p><img src="https://evil.example.com/a.png">',
      '<p>正文</p>',
    ],
    [
      'kept: headings, emphasis, lists',
      '<h2>标题</h2><p><strong>粗</strong><em>斜</em><u>下划线</u></p><ol><li>一</li></ol><ul><li>二</li></ul>',
      '<h2>标题</h2><p><strong>粗</strong><em>斜</em><u>下划线</u></p><ol><li>一</li></ol><ul><li>二</li></ul>',
    ],
    [
      'kept: safe links, opened without an opener',
      '<a href="https://www.example.com/a?b=1">网站</a><a href="mailto:kf@example.com">邮件</a>',
      '<a href="https://www.example.com/a?b=1" target="_blank" rel="noopener noreferrer">网站</a><a href="mailto:kf@example.com" target="_blank" rel="noopener noreferrer">邮件</a>',
    ],
    [
      'kept: tables',
      '<table><tbody><tr><th>项</th><td colspan="2">值</td></tr></tbody></table>',
      '<table><tbody><tr><th>项</th><td colspan="2">值</td></tr></tbody></table>',
    ],
  ];
  it.each(table)('%s', async (_, content, stored) => {
    const notice = await addNotice('xinda_admin', { content, status: 1 });
    expect(notice.content).toBe(stored);
    expect((await ok(undefined, noticeGetDetail, { id: notice.id })).content).toBe(stored);
  });

  it("keeps images of the company's own uploads and hands them out as signed links", async () => {
    const png = await uploaded('xinda_admin', '示意图.png', samplePng('notice'));
    const path = png.split('?')[0]!;
    const notice = await addNotice('xinda_admin', {
      content: `<p>示意图：</p><p><img src="${png}" alt="示意图" onerror="alert(1)"></p>`,
      status: 1,
    });
    const [, src] = /src="([^"]+)"/.exec(notice.content)!;
    expect(src!.replace(/&amp;/g, '&')).toEqual(signedLinkTo(path));
    const detail = await ok(undefined, noticeGetDetail, { id: notice.id });
    expect(detail.content).not.toContain('onerror');
    const image = await t.app.inject({
      method: 'GET',
      url: /src="([^"]+)"/.exec(detail.content)![1]!.replace(/&amp;/g, '&'),
    });
    expect(image.statusCode).toBe(200);
  });
});
