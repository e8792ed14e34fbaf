// The session loads with the call of the kind of account the log-in remembered (account-kind.ts).
// A stale hint — none (a session from before the hint), or the other kind — is refused with 403 by
// that call; the other kind's call then answers and is remembered, so the next load asks it first.
import { companyGetInfo, platformGetInfo } from '@bht/api-client';
import { clearToken, getTokenKind } from '@bht/auth-guard';
import { useSession } from '@bht/auth-guard/react';
import {
  startApiStub,
  type ApiStubServer,
  type StubReply,
} from '@bht/vitest-config/api-stub-server';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyInfo, pointAtStub, renderPage } from '../features/auth/testing';
import type { AccountKind } from './account-kind';

const operatorInfo = {
  account: { id: 1, account: 'platform_ops', name: '平台运营', auth_json: '平台运营' },
  pending: { enterprise: 0, company: 0 },
};
let stub: ApiStubServer;
/** Whose token the test's session holds: the other kind's call refuses it. */
let holder: AccountKind;
const refused: StubReply = { status: 403, code: -2, msg: '账号类型不符', data: null };

beforeAll(async () => {
  stub = await startApiStub({
    [companyGetInfo.path]: () => (holder === 'company' ? { data: companyInfo() } : refused),
    [platformGetInfo.path]: () => (holder === 'operator' ? { data: operatorInfo } : refused),
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  clearToken();
  stub.seen.length = 0;
});

function SessionAccount() {
  const session = useSession();
  return (
    <p>{session.status === 'ready' ? `已登录 ${session.userInfo?.account}` : session.status}</p>
  );
}

const sessionCalls = () => stub.seen.map((line) => line.split(/[? ]/, 2).join(' '));

describe('the session’s first call', () => {
  it('is the company call when no kind is remembered; an operator’s 403 there is corrected and remembered', async () => {
    holder = 'operator';
    pointAtStub(stub.url);
    await renderPage('/review/enterprises', <SessionAccount />);
    expect(await screen.findByText('已登录 platform_ops')).toBeInTheDocument();
    expect(sessionCalls()).toEqual([`GET ${companyGetInfo.path}`, `GET ${platformGetInfo.path}`]);
    expect(getTokenKind()).toBe('operator');
  });

  it('falls back to the company call when the remembered operator kind is stale', async () => {
    holder = 'company';
    pointAtStub(stub.url, { kind: 'operator' });
    await renderPage('/index', <SessionAccount />);
    expect(await screen.findByText('已登录 xinda_admin')).toBeInTheDocument();
    expect(sessionCalls()).toEqual([`GET ${platformGetInfo.path}`, `GET ${companyGetInfo.path}`]);
    expect(getTokenKind()).toBe('company');
  });
});
