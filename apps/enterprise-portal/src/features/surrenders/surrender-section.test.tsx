// 退保 on the order detail (every letter type's shared detail) through the real transport against
// a local HTTP server: past requests with the guarantor's decision, the blocked hint, and 申请退保
// (grounds from the server, proof only when the ground needs it, confirmation, field errors).
import type { OrderDetail } from '@bht/api-client';
import type { StubReply } from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderDetail, renderAt, startOrderStub, type OrderStub } from '../orders/test-kit';
import { paperOrder } from '../paper-letters/paper-test-kit';
import { closeOverlaysAfterTest } from '@bht/vitest-config/close-overlays';

// A confirmation left open by one test must not be the one the next test clicks.
afterEach(closeOverlaysAfterTest);

const SN = 'BH202611230004';
const grounds = [
  { value: 'withdraw', label: '投标截止前撤回投标', needs_proof: false },
  { value: 'project_cancelled', label: '项目取消', needs_proof: true },
];

/** A surrender request as the contract shapes it. */
function surrender(status: 0 | 1 | 2, extra: Record<string, unknown> = {}) {
  return {
    id: 40 + status,
    sn: `TB2026120100${status}`,
    order_sn: SN,
    order_type: 'bid_e',
    letter_no: 'XD-2026-000004',
    project_name: '南京市江北新区污水管网改造工程',
    enterprise_name: '南京建工集团有限公司',
    ensure_company_name: '信达融资担保有限公司',
    amount: '800000.00',
    premium: '1200.00',
    valid_to: '2027-03-01',
    ground: 'withdraw',
    ground_text: '投标截止前撤回投标',
    reason: '公司决定不参与本次投标',
    proof_file: null,
    status,
    status_text: ['待处理', '已同意', '已拒绝'][status],
    applicant_name: '张三',
    opinion: status === 2 ? '投标截止时间已过，不符合撤回条件' : status === 1 ? '同意退保' : null,
    cease_date: status === 1 ? '2026-12-05' : null,
    refund: status === 1 ? 1 : 0,
    refund_note: status === 1 ? '已原路退款' : null,
    handler_name: status === 0 ? null : '王审核',
    create_time: 1_764_500_000,
    handle_time: status === 0 ? null : 1_764_600_000,
    actions: [],
    ...extra,
  };
}

let stub: OrderStub;
let order: OrderDetail;
let options: { grounds: unknown[]; blocked: string | null; requests: unknown[] };
let applyReply: StubReply | null;

beforeAll(async () => {
  stub = await startOrderStub({
    '/api/order/getOrderInfo': () => ({ data: order }),
    '/api/paper_letter/getDetail': () => ({ data: order }),
    '/api/order/getQueryPayLog': { data: [] },
    '/api/surrender/getOptions': () => ({ data: options }),
    '/api/tools/uploadFile': {
      data: {
        url: '/uploads/2026/12/notice.pdf',
        name: 'notice.pdf',
        size: 3,
        mime: 'application/pdf',
      },
    },
    '/api/surrender/apply': () => {
      if (applyReply) return applyReply;
      options = { grounds: [], blocked: '已有待处理的退保申请', requests: [surrender(0)] };
      return { data: surrender(0) };
    },
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  order = orderDetail(SN, 4, {
    letter_no: 'XD-2026-000004',
    letter_url: '/uploads/2026/11/letter.pdf',
    valid_from: '2026-11-23',
    valid_to: '2027-03-01',
    pay_method: 'wechat',
    pay_time: 1_763_900_000,
    actions: [],
  });
  options = { grounds, blocked: null, requests: [] };
  applyReply = null;
  stub.seen.length = 0;
});
afterEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 }));

async function renderDetail() {
  const { default: Page } = await import('../orders/order-detail-page');
  return renderAt(`/myLetter/detail?order_sn=${SN}`, <Page />);
}

const bodyOf = (line: string) => new URLSearchParams(line.split(' ').slice(2).join(' '));
const section = () =>
  screen
    .findByText('退保', { selector: '.arco-card-header-title' })
    .then((title) => title.closest('.arco-card') as HTMLElement);

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: `申请退保 ${SN}` }));
  return screen.findByRole('dialog', { name: '申请退保' });
}

describe('退保 on the order detail', () => {
  it('lists past requests with the guarantor’s decision, cease date and refund', async () => {
    options = {
      grounds,
      blocked: null,
      requests: [surrender(2), surrender(1, { proof_file: '/uploads/2026/12/notice.pdf?sig=a' })],
    };
    await renderDetail();
    const refused = await screen.findByRole('listitem', { name: '退保申请 TB20261201002' });
    expect(within(refused).getByText('已拒绝')).toBeInTheDocument();
    expect(within(refused).getByText('投标截止时间已过，不符合撤回条件')).toBeInTheDocument();
    const approved = screen.getByRole('listitem', { name: '退保申请 TB20261201001' });
    expect(within(approved).getByText('已同意')).toBeInTheDocument();
    expect(within(approved).getByText('2026-12-05')).toBeInTheDocument();
    expect(within(approved).getByText(/退还保费/)).toHaveTextContent(
      '退还保费 ¥1,200.00（已原路退款）',
    );
    expect(within(approved).getByRole('link', { name: '查看证明材料' })).toHaveAttribute(
      'href',
      'https://img.example.com/uploads/2026/12/notice.pdf?sig=a',
    );
    expect(bodyOf(stub.calls('/api/surrender/getOptions')[0]!).get('order_sn')).toBe(SN);
  });

  it('shows why no request can be made, without 申请退保', async () => {
    options = { grounds: [], blocked: '该保函有未结束的理赔，暂不能退保', requests: [] };
    await renderDetail();
    expect(
      await within(await section()).findByText(
        '当前不能申请退保：该保函有未结束的理赔，暂不能退保',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /申请退保/ })).toBeNull();
  });

  it('is not shown before the letter is issued', async () => {
    order = orderDetail(SN, 3, { pay_method: 'wechat', pay_time: 1_763_900_000, actions: [] });
    await renderDetail();
    await screen.findByRole('heading', { name: '南京市江北新区污水管网改造工程' });
    expect(screen.queryByText('退保', { selector: '.arco-card-header-title' })).toBeNull();
    expect(stub.calls('/api/surrender/getOptions')).toHaveLength(0);
  });

  it('asks for a ground and an explanation, confirms, submits and shows the open request', async () => {
    await renderDetail();
    const dialog = await openForm();
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await within(dialog).findByText('请选择退保理由')).toBeInTheDocument();
    expect(within(dialog).getByText('请填写退保说明（至少 2 个字）')).toBeInTheDocument();
    // No proof for a withdrawal.
    fireEvent.click(within(dialog).getByText('投标截止前撤回投标'));
    expect(within(dialog).queryByLabelText('上传证明材料')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('退保说明'), {
      target: { value: '公司决定不参与本次投标' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    const confirm = (await screen.findAllByRole('dialog', { name: '确认提交退保申请' })).at(-1)!;
    expect(confirm).toHaveTextContent('退保理由：投标截止前撤回投标');
    expect(stub.calls('/api/surrender/apply')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: '确认提交' }));
    expect(await screen.findByText('退保申请已提交，等待担保机构审核')).toBeInTheDocument();
    const sent = bodyOf(stub.calls('/api/surrender/apply')[0]!);
    expect(Object.fromEntries(sent)).toMatchObject({
      order_sn: SN,
      ground: 'withdraw',
      reason: '公司决定不参与本次投标',
      proof_file: '',
    });
    expect(
      await screen.findByRole('listitem', { name: '退保申请 TB20261201000' }),
    ).toHaveTextContent('等待担保机构审核');
    expect(screen.getByText('当前不能申请退保：已有待处理的退保申请')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `申请退保 ${SN}` })).toBeNull();
  });

  it('needs the proof for a cancelled project and shows the server’s field error on its field', async () => {
    applyReply = {
      status: 400,
      code: 0,
      msg: '证明材料无法识别',
      data: { fields: { proof_file: '证明材料无法识别，请上传 PDF 或图片' } },
    };
    await renderDetail();
    const dialog = await openForm();
    fireEvent.click(within(dialog).getByText('项目取消'));
    fireEvent.change(within(dialog).getByLabelText('退保说明'), {
      target: { value: '招标人发布了项目取消公告' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await within(dialog).findByText('请上传证明材料')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('上传证明材料'), {
      target: { files: [new File(['pdf'], 'notice.pdf', { type: 'application/pdf' })] },
    });
    expect(
      await within(dialog).findByRole('button', { name: '删除 notice.pdf' }),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    fireEvent.click(
      within(
        (await screen.findAllByRole('dialog', { name: '确认提交退保申请' })).at(-1)!,
      ).getByRole('button', {
        name: '确认提交',
      }),
    );
    expect(
      await within(dialog).findByText('证明材料无法识别，请上传 PDF 或图片'),
    ).toBeInTheDocument();
    expect(bodyOf(stub.calls('/api/surrender/apply')[0]!).get('proof_file')).toBe(
      '/uploads/2026/12/notice.pdf',
    );
    expect(screen.getByRole('dialog', { name: '申请退保' })).toBeInTheDocument();
  });

  it('is offered the same way on a paper letter’s detail', async () => {
    order = paperOrder(12, {
      sn: SN,
      letter_no: 'XD-2026-000004',
      valid_from: '2026-11-23',
      valid_to: '2027-03-01',
      pay_time: 1_763_900_000,
      actions: [],
    }) as unknown as OrderDetail;
    const { renderPaperPage } = await import('../paper-letters/paper-test-kit');
    await renderPaperPage(`/paperdetail?sn=${SN}`, 'detail');
    expect(await screen.findByRole('button', { name: `申请退保 ${SN}` })).toBeInTheDocument();
    expect(await section()).toHaveTextContent('暂无退保申请');
  });

  it('shows each request as a stacked card at phone width', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    options = { grounds, blocked: null, requests: [surrender(2)] };
    await renderDetail();
    const card = await screen.findByRole('listitem', { name: '退保申请 TB20261201002' });
    expect(within(card).getByText('拒绝理由')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `申请退保 ${SN}` })).toBeInTheDocument();
  });
});

describe('an ended letter (履约终止)', () => {
  it('says the letter ended and keeps the surrender that ended it, without 申请退保', async () => {
    order = orderDetail(SN, 13, {
      status_text: '履约终止',
      letter_no: 'XD-2026-000004',
      letter_url: '/uploads/2026/11/letter.pdf',
      valid_from: '2026-11-23',
      valid_to: '2026-12-05',
      pay_time: 1_763_900_000,
      actions: [],
    });
    options = { grounds: [], blocked: '保函已履约终止', requests: [surrender(1)] };
    await renderDetail();
    expect(await screen.findByText('保函已履约终止')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '状态：履约终止' })).toBeInTheDocument();
    expect(screen.getByText('履约终止，不再提供下载')).toBeInTheDocument();
    expect(
      await screen.findByRole('listitem', { name: '退保申请 TB20261201001' }),
    ).toHaveTextContent('已同意');
    expect(screen.queryByRole('button', { name: `申请退保 ${SN}` })).toBeNull();
  });
});
