// 退出登录 in the console's top bar: the token is revoked on the server (companyLogout), and the
// local session (the token and the remembered kind of account) ends and the log-in page opens even
// when that call fails. A session remembered as a company account's makes no operator call.
import { companyGetInfo, companyLogout, platformGetInfo } from '@bht/api-client';
import { getToken, getTokenKind } from '@bht/auth-guard';
import {
  startApiStub,
  type ApiStubServer,
  type StubReply,
} from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyInfo, pointAtStub, renderPage } from '../features/auth/testing';

const TOKEN = 'c'.repeat(40);
let stub: ApiStubServer;
let logoutReply: StubReply;

beforeAll(async () => {
  stub = await startApiStub({
    [companyGetInfo.path]: { data: companyInfo() },
    [companyLogout.path]: () => logoutReply,
    [platformGetInfo.path]: {
      status: 403,
      code: -2,
      msg: '仅平台运营账号可使用审核功能',
      data: null,
    },
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
  pointAtStub(stub.url, { kind: 'company' });
});

const logoutCalls = () =>
  stub.seen.filter((line) => line.startsWith(`POST ${companyLogout.path} `));

async function logOutFromTheTopBar() {
  const { default: Shell } = await import('./shell');
  const router = await renderPage(
    '/index',
    <Shell>
      <p>工作台内容</p>
    </Shell>,
    { '/login': <p>登录页</p> },
  );
  fireEvent.click(await screen.findByRole('button', { name: '账号菜单' }));
  fireEvent.click(await screen.findByText('退出登录'));
  expect(await screen.findByText('登录页')).toBeInTheDocument();
  return router;
}

describe('退出登录 (console)', () => {
  it('revokes the token on the server, then forgets it and opens the log-in page', async () => {
    logoutReply = { data: null };
    const router = await logOutFromTheTopBar();
    expect(logoutCalls()).toHaveLength(1);
    expect(stub.lastAuthorization(companyLogout.path)).toBe(`Bearer ${TOKEN}`);
    expect(stub.seen.some((line) => line.startsWith(`GET ${companyGetInfo.path}`))).toBe(true);
    expect(
      stub.seen.filter((line) => line.split(' ')[1]!.startsWith(platformGetInfo.path)),
    ).toHaveLength(0);
    expect(getToken()).toBeUndefined();
    expect(getTokenKind()).toBeUndefined();
    expect(router.state.location.search).toBe('?redirect=%2Findex');
  });

  it('still ends the local session when the call fails', async () => {
    logoutReply = { status: 500, code: 0, msg: '服务器繁忙，请稍后重试' };
    await logOutFromTheTopBar();
    await waitFor(() => expect(logoutCalls()).toHaveLength(1));
    expect(getToken()).toBeUndefined();
    expect(document.querySelector('.arco-message')).toBeNull();
  });
});
