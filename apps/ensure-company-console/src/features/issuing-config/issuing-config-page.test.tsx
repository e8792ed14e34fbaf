// /openset through the real transport against a local HTTP server: the items with their published
// versions (and what an unset seal means), a new template version (unknown placeholders refused
// before sending, the server's field error on its field, then saved), the version history with a
// confirmed 发布, the preview filled with example values, the upload form of the file items, and
// the route under 配置管理 for peizhi only.
import { buildMenu, decideNavigation, parsePermissions } from '@bht/auth-guard';
import {
  ISSUING_CONFIG_ITEMS,
  ISSUING_CONFIG_KEYS,
  type ConfigVersion,
  type IssuingConfigKey,
} from '@bht/api-client';
import {
  startApiStub,
  type ApiStubServer,
  type StubReply,
} from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../app/routes';
import { companyInfo, pointAtStub, renderPage } from '../auth/testing';
import { closeOverlaysAfterTest } from '@bht/vitest-config/close-overlays';
import { lastSent } from '../company-orders/testing';

let stub: ApiStubServer;
let addReply: StubReply | null;

const version = (
  key: IssuingConfigKey,
  n: number,
  overrides: Partial<ConfigVersion> = {},
): ConfigVersion => ({
  id: n,
  key,
  version: n,
  content: '鉴于{申请人}参加{项目名称}投标\n第二段',
  file_url: null,
  note: '',
  is_published: 1,
  created_by: '系统默认',
  created_at: 1_763_870_400,
  published_by: '系统默认',
  published_at: 1_763_870_400,
  ...overrides,
});
const items = () =>
  ISSUING_CONFIG_KEYS.map((key) => {
    const { name, kind } = ISSUING_CONFIG_ITEMS[key];
    return {
      key,
      name,
      kind,
      published: kind === 'text' ? version(key, 1) : null,
      version_count: kind === 'text' ? 1 : 0,
    };
  });
const history = [
  version('letter_bid_e', 2, {
    is_published: 0,
    note: '调整措辞',
    created_by: '管理员',
    published_by: null,
    published_at: null,
    content: '新措辞 {担保人}',
  }),
  version('letter_bid_e', 1),
];

beforeAll(async () => {
  stub = await startApiStub({
    '/api/ensure_company/getInfo': { data: companyInfo() },
    '/api/ensure_company/getConfigFiles': () => ({ data: items() }),
    '/api/ensure_company/getConfigVersions': () => ({
      data: { list: history, total: 2, page: 1, limit: 10 },
    }),
    '/api/ensure_company/addConfigVersion': () =>
      addReply ?? { data: version('letter_bid_e', 3, { is_published: 0 }) },
    '/api/ensure_company/publishConfigVersion': { data: version('letter_bid_e', 2) },
  });
  pointAtStub(stub.url);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
  addReply = null;
});
afterEach(closeOverlaysAfterTest);

const sent = (path: string) => lastSent(stub.seen, `/api/ensure_company/${path}`);
const LETTER = ISSUING_CONFIG_ITEMS.letter_bid_e.name;

async function renderConfig() {
  const { default: Page } = await import('./issuing-config-page');
  await renderPage('/openset', <Page title="出函配置" />);
  return within((await screen.findByText(LETTER)).closest('tr')!);
}

describe('IssuingConfigPage', () => {
  it('lists every item with its published version; an unset seal says the letters use the company seal', async () => {
    const row = await renderConfig();
    expect(row.getByText(/第 1 版 · 系统默认/)).toBeInTheDocument();
    expect(row.getByText('文本模板')).toBeInTheDocument();
    const seal = within(screen.getByText(ISSUING_CONFIG_ITEMS.seal.name).closest('tr')!);
    expect(seal.getByText('未配置（使用机构信息中的印章）')).toBeInTheDocument();
    expect(
      seal.getByRole('button', { name: `预览 ${ISSUING_CONFIG_ITEMS.seal.name}` }),
    ).toBeDisabled();
    expect(screen.getByText(/发布后仅用于此后新建的订单/)).toBeInTheDocument();
  });

  it('saves a new template version: unknown placeholders refused before sending, the server’s field error on its field, then saved', async () => {
    const row = await renderConfig();
    fireEvent.click(row.getByRole('button', { name: `新建版本 ${LETTER}` }));
    const dialog = within(await screen.findByRole('dialog'));
    const content = dialog.getByPlaceholderText('每行一段');
    expect(content).toHaveValue('鉴于{申请人}参加{项目名称}投标\n第二段');
    expect(dialog.getByText('{投标有效期天数}')).toBeInTheDocument();

    fireEvent.change(content, { target: { value: '{申请人}与{甲方}' } });
    fireEvent.click(dialog.getByRole('button', { name: '保存为新版本' }));
    expect(await dialog.findByText('模板含有未知占位符：{甲方}')).toBeInTheDocument();
    expect(sent('addConfigVersion')).toBeUndefined();

    fireEvent.change(content, { target: { value: '{申请人}申请，{担保人}担保' } });
    fireEvent.change(dialog.getByPlaceholderText(/选填/), { target: { value: '调整措辞' } });
    addReply = {
      status: 400,
      code: 0,
      msg: '模板内容过长',
      data: { fields: { content: '模板内容不能超过 20000 字' } },
    };
    fireEvent.click(dialog.getByRole('button', { name: '保存为新版本' }));
    expect(await dialog.findByText('模板内容不能超过 20000 字')).toBeInTheDocument();
    expect(Object.fromEntries(sent('addConfigVersion') ?? [])).toMatchObject({
      key: 'letter_bid_e',
      content: '{申请人}申请，{担保人}担保',
      note: '调整措辞',
    });

    addReply = null;
    fireEvent.click(dialog.getByRole('button', { name: '保存为新版本' }));
    expect(
      await screen.findByText('已保存为第 3 版（未发布），可在「版本记录」中发布'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('publishes a version from the history only after the confirmation', async () => {
    const row = await renderConfig();
    fireEvent.click(row.getByRole('button', { name: `版本记录 ${LETTER}` }));
    const drawer = within(
      (await screen.findByText(`版本记录 · ${LETTER}`)).closest('.arco-drawer')! as HTMLElement,
    );
    const second = within((await drawer.findByText('调整措辞')).closest('tr')!);
    expect(second.getByText(/管理员/)).toBeInTheDocument();
    expect(drawer.queryByRole('button', { name: '发布第 1 版' })).toBeNull();
    expect(sent('getConfigVersions')?.get('key')).toBe('letter_bid_e');

    fireEvent.click(second.getByRole('button', { name: '发布第 2 版' }));
    expect(
      await screen.findByText(/此后新建的订单将使用该版本；已有订单继续使用其创建时的版本/),
    ).toBeInTheDocument();
    expect(sent('publishConfigVersion')).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: '确认发布' }));
    expect(await screen.findByText('已发布第 2 版')).toBeInTheDocument();
    expect(Object.fromEntries(sent('publishConfigVersion') ?? [])).toMatchObject({
      key: 'letter_bid_e',
      version: '2',
    });
  });

  it('previews the published template filled with example values', async () => {
    const row = await renderConfig();
    fireEvent.click(row.getByRole('button', { name: `预览 ${LETTER}` }));
    const preview = within(await screen.findByLabelText('预览内容'));
    expect(
      preview.getByText('鉴于江苏示例建设工程有限公司参加示例市政道路改造工程投标'),
    ).toBeInTheDocument();
    expect(preview.getByText('第二段')).toBeInTheDocument();
  });

  it('asks for a PDF for the sample letter, not a template', async () => {
    await renderConfig();
    const sample = within(screen.getByText(ISSUING_CONFIG_ITEMS.sample_letter.name).closest('tr')!);
    fireEvent.click(
      sample.getByRole('button', { name: `新建版本 ${ISSUING_CONFIG_ITEMS.sample_letter.name}` }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.queryByPlaceholderText('每行一段')).toBeNull();
    expect(dialog.getByText('支持 pdf，单个文件不超过 10MB')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: '保存为新版本' }));
    expect(await dialog.findByText('请上传样函 PDF 文件')).toBeInTheDocument();
    expect(sent('addConfigVersion')).toBeUndefined();
  });
});

describe('route', () => {
  it('is /openset under 配置管理, with a page, for peizhi only', () => {
    const items = buildMenu(routes, parsePermissions('peizhi'))
      .find((g) => g.group === '配置管理')
      ?.items.map((r) => r.path);
    expect(items).toContain('/openset');
    expect(routes.find((r) => r.path === '/openset')?.page).toBeDefined();
    expect(routes.some((r) => r.path === '/config/files')).toBe(false);
    const session = (authJson: string) => ({
      token: 't',
      userInfo: { account: 'x', auth_status: 2, is_reset_password: 1 },
      permissions: parsePermissions(authJson),
    });
    const decide = (authJson: string) =>
      decideNavigation({
        table: routes,
        app: 'console',
        viewportWidth: 1280,
        path: '/openset',
        session: session(authJson),
      }).type;
    expect([decide('peizhi'), decide('dingdan')]).toEqual(['allow', 'forbidden']);
  });
});
