// /ordermang/expiretime 退保 through the real transport against a local HTTP server: requests by
// status tab with counts, search and paging in the URL, the drawer's facts, 同意退保 (cease date
// today by default, refund proposed for a withdrawal, a confirmation, the payload), 拒绝 (opinion
// required, a confirmation), the server's field errors on their fields, a 409 asking to refresh,
// the empty state and phone cards.
import {
  startApiStub,
  type ApiStubServer,
  type StubReply,
} from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chinaToday } from '@bht/validators';
import { companyInfo, pointAtStub, renderPage } from '../auth/testing';
import { closeOverlays, lastSent } from '../company-orders/testing';
import { LETTER_DESKS } from '../letter-management/letter-paths';
import type { Surrender } from './surrender-queries';
import { surrender } from '../letter-management/testing';

let stub: ApiStubServer;
let store: Map<number, Surrender>;
let actionReply: StubReply | null;

const STATUS_TEXT = ['待处理', '已同意', '已拒绝'] as const;
const target = (body: string) => store.get(Number(new URLSearchParams(body).get('id')))!;

function listPage(body: string): StubReply {
  const sent = new URLSearchParams(body);
  const all = [...store.values()];
  const list = all.filter((s) => s.status === Number(sent.get('status')));
  const counts = Object.fromEntries(
    [0, 1, 2].map((s) => [String(s), all.filter((i) => i.status === s).length]),
  );
  return {
    data: {
      list,
      total: list.length,
      page: Number(sent.get('page')),
      limit: Number(sent.get('limit')),
      counts,
    },
  };
}

beforeAll(async () => {
  stub = await startApiStub({
    '/api/ensure_company/getInfo': { data: companyInfo() },
    '/api/ensure_company/getSurrenderList': listPage,
    '/api/ensure_company/getSurrenderDetail': (body) => ({ data: target(body) }),
    '/api/ensure_company/getSurrenderLog': {
      data: [
        {
          id: 5,
          action: 'refuse',
          from_status: 0,
          from_text: '待处理',
          to_status: 2,
          to_text: '已拒绝',
          operator_type: 'ensure_company',
          operator_name: '信达管理员',
          note: '拒绝退保：材料不全',
          create_time: 1_763_870_500,
        },
      ],
    },
    '/api/ensure_company/expireTime': (body) => {
      if (actionReply) return actionReply;
      const sent = new URLSearchParams(body);
      const current = target(body);
      const approve = sent.get('action') === 'approve';
      const status = approve ? 1 : 2;
      const next: Surrender = {
        ...current,
        status,
        status_text: STATUS_TEXT[status],
        opinion: sent.get('opinion') || null,
        cease_date: approve ? sent.get('valid_to') : null,
        refund: approve ? (Number(sent.get('refund')) as 0 | 1) : 0,
        refund_note: approve && sent.get('refund') === '1' ? '原路退款处理中' : null,
        handler_name: '管理员',
        handle_time: 1_764_100_000,
        actions: [],
      };
      store.set(current.id, next);
      return { data: next };
    },
  });
  pointAtStub(stub.url);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
  store = new Map();
  actionReply = null;
});
afterEach(closeOverlays);

const called = (path: string) => stub.seen.some((s) => s.startsWith(`POST ${path}`));
const listRequest = () => lastSent(stub.seen, '/api/ensure_company/getSurrenderList');
const dialogNamed = async (name: string) => within(await screen.findByRole('dialog', { name }));

async function renderAt(path: string) {
  const { default: Page } = await import('./surrender-desk-page');
  return renderPage(path, <Page title="退保" />, { '/ordermang/orderdetail': <p>保函详情页</p> });
}

/** The desk with `subject` open in the drawer. */
async function openAt(subject: Surrender) {
  store.set(subject.id, subject);
  await renderAt(
    `${LETTER_DESKS.surrender.path}?${subject.status ? `status=${subject.status}&` : ''}id=${subject.id}`,
  );
  const panel = within(await screen.findByRole('region', { name: '退保申请详情' }));
  await screen.findByRole('link', { name: `查看退保申请 ${subject.sn}` });
  // The app's query cache outlives a test: wait for this test's request, not the last one's.
  await panel.findByRole('img', { name: `状态：${subject.status_text}` });
  await waitFor(() =>
    expect(panel.queryByText('当前状态下没有可执行的操作') === null).toBe(
      subject.actions.length > 0,
    ),
  );
  return panel;
}

describe('SurrenderDeskPage', () => {
  it('lists 待处理 requests with the counts of every tab; a tab and a search go to the server and the URL', async () => {
    store.set(51, surrender());
    store.set(
      52,
      surrender({ id: 52, sn: 'TB20261125000002', status: 1, status_text: '已同意', actions: [] }),
    );
    store.set(
      53,
      surrender({ id: 53, sn: 'TB20261125000003', status: 2, status_text: '已拒绝', actions: [] }),
    );
    const router = await renderAt(LETTER_DESKS.surrender.path);
    expect(
      await screen.findByRole('link', { name: '查看退保申请 TB20261125000001' }),
    ).toHaveTextContent('处理');
    expect(screen.getByText('投标截止前撤回投标')).toBeInTheDocument();
    for (const name of ['待处理（1）', '已同意（1）', '已拒绝（1）'])
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    expect(Object.fromEntries(listRequest()!)).toMatchObject({
      status: '0',
      page: '1',
      limit: '10',
    });

    fireEvent.click(screen.getByRole('tab', { name: '已拒绝（1）' }));
    expect(
      await screen.findByRole('link', { name: '查看退保申请 TB20261125000003' }),
    ).toHaveTextContent('详情');
    expect(listRequest()!.get('status')).toBe('2');
    expect(router.state.location.search).toBe('?status=2');

    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: ' 江北 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(listRequest()!.get('keyword')).toBe('江北'));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('江北');
  });

  it('says so when a tab has no requests', async () => {
    await renderAt(`${LETTER_DESKS.surrender.path}?status=1`);
    expect(await screen.findByText('暂无已同意的退保申请')).toBeInTheDocument();
  });

  it('shows the request in the drawer: the letter, ground, reason, proof and applicant', async () => {
    const panel = await openAt(
      surrender({
        ground: 'project_cancelled',
        ground_text: '项目取消',
        proof_file: '/uploads/2026/11/cancel.pdf?sig=a',
      }),
    );
    expect(panel.getByRole('link', { name: 'TBBH2026112300000001' })).toHaveAttribute(
      'href',
      '/ordermang/orderdetail?order_sn=BH20261123100000123456',
    );
    expect(panel.getByText('项目取消')).toBeInTheDocument();
    expect(panel.getByText('公司决定不再参与本项目投标')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: '查看证明材料' })).toHaveAttribute(
      'href',
      expect.stringContaining('/uploads/2026/11/cancel.pdf'),
    );
    expect(panel.getByText('张三')).toBeInTheDocument();
    expect(panel.getByRole('img', { name: '状态：待处理' })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: '同意退保' })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: '拒绝' })).toBeInTheDocument();
  });

  it('shows the request’s 处理记录: the note, who, and the status before → after', async () => {
    await openAt(surrender());
    const log = within(await screen.findByRole('region', { name: '处理记录' }));
    expect(await log.findByText('拒绝退保：材料不全')).toBeInTheDocument();
    expect(log.getByText('担保机构：信达管理员')).toBeInTheDocument();
    expect(log.getByText('待处理')).toBeInTheDocument();
    expect(log.getByText('已拒绝')).toBeInTheDocument();
    expect(lastSent(stub.seen, '/api/ensure_company/getSurrenderLog')?.get('id')).toBe(
      String(surrender().id),
    );
  });

  it('同意退保: today by default, refund proposed for a withdrawal, confirmed, then sent and refreshed', async () => {
    const panel = await openAt(surrender({ id: 55 }));
    fireEvent.click(panel.getByRole('button', { name: '同意退保' }));
    const dialog = await dialogNamed('同意退保');
    expect(dialog.getByDisplayValue(chinaToday())).toBeInTheDocument();
    expect(dialog.getByRole('switch', { name: '退还保费' })).toBeChecked();
    fireEvent.change(dialog.getByPlaceholderText('选填，将告知投保企业'), {
      target: { value: '同意撤回' },
    });
    fireEvent.click(dialog.getByRole('button', { name: '同意退保' }));

    // Cancelling the confirmation sends nothing and keeps the form.
    let confirm = await dialogNamed('确认同意退保？');
    expect(confirm.getByText('保函将于今日终止（履约终止）。')).toBeInTheDocument();
    expect(confirm.getByText(/保费 ¥1,200\.00 将按原支付方式退还/)).toBeInTheDocument();
    fireEvent.click(confirm.getByRole('button', { name: '取消' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '确认同意退保？' })).toBeNull(),
    );
    expect(called('/api/ensure_company/expireTime')).toBe(false);

    fireEvent.click(dialog.getByRole('button', { name: '同意退保' }));
    confirm = await dialogNamed('确认同意退保？');
    fireEvent.click(confirm.getByRole('button', { name: '确认同意' }));
    expect(await screen.findByText('已同意退保，保费将原路退还')).toBeInTheDocument();
    expect(
      Object.fromEntries(lastSent(stub.seen, '/api/ensure_company/expireTime')!),
    ).toMatchObject({
      id: '55',
      action: 'approve',
      valid_to: chinaToday(),
      refund: '1',
      opinion: '同意撤回',
    });
    expect(await panel.findByRole('img', { name: '状态：已同意' })).toBeInTheDocument();
    expect(panel.getByText('原路退款处理中')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: '已同意（1）' })).toBeInTheDocument();
    expect(await screen.findByText('暂无待处理的退保申请')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '同意退保' })).toBeNull());
  });

  it('同意退保 for a cancelled project proposes no refund', async () => {
    const panel = await openAt(
      surrender({
        ground: 'project_cancelled',
        ground_text: '项目取消',
        proof_file: '/uploads/2026/11/cancel.pdf',
      }),
    );
    fireEvent.click(panel.getByRole('button', { name: '同意退保' }));
    const dialog = await dialogNamed('同意退保');
    expect(dialog.getByRole('switch', { name: '退还保费' })).not.toBeChecked();
    fireEvent.click(dialog.getByRole('button', { name: '同意退保' }));
    fireEvent.click(
      (await dialogNamed('确认同意退保？')).getByRole('button', { name: '确认同意' }),
    );
    expect(await screen.findByText('已同意退保')).toBeInTheDocument();
    expect(lastSent(stub.seen, '/api/ensure_company/expireTime')!.get('refund')).toBe('0');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '同意退保' })).toBeNull());
  });

  it('puts the server’s field errors on their fields and keeps the form open', async () => {
    actionReply = {
      status: 400,
      code: 0,
      msg: '保函终止日期不能晚于保函有效期',
      data: { fields: { valid_to: '保函终止日期不能晚于保函有效期' } },
    };
    const panel = await openAt(surrender({ id: 57 }));
    fireEvent.click(panel.getByRole('button', { name: '同意退保' }));
    const dialog = await dialogNamed('同意退保');
    fireEvent.click(dialog.getByRole('button', { name: '同意退保' }));
    fireEvent.click(
      (await dialogNamed('确认同意退保？')).getByRole('button', { name: '确认同意' }),
    );
    const error = await dialog.findByText('保函终止日期不能晚于保函有效期');
    expect(error.closest('.arco-form-item')).toHaveTextContent('保函终止日期');
    expect(screen.getByRole('dialog', { name: '同意退保' })).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('拒绝 needs an opinion of 2+ characters and a confirmation', async () => {
    const panel = await openAt(surrender({ id: 58 }));
    fireEvent.click(panel.getByRole('button', { name: '拒绝' }));
    const dialog = await dialogNamed('拒绝退保');
    fireEvent.click(dialog.getByRole('button', { name: '拒绝退保' }));
    expect(await dialog.findByText('请填写处理意见（至少 2 个字）')).toBeInTheDocument();
    fireEvent.change(dialog.getByPlaceholderText('请填写处理意见'), {
      target: { value: '投标截止已过，不符合撤回条件' },
    });
    fireEvent.click(dialog.getByRole('button', { name: '拒绝退保' }));
    fireEvent.click(
      (await dialogNamed('确认拒绝该退保申请？')).getByRole('button', { name: '确认拒绝' }),
    );
    expect(await screen.findByText('已拒绝该退保申请')).toBeInTheDocument();
    expect(
      Object.fromEntries(lastSent(stub.seen, '/api/ensure_company/expireTime')!),
    ).toMatchObject({ id: '58', action: 'refuse', opinion: '投标截止已过，不符合撤回条件' });
    expect(await panel.findByRole('img', { name: '状态：已拒绝' })).toBeInTheDocument();
    expect(panel.getByText('投标截止已过，不符合撤回条件')).toBeInTheDocument();
    expect(panel.getByText('当前状态下没有可执行的操作')).toBeInTheDocument();
  });

  it('asks to refresh when another desk decided first (409)', async () => {
    actionReply = { status: 409, code: 0, msg: '该退保申请已被处理，请刷新后重试' };
    const panel = await openAt(surrender({ id: 59 }));
    fireEvent.click(panel.getByRole('button', { name: '同意退保' }));
    fireEvent.click((await dialogNamed('同意退保')).getByRole('button', { name: '同意退保' }));
    fireEvent.click(
      (await dialogNamed('确认同意退保？')).getByRole('button', { name: '确认同意' }),
    );
    const prompt = await dialogNamed('退保申请状态已变更');
    expect(prompt.getByText('该退保申请已被处理，请刷新后重试')).toBeInTheDocument();
    store.set(
      59,
      surrender({
        id: 59,
        status: 2,
        status_text: '已拒绝',
        opinion: '材料不全',
        handler_name: '李四',
        handle_time: 1_764_100_000,
        actions: [],
      }),
    );
    fireEvent.click(prompt.getByRole('button', { name: '刷新' }));
    expect(await panel.findByText('材料不全')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: '同意退保' })).toBeNull();
  });

  describe('at phone width (375 px)', () => {
    const realWidth = window.innerWidth;
    beforeEach(() =>
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 }),
    );
    afterEach(() =>
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: realWidth }),
    );

    it('shows each request as a card', async () => {
      store.set(51, surrender());
      await renderAt(LETTER_DESKS.surrender.path);
      const list = await screen.findByRole('list', { name: '待处理退保申请' });
      expect(screen.queryByRole('table')).toBeNull();
      const card = within(within(list).getAllByRole('listitem')[0]!);
      expect(card.getByText('退保理由').tagName).toBe('DT');
      expect(card.getByRole('link', { name: '查看退保申请 TB20261125000001' })).toBeInTheDocument();
    });
  });
});
