// /policies through the real transport against a local HTTP server.
import { startApiStub, type ApiStubServer } from '@bht/vitest-config/api-stub-server';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointAtStub, renderPage } from '../auth/testing';

let stub: ApiStubServer;
let privacyFails = false;

beforeAll(async () => {
  stub = await startApiStub({
    '/api/tools/getUserServiceRule': {
      data: {
        title: '保函通用户服务协议',
        version: '2026-01-01',
        content: '第一条 服务内容。\n\n第二条 账号注册与认证。',
      },
    },
    '/api/tools/getUserSecretRule': () =>
      privacyFails
        ? { status: 500, code: 0, msg: '服务器繁忙，请稍后重试' }
        : {
            data: {
              title: '保函通隐私政策',
              version: '2026-02-01',
              content: '一、我们收集的信息。',
            },
          },
  });
  pointAtStub(stub.url, { loggedIn: false });
});
afterAll(() => stub.close());

async function renderIt() {
  const { default: Page } = await import('./policies-page');
  await renderPage('/policies', <Page title="平台服务政策" />);
}

describe('PoliciesPage', () => {
  it('renders both documents as sections with their paragraphs and versions', async () => {
    await renderIt();
    expect(await screen.findByRole('heading', { name: '保函通用户服务协议' })).toBeInTheDocument();
    expect(screen.getByText('第一条 服务内容。')).toBeInTheDocument();
    expect(screen.getByText('第二条 账号注册与认证。')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '保函通隐私政策' })).toBeInTheDocument();
    expect(screen.getByText('版本：2026-02-01')).toBeInTheDocument();
  });

  it('shows the failed document with a retry while the other still renders', async () => {
    privacyFails = true;
    await renderIt();
    expect(await screen.findByRole('heading', { name: '保函通用户服务协议' })).toBeInTheDocument();
    expect(await screen.findByText('加载失败', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
