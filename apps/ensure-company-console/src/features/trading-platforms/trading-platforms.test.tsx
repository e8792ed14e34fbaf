// The trading-platform screens through the real transport against a local HTTP server: the
// operator registers a platform (the form sends the guarantors and the dialect's settings as JSON)
// and sees the generated secret once; a guarantor's order detail lists the platform conversation
// and pushes a failed message again after a confirmation.
import type { PlatformConversation, PlatformMessage, TradingPlatform } from '@bht/api-client';
import { startApiStub, type ApiStubServer } from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyInfo, pointAtStub, renderPage } from '../auth/testing';
import { closeOverlays, lastSent, orderDetail } from '../company-orders/testing';

const sn = 'BH20261123100000123456';

const platform: TradingPlatform = {
  id: 3,
  code: 'jx-ggzy',
  name: '江西省公共资源交易平台',
  dialect: 'jiangxi-2.3.0',
  dialect_label: '江西省公共资源交易平台 金融服务子系统 v2.3.0',
  enabled: 1,
  base_url: 'https://ggzy.example.cn/jrapi',
  inbound_app_key: 'Kx7pQ2mN9rT4vW8z',
  outbound_app_key: 'jx-issued-key',
  sm2_public_key: null,
  platform_public_key: null,
  settings: { cashier: 'platform', timestampWindowSeconds: 300 },
  secrets: { inbound_app_secret: true, outbound_app_secret: true, sm2_private_key: false },
  guarantors: [
    { ensure_company_id: 1, ensure_company_name: '江苏信达融资担保有限公司', product_no: '' },
  ],
  create_time: 1_763_870_400,
  update_time: 1_763_870_400,
};

const failedPush: PlatformMessage = {
  id: 12,
  direction: 'out',
  direction_text: '推送',
  endpoint: 'jrapi/lg/applyPush',
  create_time: 1_763_880_000,
  ok: false,
  code: '1005',
  message: '缺少业务必填参数',
  attempt: 8,
  http_status: 200,
  job_state: 'dead',
  job_state_text: '失败',
  actions: ['retry'],
};
const received: PlatformMessage = {
  id: 11,
  direction: 'in',
  direction_text: '接收',
  endpoint: 'lg/apply',
  create_time: 1_763_870_400,
  ok: true,
  code: '0',
  message: null,
  attempt: null,
  http_status: 200,
  job_state: null,
  job_state_text: null,
  actions: [],
};

let stub: ApiStubServer;
let platforms: TradingPlatform[];
let conversation: PlatformConversation;
const PLATFORM_ORIGIN = {
  name: '江西省公共资源交易平台',
  apply_no: 'JX-APPLY-1',
  platform_collects: 0,
  basic_account_required: 1,
  basic_account: {
    account_name: '南京建工集团有限公司',
    account_no: '36050101001000000001',
    bank_name: '中国工商银行南昌分行营业部',
  },
} as const;
let detail = orderDetail({ actions: [], platform: PLATFORM_ORIGIN });

beforeAll(async () => {
  stub = await startApiStub({
    '/api/platform/getInfo': {
      data: {
        account: { id: 1, account: 'platform_ops', name: '平台运营', auth_json: '平台运营' },
        pending: { enterprise: 0, company: 0 },
      },
    },
    '/api/platform/getTradingPlatformOptions': {
      data: {
        dialects: [
          {
            name: 'jiangxi-2.3.0',
            label: '江西省公共资源交易平台 金融服务子系统 v2.3.0',
            uses_sm2: false,
            default_settings: { cashier: 'platform', timestampWindowSeconds: 300 },
          },
        ],
        guarantors: [{ id: 1, name: '江苏信达融资担保有限公司' }],
      },
    },
    '/api/platform/getTradingPlatforms': () => ({ data: platforms }),
    '/api/platform/addTradingPlatform': () => {
      platforms = [platform];
      return {
        data: {
          platform,
          inbound_app_key: platform.inbound_app_key,
          inbound_app_secret: 'S3cretOnce16Char',
        },
      };
    },
    '/api/ensure_company/getInfo': { data: companyInfo() },
    '/api/ensure_company/getOrderDetail': () => ({ data: detail }),
    '/api/ensure_company/getOrderLog': { data: [] },
    '/api/ensure_company/getOrderRefunds': { data: [] },
    '/api/ensure_company/getPlatformConversation': () => ({ data: conversation }),
    '/api/ensure_company/retryPlatformMessage': () => {
      conversation = {
        ...conversation!,
        messages: [
          { ...failedPush, job_state: 'queued', job_state_text: '重试中', actions: [] },
          received,
        ],
      };
      return { data: conversation };
    },
  });
  pointAtStub(stub.url, { kind: 'operator' });
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
  platforms = [];
  detail = orderDetail({ actions: [], platform: PLATFORM_ORIGIN });
  conversation = {
    platform_name: '江西省公共资源交易平台',
    apply_no: 'JX-APPLY-1',
    messages: [failedPush, received],
  };
});
afterEach(closeOverlays);

describe('交易平台 (operator)', () => {
  it('registers a platform and shows its generated secret once', async () => {
    const { default: Page } = await import('./platforms-page');
    await renderPage('/trading-platforms', <Page title="交易平台" />);
    expect(await screen.findByText(/还没有登记交易平台/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '新增平台' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: '新增平台' }));

    const form = within(await screen.findByRole('form', { name: '新增交易平台' }));
    // The settings start as the dialect's defaults.
    expect((form.getByLabelText('平台设置') as HTMLTextAreaElement).value).toContain(
      '"timestampWindowSeconds": 300',
    );
    const type = (label: string, value: string) =>
      fireEvent.change(form.getByLabelText(label), { target: { value } });
    type('平台编码', 'jx-ggzy');
    type('平台名称', '江西省公共资源交易平台');
    type('接口地址', 'https://ggzy.example.cn/jrapi');
    type('平台分配的 appKey', 'jx-issued-key');
    type('平台分配的 appSecret', 'JxIssuedSecret16');
    fireEvent.click(form.getByRole('combobox', { name: '担保机构 1' }));
    fireEvent.click(await screen.findByRole('option', { name: '江苏信达融资担保有限公司' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));

    const shown = within(await screen.findByRole('dialog', { name: /的接入密钥/ }));
    expect(shown.getByText('S3cretOnce16Char')).toBeInTheDocument();
    expect(shown.getByText('请立即保存，关闭后不再显示')).toBeInTheDocument();
    const sent = lastSent(stub.seen, '/api/platform/addTradingPlatform')!;
    expect(JSON.parse(sent.get('guarantors')!)).toEqual([{ ensure_company_id: 1, product_no: '' }]);
    expect(JSON.parse(sent.get('settings')!)).toEqual(platform.settings);
    expect(sent.get('dialect')).toBe('jiangxi-2.3.0');

    fireEvent.click(shown.getByRole('button', { name: '我已保存' }));
    await waitFor(() => expect(screen.queryByText('S3cretOnce16Char')).toBeNull());
    expect(await screen.findByText('Kx7pQ2mN9rT4vW8z')).toBeInTheDocument();
  });
});

describe('平台报文 (guarantor)', () => {
  it('lists the conversation and pushes a failed message again', async () => {
    pointAtStub(stub.url, { kind: 'company' });
    const { default: Page } = await import('../company-orders/order-detail-page');
    await renderPage(`/Dispatchletter/detail?order_sn=${sn}`, <Page />);
    const card = within((await screen.findByText('平台报文')).closest('.arco-card') as HTMLElement);
    expect(card.getByText(/申请编号 JX-APPLY-1/)).toBeInTheDocument();
    expect(card.getByText('担保机构收取，须从投标人基本户转账')).toBeInTheDocument();
    expect(
      card.getByText('南京建工集团有限公司 · 36050101001000000001 · 中国工商银行南昌分行营业部'),
    ).toBeInTheDocument();
    const pushRow = within((await card.findByText('jrapi/lg/applyPush')).closest('tr')!);
    expect(pushRow.getByText('推送失败')).toBeInTheDocument();
    expect(pushRow.getByText('[1005] 缺少业务必填参数')).toBeInTheDocument();
    const receivedRow = within(card.getByText('lg/apply').closest('tr')!);
    expect(receivedRow.getByText('接收')).toBeInTheDocument();
    expect(receivedRow.queryByRole('button', { name: '重新推送' })).toBeNull();

    fireEvent.click(pushRow.getByRole('button', { name: '重新推送' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '重新推送' }),
    );
    expect(await screen.findByText('已重新推送，系统将自动重试直至成功')).toBeInTheDocument();
    const sent = lastSent(stub.seen, '/api/ensure_company/retryPlatformMessage');
    expect([sent?.get('order_sn'), sent?.get('message_id')]).toEqual([sn, '12']);
    expect(await card.findByText('推送重试中')).toBeInTheDocument();
  });

  it('shows nothing of a platform for the portal’s own orders, and asks for no conversation', async () => {
    detail = orderDetail({ actions: [] });
    pointAtStub(stub.url, { kind: 'company' });
    const { default: Page } = await import('../company-orders/order-detail-page');
    await renderPage(`/Dispatchletter/detail?order_sn=${sn}`, <Page />);
    expect(await screen.findByText('操作')).toBeInTheDocument();
    await waitFor(() =>
      expect(lastSent(stub.seen, '/api/ensure_company/getOrderLog')).toBeTruthy(),
    );
    expect(screen.queryByText('平台报文')).toBeNull();
    expect(lastSent(stub.seen, '/api/ensure_company/getPlatformConversation')).toBeUndefined();
  });
});
