// The invoice desk's actions through the real transport against a local HTTP server: exactly the
// actions the detail lists, 开具发票 (electronic: number and PDF; paper: number, courier and
// tracking), 重新推送 with the reason the last push failed, 作废 with a reason (an issued electronic
// invoice 冲红 with the red-letter invoice's number and PDF), the server's field errors on their
// fields, a 409 asking to refresh, and the list refreshed after each action.
import {
  startApiStub,
  type ApiStubServer,
  type StubReply,
} from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyInfo, pointAtStub, renderPage } from '../auth/testing';
import { closeOverlays, lastSent } from '../company-orders/testing';
import { INVOICE_DESK } from './invoice-paths';
import type { Invoice } from './invoice-queries';
import { invoice, paperSpecialInvoice, pushFailedInvoice } from './testing';

let stub: ApiStubServer;
/** The server's invoices by id; the actions change them as the server would. */
let store: Map<number, Invoice>;
/** What the action endpoints answer instead; null: success. */
let actionReply: StubReply | null;
/** The e-mail push on issue and resend: null delivers, a string is the bounce. */
let bounce: string | null;

const STATUS_TEXT = ['待开票', '已开票', '推送失败', '已作废'] as const;
const moved = (
  current: Invoice,
  status: Invoice['status'],
  patch: Partial<Invoice> = {},
): Invoice => {
  const next: Invoice = { ...current, status, status_text: STATUS_TEXT[status], ...patch };
  store.set(current.id, next);
  return next;
};
const pushed = (current: Invoice, patch: Partial<Invoice> = {}) =>
  current.medium === 'electronic' && bounce
    ? moved(current, 2, { push_error: bounce, actions: ['resend', 'void'], ...patch })
    : moved(current, 1, {
        push_error: null,
        actions: current.medium === 'electronic' ? ['resend', 'void'] : ['void'],
        ...patch,
      });
const target = (body: string) => store.get(Number(new URLSearchParams(body).get('id')))!;

function listPage(body: string): StubReply {
  const sent = new URLSearchParams(body);
  const all = [...store.values()];
  const list = all.filter((i) => i.status === Number(sent.get('status')));
  const counts = Object.fromEntries(
    [0, 1, 2, 3].map((s) => [String(s), all.filter((i) => i.status === s).length]),
  );
  return { data: { list, total: list.length, page: 1, limit: 10, counts } };
}

beforeAll(async () => {
  stub = await startApiStub({
    '/api/ensure_company/getInfo': { data: companyInfo() },
    '/api/ensure_company/getInvoiceList': listPage,
    '/api/ensure_company/getInvoiceDetail': (body) => ({ data: target(body) }),
    '/api/ensure_company/getInvoiceLog': { data: [] },
    '/api/tools/uploadFile': {
      data: {
        url: '/uploads/2026/11/invoice-31.pdf',
        name: 'invoice-31.pdf',
        size: 8,
        mime: 'application/pdf',
      },
    },
    '/api/ensure_company/issueInvoice': (body) => {
      if (actionReply) return actionReply;
      const sent = new URLSearchParams(body);
      const current = target(body);
      return {
        data: pushed(current, {
          invoice_no: sent.get('invoice_no'),
          file_url: sent.get('file'),
          courier_company: sent.get('courier_company') || null,
          tracking_no: sent.get('tracking_no') || null,
          issue_time: 1_763_880_000,
        }),
      };
    },
    '/api/ensure_company/resendInvoice': (body) => actionReply ?? { data: pushed(target(body)) },
    '/api/ensure_company/voidInvoice': (body) => {
      if (actionReply) return actionReply;
      const sent = new URLSearchParams(body);
      const current = target(body);
      const reversed = current.medium === 'electronic' && current.status !== 0;
      return {
        data: moved(current, 3, {
          void_reason: sent.get('reason'),
          red_letter: reversed
            ? {
                invoice_no: sent.get('red_invoice_no') || null,
                amount: current.amount,
                file_url: sent.get('red_file'),
                time: 1_764_000_000,
              }
            : null,
          actions: [],
        }),
      };
    },
  });
  pointAtStub(stub.url);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
  store = new Map();
  actionReply = null;
  bounce = null;
});
afterEach(closeOverlays);

const called = (path: string) => stub.seen.some((s) => s.startsWith(`POST ${path}`));
const listRequests = () =>
  stub.seen.filter((s) => s.includes('/api/ensure_company/getInvoiceList')).length;
const drawer = async () => within(await screen.findByRole('region', { name: '发票详情' }));
const dialogNamed = async (name: string) => within(await screen.findByRole('dialog', { name }));

/** The desk at `status` with `invoice` open in the drawer. */
async function openAt(subject: Invoice, status = subject.status) {
  store.set(subject.id, subject);
  const { default: Page } = await import('./invoice-desk-page');
  const path = `${INVOICE_DESK.path}?${status ? `status=${status}&` : ''}id=${subject.id}`;
  await renderPage(path, <Page title="发票管理" />);
  const panel = await drawer();
  await screen.findByRole('link', { name: `查看发票 ${subject.order_sn}` }); // the list beneath has loaded
  return panel;
}

/** Opens the electronic 待开票 invoice, fills 开具发票 with a number and its PDF, and sends it. */
async function issueElectronic() {
  const panel = await openAt(invoice());
  fireEvent.click(panel.getByRole('button', { name: '开具发票' }));
  const dialog = await dialogNamed('开具发票');
  fireEvent.change(dialog.getByLabelText('发票号码'), { target: { value: '04400123456789' } });
  fireEvent.change(dialog.getByLabelText('上传发票 PDF'), {
    target: { files: [new File(['%PDF-1.7'], '发票.pdf', { type: 'application/pdf' })] },
  });
  await dialog.findByText('invoice-31.pdf');
  fireEvent.click(dialog.getByRole('button', { name: '开具并发送' }));
  return { panel, dialog };
}

describe('开具发票', () => {
  it('an electronic invoice needs its number and PDF; issued, it is e-mailed and leaves 待开票', async () => {
    const panel = await openAt(invoice());
    const before = listRequests();
    fireEvent.click(panel.getByRole('button', { name: '开具发票' }));
    const dialog = await dialogNamed('开具发票');
    expect(dialog.getByText('finance@jsjg.example.com')).toBeInTheDocument();
    expect(dialog.getByText('¥1,200.00')).toBeInTheDocument();
    expect(dialog.queryByLabelText('快递公司')).toBeNull();

    fireEvent.click(dialog.getByRole('button', { name: '开具并发送' }));
    expect(await dialog.findByText('请输入发票号码')).toBeInTheDocument();
    expect(dialog.getByText('请上传发票 PDF 文件')).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText('发票号码'), { target: { value: '1234' } });
    expect(await dialog.findByText('请输入正确的发票号码（8-20 位数字）')).toBeInTheDocument();
    expect(called('/api/ensure_company/issueInvoice')).toBe(false);

    fireEvent.change(dialog.getByLabelText('发票号码'), { target: { value: ' 04400123456789 ' } });
    fireEvent.change(dialog.getByLabelText('上传发票 PDF'), {
      target: { files: [new File(['%PDF-1.7'], '发票.pdf', { type: 'application/pdf' })] },
    });
    expect(await dialog.findByText('invoice-31.pdf')).toBeInTheDocument();
    expect(
      stub.seen.some((s) => s.startsWith('POST /api/tools/uploadFile') && s.includes('other')),
    ).toBe(true);
    fireEvent.click(dialog.getByRole('button', { name: '开具并发送' }));

    expect(await screen.findByText('发票已开具，已发送至企业邮箱')).toBeInTheDocument();
    const sent = lastSent(stub.seen, '/api/ensure_company/issueInvoice')!;
    expect([sent.get('id'), sent.get('invoice_no'), sent.get('file')]).toEqual([
      '31',
      '04400123456789',
      '/uploads/2026/11/invoice-31.pdf',
    ]);
    // Refreshed: the drawer shows the issued invoice, the 待开票 list no longer has it.
    expect(await panel.findByRole('img', { name: '状态：已开票' })).toBeInTheDocument();
    expect(panel.getByRole('link', { name: '查看发票 PDF' })).toBeInTheDocument();
    expect(listRequests()).toBeGreaterThan(before);
    expect(await screen.findByText('暂无待开票的开票申请')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已开票（1）' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '开具发票' })).toBeNull());
  });

  it('warns when the e-mail push of a new invoice bounced', async () => {
    bounce = '收件邮箱不存在（550 mailbox unavailable）';
    const { panel } = await issueElectronic();
    expect(
      await screen.findByText(
        '发票已开具，但邮件推送失败：收件邮箱不存在（550 mailbox unavailable）。可稍后重新推送',
      ),
    ).toBeInTheDocument();
    expect(await panel.findByRole('img', { name: '状态：推送失败' })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: '重新推送' })).toBeInTheDocument();
  });

  it('a paper invoice needs no PDF; courier and tracking number go together', async () => {
    const panel = await openAt(paperSpecialInvoice());
    fireEvent.click(panel.getByRole('button', { name: '开具发票' }));
    const dialog = await dialogNamed('开具发票');
    expect(
      dialog.getByText('李会计 13800000009 江苏省南京市鼓楼区中山路 100 号'),
    ).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText('发票号码'), { target: { value: '04400123456790' } });
    fireEvent.change(dialog.getByLabelText('快递公司'), { target: { value: '顺丰速运' } });
    fireEvent.click(dialog.getByRole('button', { name: '确认开具' }));
    expect(await dialog.findByText('请输入快递单号')).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText('快递单号'), { target: { value: 'SF 123' } });
    fireEvent.click(dialog.getByRole('button', { name: '确认开具' }));
    expect(
      await dialog.findByText('请输入正确的快递单号（6-40 位字母、数字或短横线）'),
    ).toBeInTheDocument();
    expect(called('/api/ensure_company/issueInvoice')).toBe(false);

    fireEvent.change(dialog.getByLabelText('快递单号'), { target: { value: 'SF1234567890' } });
    fireEvent.click(dialog.getByRole('button', { name: '确认开具' }));
    expect(await screen.findByText('发票已开具，已登记寄出')).toBeInTheDocument();
    const sent = lastSent(stub.seen, '/api/ensure_company/issueInvoice')!;
    expect(Object.fromEntries(sent)).toMatchObject({
      id: '32',
      invoice_no: '04400123456790',
      courier_company: '顺丰速运',
      tracking_no: 'SF1234567890',
    });
    expect(sent.has('file')).toBe(false);
    expect(await panel.findByText('SF1234567890')).toBeInTheDocument();
  });

  it('a paper invoice may be issued before it is mailed', async () => {
    const panel = await openAt(paperSpecialInvoice());
    fireEvent.click(panel.getByRole('button', { name: '开具发票' }));
    const dialog = await dialogNamed('开具发票');
    fireEvent.change(dialog.getByLabelText('发票号码'), { target: { value: '04400123456790' } });
    fireEvent.click(dialog.getByRole('button', { name: '确认开具' }));
    expect(await screen.findByText('发票已开具，已登记寄出')).toBeInTheDocument();
    expect(
      Object.fromEntries(lastSent(stub.seen, '/api/ensure_company/issueInvoice')!),
    ).toMatchObject({ courier_company: '', tracking_no: '' });
    expect(await panel.findByText('已开具，未登记快递')).toBeInTheDocument();
  });

  it('puts the server’s field errors on their fields and keeps the dialog open', async () => {
    actionReply = {
      status: 400,
      code: 0,
      msg: '发票号码已被其他发票使用',
      data: { fields: { invoice_no: '发票号码已被其他发票使用', file: '发票文件不是有效的 PDF' } },
    };
    const { panel, dialog } = await issueElectronic();
    expect(await dialog.findByText('发票号码已被其他发票使用')).toBeInTheDocument();
    expect(dialog.getByText('发票文件不是有效的 PDF')).toBeInTheDocument();
    expect(
      dialog.getByText('发票号码已被其他发票使用').closest('.arco-form-item'),
    ).toHaveTextContent('发票号码');
    expect(screen.getByRole('dialog', { name: '开具发票' })).toBeInTheDocument();
    expect(panel.getByRole('img', { name: '状态：待开票' })).toBeInTheDocument();
    // Nothing was done: the dialog stays until the desk closes it.
    fireEvent.click(dialog.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks to refresh when the enterprise or another desk changed the request first (409)', async () => {
    actionReply = { status: 409, code: 0, msg: '该发票申请已被作废，请刷新后重试' };
    const { panel } = await issueElectronic();
    const prompt = within(await screen.findByRole('dialog', { name: '发票状态已变更' }));
    expect(prompt.getByText('该发票申请已被作废，请刷新后重试')).toBeInTheDocument();
    store.set(
      31,
      invoice({ status: 3, status_text: '已作废', void_reason: '企业撤回申请', actions: [] }),
    );
    fireEvent.click(prompt.getByRole('button', { name: '刷新' }));
    expect(await panel.findByText('企业撤回申请')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: '开具发票' })).toBeNull();
  });
});

describe('重新推送', () => {
  it('shows why the last push failed, sends nothing on 取消, and pushes on confirmation', async () => {
    const panel = await openAt(pushFailedInvoice());
    expect(panel.queryByRole('button', { name: '开具发票' })).toBeNull();
    fireEvent.click(panel.getByRole('button', { name: '重新推送' }));
    let dialog = await dialogNamed('重新推送电子发票？');
    expect(dialog.getByText('收件邮箱不存在（550 mailbox unavailable）')).toBeInTheDocument();
    expect(dialog.getByText(/finance@jsjg\.example\.com/)).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(called('/api/ensure_company/resendInvoice')).toBe(false);

    fireEvent.click(panel.getByRole('button', { name: '重新推送' }));
    dialog = await dialogNamed('重新推送电子发票？');
    fireEvent.click(dialog.getByRole('button', { name: '重新推送' }));
    expect(await screen.findByText('发票已重新推送至企业邮箱')).toBeInTheDocument();
    expect(lastSent(stub.seen, '/api/ensure_company/resendInvoice')?.get('id')).toBe('31');
    expect(await panel.findByRole('img', { name: '状态：已开票' })).toBeInTheDocument();
    expect(await screen.findByText('暂无推送失败的开票申请')).toBeInTheDocument();
  });

  it('warns when the push failed again', async () => {
    bounce = '对方邮件服务器拒收（554）';
    const panel = await openAt(pushFailedInvoice());
    fireEvent.click(panel.getByRole('button', { name: '重新推送' }));
    fireEvent.click(
      (await dialogNamed('重新推送电子发票？')).getByRole('button', { name: '重新推送' }),
    );
    expect(
      await screen.findByText('重新推送仍未成功：对方邮件服务器拒收（554）。可稍后重新推送'),
    ).toBeInTheDocument();
    expect(await panel.findByText('对方邮件服务器拒收（554）')).toBeInTheDocument();
  });

  it('shows the server’s message when the push cannot be tried', async () => {
    actionReply = { status: 400, code: 0, msg: '纸质发票无需推送' };
    const panel = await openAt(pushFailedInvoice());
    fireEvent.click(panel.getByRole('button', { name: '重新推送' }));
    fireEvent.click(
      (await dialogNamed('重新推送电子发票？')).getByRole('button', { name: '重新推送' }),
    );
    expect(await screen.findByText('纸质发票无需推送')).toBeInTheDocument();
  });
});

describe('作废', () => {
  it('only with a reason, behind the destructive confirmation; the server’s field error on the reason; then it moves to 已作废', async () => {
    const panel = await openAt(pushFailedInvoice());
    fireEvent.click(panel.getByRole('button', { name: '作废' }));
    let dialog = await dialogNamed('作废发票');
    expect(dialog.getByText(/此操作不可撤销/)).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(panel.getByRole('button', { name: '作废' }));
    dialog = await dialogNamed('作废发票');
    fireEvent.click(dialog.getByRole('button', { name: '确认作废' }));
    expect(await dialog.findByText('请填写作废原因（至少 2 个字）')).toBeInTheDocument();
    expect(called('/api/ensure_company/voidInvoice')).toBe(false);

    actionReply = {
      status: 400,
      code: 0,
      msg: '作废原因不能只包含标点',
      data: { fields: { reason: '作废原因不能只包含标点' } },
    };
    fireEvent.change(dialog.getByLabelText('作废原因'), { target: { value: '。。。' } });
    fireEvent.click(dialog.getByRole('button', { name: '确认作废' }));
    expect(await dialog.findByText('作废原因不能只包含标点')).toBeInTheDocument();

    actionReply = null;
    const before = listRequests();
    fireEvent.change(dialog.getByLabelText('作废原因'), {
      target: { value: ' 抬头开错，企业重新申请 ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: '确认作废' }));
    expect(await screen.findByText('发票已作废')).toBeInTheDocument();
    expect(
      Object.fromEntries(lastSent(stub.seen, '/api/ensure_company/voidInvoice')!),
    ).toMatchObject({ id: '31', reason: '抬头开错，企业重新申请' });
    expect(await panel.findByRole('img', { name: '状态：已作废' })).toBeInTheDocument();
    expect(panel.getByText('抬头开错，企业重新申请')).toBeInTheDocument();
    expect(panel.getByText('当前状态下没有可执行的操作')).toBeInTheDocument();
    expect(listRequests()).toBeGreaterThan(before);
    expect(await screen.findByRole('tab', { name: '已作废（1）' })).toBeInTheDocument();
  });
});

describe('作废 of an issued electronic invoice (全额冲红)', () => {
  it('takes the red-letter invoice’s number and PDF, both optional, and shows the reversal', async () => {
    const panel = await openAt(pushFailedInvoice());
    fireEvent.click(panel.getByRole('button', { name: '作废' }));
    const dialog = await dialogNamed('作废发票');
    expect(dialog.getByText(/作废即全额冲红/)).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText('作废原因'), { target: { value: '项目流标，已退费' } });
    fireEvent.change(dialog.getByLabelText('红字发票号码'), { target: { value: '12ab' } });
    fireEvent.click(dialog.getByRole('button', { name: '确认作废' }));
    expect(await dialog.findByText('请输入正确的红字发票号码（8-20 位数字）')).toBeInTheDocument();
    expect(called('/api/ensure_company/voidInvoice')).toBe(false);

    actionReply = {
      status: 400,
      code: 0,
      msg: '红字发票号码不能与原发票号码相同',
      data: { fields: { red_invoice_no: '红字发票号码不能与原发票号码相同' } },
    };
    fireEvent.change(dialog.getByLabelText('红字发票号码'), {
      target: { value: '04400123456789' },
    });
    fireEvent.click(dialog.getByRole('button', { name: '确认作废' }));
    expect(await dialog.findByText('红字发票号码不能与原发票号码相同')).toBeInTheDocument();

    actionReply = null;
    fireEvent.change(dialog.getByLabelText('红字发票号码'), {
      target: { value: '04400123456790' },
    });
    fireEvent.change(dialog.getByLabelText('上传红字发票 PDF'), {
      target: { files: [new File(['%PDF-1.7'], '红字发票.pdf', { type: 'application/pdf' })] },
    });
    await dialog.findByText('invoice-31.pdf');
    fireEvent.click(dialog.getByRole('button', { name: '确认作废' }));
    expect(await screen.findByText('发票已作废')).toBeInTheDocument();
    expect(Object.fromEntries(lastSent(stub.seen, '/api/ensure_company/voidInvoice')!)).toEqual({
      id: '31',
      reason: '项目流标，已退费',
      red_invoice_no: '04400123456790',
      red_file: '/uploads/2026/11/invoice-31.pdf',
    });
    expect(await panel.findByText('冲红信息')).toBeInTheDocument();
    for (const text of ['全额冲红', '04400123456790', '¥1,200.00'])
      expect(panel.getAllByText(text).length).toBeGreaterThan(0);
    expect(panel.getByRole('link', { name: '查看红字发票 PDF' })).toBeInTheDocument();
  });

  it.each([
    ['a pending', invoice()],
    [
      'an issued paper',
      paperSpecialInvoice({
        status: 1,
        status_text: '已开票',
        invoice_no: '04400123456791',
        issue_time: 1_763_880_000,
        actions: ['void'],
      }),
    ],
  ])('asks %s invoice for the reason only', async (_, subject) => {
    const panel = await openAt(subject);
    fireEvent.click(panel.getByRole('button', { name: '作废' }));
    const dialog = await dialogNamed('作废发票');
    expect(dialog.getByText(/作废后该发票失效/)).toBeInTheDocument();
    expect(dialog.queryByLabelText('红字发票号码')).toBeNull();
    expect(dialog.queryByLabelText('上传红字发票 PDF')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
