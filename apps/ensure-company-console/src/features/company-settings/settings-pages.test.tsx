// /config/premium and /config/pay through the real transport against a local HTTP server: the
// per-type tabs, the bands editor, the live preview of a typed amount (priced like the server),
// what setPremium is sent, the server's field errors, the confirmations before withdrawing a type,
// pausing orders or switching online payment off, and the unpaid-order limit.
import {
  startApiStub,
  type ApiStubServer,
  type StubReply,
} from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyInfo, pointAtStub, renderPage } from '../auth/testing';
import { closeOverlays, lastSent } from '../company-orders/testing';

let stub: ApiStubServer;
let setPremiumReply: StubReply | null;
let settings: { status: number; pay_config_enabled: number; unpaid_expire_hours: number };

const schedules = () => [
  {
    type: 'bid_e',
    type_text: '投标电子保函',
    offered: 1,
    premium_rate: '0.0150',
    min_premium: '300.00',
    bands: [{ from: '0.00', to: '100000.00', kind: 'fixed', value: '800.00' }],
    update_time: 1_763_870_400,
  },
  {
    type: 'bid_paper',
    type_text: '纸质投标保函',
    offered: 1,
    premium_rate: '0.0150',
    min_premium: '300.00',
    bands: [],
    update_time: 1_763_870_400,
  },
  {
    type: 'performance',
    type_text: '履约保函',
    offered: 0,
    premium_rate: null,
    min_premium: null,
    bands: [],
    update_time: null,
  },
  {
    type: 'worker',
    type_text: '农民工工资保函',
    offered: 1,
    premium_rate: '0.0060',
    min_premium: '300.00',
    bands: [],
    update_time: 1_763_870_400,
  },
];

beforeAll(async () => {
  stub = await startApiStub({
    '/api/ensure_company/getInfo': { data: companyInfo() },
    '/api/ensure_company/getPremium': () => ({ data: schedules() }),
    '/api/ensure_company/setPremium': () => setPremiumReply ?? { data: schedules()[0] },
    '/api/ensure_company/getOrderSettings': () => ({ data: settings }),
    '/api/ensure_company/setStatus': (body) => ({
      data: (settings = { ...settings, status: Number(new URLSearchParams(body).get('status')) }),
    }),
    '/api/ensure_company/togglePayConfig': (body) => ({
      data: (settings = {
        ...settings,
        pay_config_enabled: Number(new URLSearchParams(body).get('enabled')),
      }),
    }),
    '/api/ensure_company/setUnpaidExpiry': (body) => {
      const hours = Number(new URLSearchParams(body).get('hours'));
      return hours > 720
        ? {
            status: 400,
            code: 0,
            msg: '时限不能超过 720 小时（30 天）',
            data: { fields: { hours: '时限不能超过 720 小时（30 天）' } },
          }
        : { data: (settings = { ...settings, unpaid_expire_hours: hours }) };
    },
  });
  pointAtStub(stub.url);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
  setPremiumReply = null;
  settings = { status: 1, pay_config_enabled: 1, unpaid_expire_hours: 72 };
});
afterEach(closeOverlays);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const sent = (path: string) => lastSent(stub.seen, path);

describe('PremiumSettingsPage', () => {
  async function renderIt() {
    const { default: Page } = await import('./premium-settings-page');
    await renderPage('/config/premium', <Page title="保费设置" />);
    await screen.findByRole('form', { name: '投标电子保函保费设置' });
  }

  it('shows one tab per letter type with its schedule, rates as percents', async () => {
    await renderIt();
    for (const tab of ['投标电子保函', '纸质投标保函', '履约保函（未开办）', '农民工工资保函'])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    expect(screen.getByLabelText('基础费率')).toHaveValue('1.50');
    expect(screen.getByLabelText('最低保费')).toHaveValue('300.00');
    expect(screen.getByLabelText('第 1 档起始金额')).toHaveValue('0.00');
    expect(screen.getByLabelText('第 1 档截止金额')).toHaveValue('100000.00');
    expect(screen.getByLabelText('第 1 档固定保费')).toHaveValue('800.00');
  });

  it('previews a typed amount under the schedule being edited, before saving', async () => {
    await renderIt();
    const preview = within(screen.getByRole('region', { name: '保费试算' }));
    type('试算担保金额', '50000');
    expect(preview.getByTestId('preview-premium')).toHaveTextContent('¥800.00');
    expect(
      preview.getByText('担保金额 ¥50,000.00 属于「¥100,000.00 及以下」档，固定保费 ¥800.00'),
    ).toBeInTheDocument();
    type('试算担保金额', '200000');
    expect(preview.getByTestId('preview-premium')).toHaveTextContent('¥3,000.00');
    // Editing the base rate changes the preview at once.
    type('基础费率', '1.2');
    await waitFor(() =>
      expect(preview.getByTestId('preview-premium')).toHaveTextContent('¥2,400.00'),
    );
    type('试算担保金额', '12.345');
    expect(preview.getByText('请输入正确的担保金额（大于 0，最多两位小数）')).toBeInTheDocument();
    expect(stub.seen.some((s) => s.includes('setPremium'))).toBe(false);
  });

  it('adds a band, names overlapping bands like the server, and sends the schedule as rates', async () => {
    await renderIt();
    fireEvent.click(screen.getByRole('button', { name: '添加金额分档' }));
    type('第 2 档起始金额', '50000');
    type('第 2 档截止金额', '500000');
    type('第 2 档费率', '0.8');
    expect(
      await screen.findByText('第 2 档：与上一档金额重叠，起始金额不能小于 ¥100,000.00'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '保费试算' })).queryByTestId('preview-premium'),
    ).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '保存投标电子保函保费设置' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent('/api/ensure_company/setPremium')).toBeUndefined();

    type('第 2 档起始金额', '100000');
    await waitFor(() => expect(screen.queryByText(/第 2 档：/)).toBeNull());
    type('试算担保金额', '200000');
    expect(screen.getByTestId('preview-premium')).toHaveTextContent('¥1,600.00');
    fireEvent.click(screen.getByRole('button', { name: '保存投标电子保函保费设置' }));
    await waitFor(() => expect(sent('/api/ensure_company/setPremium')).toBeDefined());
    const body = sent('/api/ensure_company/setPremium')!;
    expect(Object.fromEntries(body)).toMatchObject({
      type: 'bid_e',
      offered: '1',
      premium_rate: '0.0150',
      min_premium: '300.00',
    });
    expect(JSON.parse(body.get('bands')!)).toEqual([
      { from: '0.00', to: '100000.00', kind: 'fixed', value: '800.00' },
      { from: '100000', to: '500000', kind: 'rate', value: '0.0080' },
    ]);
    expect(await screen.findByText(/投标电子保函保费设置已保存/)).toBeInTheDocument();
  });

  it('puts the server’s field errors on their fields', async () => {
    setPremiumReply = {
      status: 400,
      code: 0,
      msg: '请输入正确的最低保费（最多两位小数）',
      data: { fields: { min_premium: '请输入正确的最低保费（最多两位小数）' } },
    };
    await renderIt();
    fireEvent.click(screen.getByRole('button', { name: '保存投标电子保函保费设置' }));
    expect(await screen.findByText('请输入正确的最低保费（最多两位小数）')).toBeInTheDocument();
  });

  it('asks before withdrawing a type and sends nothing when cancelled', async () => {
    await renderIt();
    fireEvent.click(screen.getByRole('switch', { name: '开办投标电子保函业务' }));
    fireEvent.click(screen.getByRole('button', { name: '保存投标电子保函保费设置' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/停办后企业将看不到本机构的投标电子保函报价/),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('/api/ensure_company/setPremium')).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: '保存投标电子保函保费设置' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '确认停办' }),
    );
    await waitFor(() => expect(sent('/api/ensure_company/setPremium')?.get('offered')).toBe('0'));
  });

  it('a type never set opens empty and needs a rate and a minimum', async () => {
    await renderIt();
    fireEvent.click(screen.getByRole('tab', { name: '履约保函（未开办）' }));
    const form = within(await screen.findByRole('form', { name: '履约保函保费设置' }));
    expect(form.getByLabelText('基础费率')).toHaveValue('');
    fireEvent.click(form.getByRole('button', { name: '保存履约保函保费设置' }));
    expect(await form.findByText('请输入费率')).toBeInTheDocument();
    expect(form.getByText('请输入最低保费')).toBeInTheDocument();
  });
});

describe('OrderSettingsPage', () => {
  async function renderIt() {
    const { default: Page } = await import('./order-settings-page');
    await renderPage('/config/pay', <Page title="接单与支付" />);
    await screen.findByRole('switch', { name: '接单' });
  }

  it('pauses accepting orders only after the confirmation', async () => {
    await renderIt();
    expect(screen.getByText('接单中')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: '接单' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/新的保函申请会被拒绝/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent('/api/ensure_company/setStatus')).toBeUndefined();
    fireEvent.click(screen.getByRole('switch', { name: '接单' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '确认暂停' }),
    );
    expect(
      await screen.findByText('已暂停接单：企业看不到本机构，新申请会被拒绝'),
    ).toBeInTheDocument();
    expect(sent('/api/ensure_company/setStatus')?.get('status')).toBe('0');
    // Opening again needs no confirmation.
    fireEvent.click(screen.getByRole('switch', { name: '接单' }));
    expect(await screen.findByText('接单中')).toBeInTheDocument();
  });

  it('switches online payment off after the confirmation', async () => {
    await renderIt();
    fireEvent.click(screen.getByRole('switch', { name: '在线支付' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '确认关闭' }),
    );
    expect(await screen.findByText('已关闭：企业只能对公转账')).toBeInTheDocument();
    expect(sent('/api/ensure_company/togglePayConfig')?.get('enabled')).toBe('0');
  });

  it('saves the unpaid-order limit and shows the server’s field error', async () => {
    await renderIt();
    const hours = screen.getByLabelText('未支付订单自动取消时限');
    expect(hours).toHaveValue('72');
    fireEvent.change(hours, { target: { value: '24' } });
    fireEvent.blur(hours);
    fireEvent.click(screen.getByRole('button', { name: '保存时限' }));
    expect(
      await screen.findByText(/未签约或未支付超过 24 小时的订单将自动取消/),
    ).toBeInTheDocument();
    expect(sent('/api/ensure_company/setUnpaidExpiry')?.get('hours')).toBe('24');
  });
});
