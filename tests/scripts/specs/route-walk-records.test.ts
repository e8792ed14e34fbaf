// The route walk (tooling/scripts/route-walk.mjs, bench-routes.mjs) judges each page against its
// targets, and opens each route with a record of its own: read from the seed when an account has
// one, otherwise made through the API as its user would make it; a route whose record can be
// neither found nor made is reported, not measured as an empty page. Here against a small fake of
// the API on 127.0.0.1 that answers the envelopes the real one does.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { routeVisit } from '../../../tooling/scripts/bench-routes.mjs';
import { overTargets } from '../../../tooling/scripts/route-walk.mjs';

interface Notice {
  id: number;
  title: string;
}

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

const bodyOf = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return new URLSearchParams(text);
};

/** The fake API: the public notice list, and addNotice (`refuse`: answered with that message). */
async function fakeApi(notices: Notice[], refuse?: string) {
  const added: Array<{ token: string | undefined; fields: Record<string, string> }> = [];
  server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      const answer = (envelope: object) => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(envelope));
      };
      if (request.url === '/api/notice/getList')
        return answer({ code: 1, msg: 'ok', data: { list: notices, total: notices.length } });
      if (request.url === '/api/ensure_company/addNotice') {
        if (refuse) return answer({ code: 0, msg: refuse, data: null });
        added.push({
          token: request.headers.authorization,
          fields: Object.fromEntries(body),
        });
        notices.push({ id: 41, title: body.get('title') ?? '' });
        return answer({ code: 1, msg: 'ok', data: notices.at(-1) });
      }
      response.statusCode = 404;
      answer({ code: 0, msg: 'not found', data: null });
    });
  });
  await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', listening));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, added };
}

const noticeRoute = { path: '/notice/noticeinfo', public: true };
const tokenOf = async (account: { name: string }) => `token-of-${account.name}`;

describe('routeVisit', () => {
  it('opens a route with a record the seed holds, making none', async () => {
    const api = await fakeApi([{ id: 7, title: '已发布的公告' }]);
    const visit = await routeVisit(api.url, 'enterprise-portal', noticeRoute, tokenOf);
    expect(visit).toMatchObject({ account: null, search: '?id=7' });
    expect(visit.problem).toBeUndefined();
    expect(api.added).toEqual([]);
  });

  it('makes the record through the API as its user when the seed has none, then opens the route with it', async () => {
    const api = await fakeApi([]);
    const visit = await routeVisit(api.url, 'enterprise-portal', noticeRoute, tokenOf);
    expect(visit).toMatchObject({ account: null, search: '?id=41' });
    expect(visit.problem).toBeUndefined();
    expect(api.added).toHaveLength(1);
    expect(api.added[0]).toMatchObject({
      token: 'Bearer token-of-xinda_admin',
      fields: { status: '1' },
    });
    expect(api.added[0]!.fields.title).not.toBe('');
  });

  it('reports the route, with the API’s message, when its record can be neither found nor made', async () => {
    const api = await fakeApi([], '标题不能为空');
    const visit = await routeVisit(api.url, 'enterprise-portal', noticeRoute, tokenOf);
    expect(visit.search).toBe('');
    expect(visit.problem).toBe(
      'could not make its record: /api/ensure_company/addNotice: 标题不能为空',
    );
  });

  it('reports a route whose record no account has and nothing makes', async () => {
    const api = await fakeApi([]);
    const visit = await routeVisit(
      api.url,
      'enterprise-portal',
      { path: '/demage/damageinfo' },
      tokenOf,
    );
    expect(visit.problem).toBe('no seeded record for its query (/api/claim/getList)');
  });
});

describe('overTargets', () => {
  it.each([
    ['/login', 95_000, 9_500, []],
    ['/login', 95_100, 9_500, ['JS 95.1 > 95.0 kB']],
    ['/index', 180_000, 30_000, []],
    ['/index', 180_100, 30_100, ['JS 180.1 > 180.0 kB', 'CSS 30.1 > 30.0 kB']],
    ['/notice/edit', 250_000, 20_000, []],
    ['/notice/edit?id=3', 250_400, 20_000, ['JS 250.4 > 250.0 kB']],
  ])('%s with %i B of JS and %i B of CSS', (path, js, css, over) => {
    expect(overTargets(path, { js, css })).toEqual(over);
  });
});
