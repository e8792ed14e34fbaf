// A platform operator's top bar: no bell, no 修改手机号 / 修改密码 (an operator has no inbox and no
// such pages), only 退出登录, which revokes the operator's token (platformLogout), forgets the
// remembered kind of account and opens the log-in page. The session, remembered as an operator's,
// loads from the operator's call alone: the company call (which would answer 403) is never made.
import { companyGetInfo, companyLogout, platformGetInfo, platformLogout } from '@bht/api-client';
import { getToken, getTokenKind } from '@bht/auth-guard';
import { startApiStub, type ApiStubServer } from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointAtStub, renderPage } from '../features/auth/testing';

const TOKEN = 'c'.repeat(40);
let stub: ApiStubServer;

beforeAll(async () => {
  stub = await startApiStub({
    [companyGetInfo.path]: {
      status: 403,
      code: -2,
      msg: '平台运营账号不能使用机构业务功能',
      data: null,
    },
    [platformGetInfo.path]: {
      data: {
        account: { id: 1, account: 'platform_ops', name: '平台运营', auth_json: '平台运营' },
        pending: { enterprise: 0, company: 0 },
      },
    },
    [platformLogout.path]: { data: null },
  });
  pointAtStub(stub.url, { kind: 'operator' });
});
afterAll(() => stub.close());

const calls = (path: string) => stub.seen.filter((line) => line.startsWith(`POST ${path} `));
const requestsTo = (path: string) =>
  stub.seen.filter((line) => line.split(' ')[1]!.startsWith(path));

describe('the operator’s top bar', () => {
  it('offers only 退出登录, which revokes the operator token and opens the log-in page', async () => {
    const { default: Shell } = await import('./shell');
    const router = await renderPage(
      '/review/enterprises',
      <Shell>
        <p>审核内容</p>
      </Shell>,
      { '/login': <p>登录页</p> },
    );
    expect(await screen.findByText('平台运营 · 平台运营')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^消息/ })).toBeNull();
    expect(requestsTo(platformGetInfo.path)).not.toHaveLength(0);
    expect(requestsTo(companyGetInfo.path)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '账号菜单' }));
    await screen.findByText('退出登录');
    const menu = document.querySelector<HTMLElement>('.arco-dropdown-menu')!;
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['退出登录']);

    fireEvent.click(within(menu).getByText('退出登录'));
    expect(await screen.findByText('登录页')).toBeInTheDocument();
    expect(calls(platformLogout.path)).toHaveLength(1);
    expect(stub.lastAuthorization(platformLogout.path)).toBe(`Bearer ${TOKEN}`);
    expect(calls(companyLogout.path)).toHaveLength(0);
    expect(getToken()).toBeUndefined();
    expect(getTokenKind()).toBeUndefined();
    expect(router.state.location.search).toBe('?redirect=%2Freview%2Fenterprises');
  });
});
