// /ordermang/claim 理赔 through the real transport against a local HTTP server: claims by status tab
// with counts, the drawer's facts and statements, 受理 (optional opinion) and 驳回 with their
// confirmations, 登记赔付 (amount ceiling, voucher upload, opinion, payload), the 已驳回 stamp, 登记纸质索赔, field errors, a 409
// asking to refresh, the empty state and phone cards.
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
import type { Claim } from './claim-queries';
import { LETTER_DESKS } from '../letter-management/letter-paths';
import { claim } from '../letter-management/testing';

let stub: ApiStubServer;
let store: Map<number, Claim>;
let actionReply: StubReply | null;

const STATUS_TEXT = ['待受理', '已受理', '已赔付', '已驳回'] as const;
const target = (body: string) => store.get(Number(new URLSearchParams(body).get('id')))!;
const moved = (current: Claim, status: Claim['status'], patch: Partial<Claim> = {}) => {
  const next: Claim = {
    ...current,
    status,
    status_text: STATUS_TEXT[status],
    handle_time: 1_764_200_000,
    ...patch,
  };
  store.set(current.id, next);
  return { data: next };
};

function listPage(body: string): StubReply {
  const sent = new URLSearchParams(body);
  const all = [...store.values()];
  const list = all.filter((c) => c.status === Number(sent.get('status')));
  const counts = Object.fromEntries(
    [0, 1, 2, 3].map((s) => [String(s), all.filter((c) => c.status === s).length]),
  );
  return { data: { list, total: list.length, page: 1, limit: 10, counts } };
}

beforeAll(async () => {
  stub = await startApiStub({
    '/api/ensure_company/getInfo': { data: companyInfo() },
    '/api/ensure_company/getClaimList': listPage,
    '/api/ensure_company/getClaimDetail': (body) => ({ data: target(body) }),
    '/api/ensure_company/getClaimLog': { data: [] },
    '/api/tools/uploadFile': {
      data: {
        url: '/uploads/2026/11/payout.pdf',
        name: 'payout.pdf',
        size: 8,
        mime: 'application/pdf',
      },
    },
    '/api/ensure_company/handleClaim': (body) => {
      if (actionReply) return actionReply;
      const sent = new URLSearchParams(body);
      return sent.get('action') === 'accept'
        ? moved(target(body), 1, { opinion: sent.get('opinion'), actions: ['pay', 'reject'] })
        : moved(target(body), 3, { opinion: sent.get('opinion'), actions: [] });
    },
    '/api/ensure_company/payClaim': (body) => {
      if (actionReply) return actionReply;
      const sent = new URLSearchParams(body);
      const current = target(body);
      const amount = Number(sent.get('amount')).toFixed(2);
      const remaining = (Number(current.remaining) - Number(amount)).toFixed(2);
      return moved(current, 2, {
        payout_amount: amount,
        payout_date: sent.get('paid_on'),
        payout_voucher: sent.get('voucher'),
        paid_out: amount,
        remaining,
        actions: [],
      });
    },
    '/api/ensure_company/addClaim': (body) => {
      if (actionReply) return actionReply;
      const sent = new URLSearchParams(body);
      const added = claim({
        id: 70,
        sn: 'LP20261127000009',
        source: 'paper',
        claimant: sent.get('claimant')!,
        amount: '5000.00',
        statements: [],
      });
      store.set(70, added);
      return { data: added };
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
const dialogNamed = async (name: string) => within(await screen.findByRole('dialog', { name }));

async function renderAt(path: string) {
  const { default: Page } = await import('./claim-desk-page');
  return renderPage(path, <Page title="理赔" />);
}

async function openAt(subject: Claim) {
  store.set(subject.id, subject);
  await renderAt(
    `${LETTER_DESKS.claim.path}?${subject.status ? `status=${subject.status}&` : ''}id=${subject.id}`,
  );
  const panel = within(await screen.findByRole('region', { name: '索赔详情' }));
  await screen.findByRole('link', { name: `查看索赔 ${subject.sn}` });
  // The app's query cache outlives a test: wait for this test's claim, not the last one's.
  await panel.findByRole('img', { name: `状态：${subject.status_text}` });
  await waitFor(() =>
    expect(panel.queryByText('当前状态下没有可执行的操作') === null).toBe(
      subject.actions.length > 0,
    ),
  );
  return panel;
}

describe('ClaimDeskPage', () => {
  it('lists 待受理 claims with the counts of every tab; tabs go to the server and the URL', async () => {
    store.set(61, claim());
    store.set(
      62,
      claim({ id: 62, sn: 'LP20261126000002', status: 3, status_text: '已驳回', actions: [] }),
    );
    const router = await renderAt(LETTER_DESKS.claim.path);
    expect(
      await screen.findByRole('link', { name: '查看索赔 LP20261126000001' }),
    ).toHaveTextContent('处理');
    expect(screen.getByText('¥300,000.00')).toBeInTheDocument();
    for (const name of ['待受理（1）', '已受理（0）', '已赔付（0）', '已驳回（1）'])
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    expect(lastSent(stub.seen, '/api/ensure_company/getClaimList')!.get('status')).toBe('0');
    fireEvent.click(screen.getByRole('tab', { name: '已赔付（0）' }));
    expect(await screen.findByText('暂无已赔付的索赔')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=2');
    expect(lastSent(stub.seen, '/api/ensure_company/getClaimList')!.get('status')).toBe('2');
  });

  it('shows the claim: claimant, contact, amount, bank account, attachments and the enterprise’s statements', async () => {
    const panel = await openAt(claim());
    for (const text of [
      '王科长 13800000002',
      '中标人无正当理由拒签合同',
      '中国银行南京江北支行',
      '6216600000000001',
      '受益人在线提交',
    ])
      expect(panel.getByText(text)).toBeInTheDocument();
    const attachment = within(panel.getByRole('list', { name: '附件' })).getByRole('link', {
      name: '拒签证明.pdf',
    });
    expect(attachment).toHaveAttribute(
      'href',
      expect.stringContaining('/uploads/2026/11/9b31f04c7e2a.pdf?expires=1&sig=a'),
    );
    expect(attachment).toHaveAttribute('download', '拒签证明.pdf');
    expect(
      within(panel.getByRole('list', { name: '书面说明' })).getByText(
        '我司已于 11 月 20 日提交合同签署意见',
      ),
    ).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'TBBH2026112300000001' })).toHaveAttribute(
      'href',
      '/ordermang/orderdetail?order_sn=BH20261123100000123456',
    );
    expect(panel.getByRole('button', { name: '受理' })).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: '登记赔付' })).toBeNull();
  });

  it('shows a trading platform’s attachments with their type before the name', async () => {
    const panel = await openAt(
      claim({
        id: 66,
        source: 'platform',
        attachments: [
          { url: 'https://jx.example/c.pdf', name: '索赔函.pdf', type: '索赔申请书' },
          { url: 'https://jx.example/d.pdf', name: '拒签证明.pdf', type: '违约事实证明' },
        ],
      }),
    );
    expect(panel.getByText('交易平台推送')).toBeInTheDocument();
    const files = within(panel.getByRole('list', { name: '附件' })).getAllByRole('listitem');
    expect(files.map((item) => item.textContent)).toEqual([
      '索赔申请书：索赔函.pdf',
      '违约事实证明：拒签证明.pdf',
    ]);
    expect(within(files[0]!).getByRole('link', { name: '索赔函.pdf' })).toHaveAttribute(
      'download',
      '索赔函.pdf',
    );
  });

  it('受理 with an optional opinion after a confirmation, then offers 登记赔付', async () => {
    const panel = await openAt(claim({ id: 65 }));
    fireEvent.click(panel.getByRole('button', { name: '受理' }));
    fireEvent.click((await dialogNamed('受理索赔')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(panel.getByRole('button', { name: '受理' }));
    const dialog = await dialogNamed('受理索赔');
    fireEvent.change(dialog.getByPlaceholderText('选填，投保企业可见，并记入处理记录'), {
      target: { value: '材料齐全，予以受理' },
    });
    fireEvent.click(dialog.getByRole('button', { name: '受理索赔' }));
    fireEvent.click(
      (await dialogNamed('确认受理该索赔？')).getByRole('button', { name: '确认受理' }),
    );
    expect(await screen.findByText('已受理该索赔')).toBeInTheDocument();
    expect(
      Object.fromEntries(lastSent(stub.seen, '/api/ensure_company/handleClaim')!),
    ).toMatchObject({ id: '65', action: 'accept', opinion: '材料齐全，予以受理' });
    expect(await panel.findByRole('button', { name: '登记赔付' })).toBeInTheDocument();
    expect(panel.getByText('材料齐全，予以受理')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: '已受理（1）' })).toBeInTheDocument();
  });

  it('驳回 needs an opinion and a confirmation, and stamps the claim 已驳回', async () => {
    const panel = await openAt(claim({ id: 66 }));
    fireEvent.click(panel.getByRole('button', { name: '驳回' }));
    const dialog = await dialogNamed('驳回索赔');
    fireEvent.click(dialog.getByRole('button', { name: '驳回索赔' }));
    expect(await dialog.findByText('请填写驳回意见（至少 2 个字）')).toBeInTheDocument();
    fireEvent.change(dialog.getByPlaceholderText('请填写驳回意见'), {
      target: { value: '索赔材料不足以证明违约' },
    });
    fireEvent.click(dialog.getByRole('button', { name: '驳回索赔' }));
    fireEvent.click(
      (await dialogNamed('确认驳回该索赔？')).getByRole('button', { name: '确认驳回' }),
    );
    expect(await screen.findByText('已驳回该索赔')).toBeInTheDocument();
    expect(
      Object.fromEntries(lastSent(stub.seen, '/api/ensure_company/handleClaim')!),
    ).toMatchObject({ id: '66', action: 'reject', opinion: '索赔材料不足以证明违约' });
    expect(await panel.findByRole('img', { name: '状态：已驳回' })).toBeInTheDocument();
    expect(panel.getByText('索赔材料不足以证明违约')).toBeInTheDocument();
  });

  it('登记赔付: at most the claim and what remains, a voucher, confirmed, then sent', async () => {
    const panel = await openAt(
      claim({
        id: 63,
        sn: 'LP20261126000003',
        status: 1,
        status_text: '已受理',
        paid_out: '600000.00',
        remaining: '200000.00',
        actions: ['pay', 'reject'],
      }),
    );
    fireEvent.click(panel.getByRole('button', { name: '登记赔付' }));
    const dialog = await dialogNamed('登记赔付');
    expect(dialog.getByLabelText('赔付金额')).toHaveValue('200000.00');
    expect(dialog.getByDisplayValue(chinaToday())).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText('赔付金额'), { target: { value: '250000' } });
    fireEvent.click(dialog.getByRole('button', { name: '登记赔付' }));
    expect(
      await dialog.findByText('赔付金额不能超过 ¥200,000.00（索赔金额与剩余担保金额的较小者）'),
    ).toBeInTheDocument();
    expect(dialog.getByText('请上传赔付凭证')).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText('赔付金额'), { target: { value: '200000' } });
    fireEvent.change(dialog.getByLabelText('上传赔付凭证'), {
      target: { files: [new File(['%PDF-1.7'], '凭证.pdf', { type: 'application/pdf' })] },
    });
    expect(await dialog.findByText('payout.pdf')).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText('处理意见'), { target: { value: '已按合同约定赔付' } });
    fireEvent.click(dialog.getByRole('button', { name: '登记赔付' }));
    const confirm = await dialogNamed('确认登记赔付？');
    expect(confirm.getByText('赔付后担保金额全部赔付完毕，保函将履约终止。')).toBeInTheDocument();
    fireEvent.click(confirm.getByRole('button', { name: '确认登记' }));
    expect(
      await screen.findByText('赔付已登记，担保金额已全部赔付，保函履约终止'),
    ).toBeInTheDocument();
    expect(Object.fromEntries(lastSent(stub.seen, '/api/ensure_company/payClaim')!)).toMatchObject({
      id: '63',
      amount: '200000',
      paid_on: chinaToday(),
      voucher: '/uploads/2026/11/payout.pdf',
      opinion: '已按合同约定赔付',
    });
    expect(await panel.findByRole('img', { name: '状态：已赔付' })).toBeInTheDocument();
    expect(panel.getByRole('link', { name: '查看赔付凭证' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '登记赔付' })).toBeNull());
  });

  it('puts the server’s field errors on the payout’s fields', async () => {
    actionReply = {
      status: 400,
      code: 0,
      msg: '赔付日期不能早于索赔提交日期',
      data: { fields: { paid_on: '赔付日期不能早于索赔提交日期' } },
    };
    const panel = await openAt(
      claim({
        id: 64,
        sn: 'LP20261126000004',
        status: 1,
        status_text: '已受理',
        actions: ['pay', 'reject'],
      }),
    );
    fireEvent.click(panel.getByRole('button', { name: '登记赔付' }));
    const dialog = await dialogNamed('登记赔付');
    fireEvent.change(dialog.getByLabelText('上传赔付凭证'), {
      target: { files: [new File(['%PDF-1.7'], '凭证.pdf', { type: 'application/pdf' })] },
    });
    await dialog.findByText('payout.pdf');
    fireEvent.click(dialog.getByRole('button', { name: '登记赔付' }));
    fireEvent.click(
      (await dialogNamed('确认登记赔付？')).getByRole('button', { name: '确认登记' }),
    );
    const error = await dialog.findByText('赔付日期不能早于索赔提交日期');
    expect(error.closest('.arco-form-item')).toHaveTextContent('赔付日期');
    fireEvent.click(dialog.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks to refresh when the claim changed meanwhile (409)', async () => {
    actionReply = { status: 409, code: 0, msg: '该索赔已被处理，请刷新后重试' };
    const panel = await openAt(claim({ id: 67 }));
    fireEvent.click(panel.getByRole('button', { name: '受理' }));
    fireEvent.click((await dialogNamed('受理索赔')).getByRole('button', { name: '受理索赔' }));
    fireEvent.click(
      (await dialogNamed('确认受理该索赔？')).getByRole('button', { name: '确认受理' }),
    );
    const prompt = await dialogNamed('理赔状态已变更');
    expect(prompt.getByText('该索赔已被处理，请刷新后重试')).toBeInTheDocument();
    store.set(
      67,
      claim({ id: 67, status: 3, status_text: '已驳回', opinion: '重复索赔', actions: [] }),
    );
    fireEvent.click(prompt.getByRole('button', { name: '刷新' }));
    expect(await panel.findByText('重复索赔')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: '受理' })).toBeNull();
  });

  it('登记纸质索赔: the contract’s rules first, then the claim with its attachments', async () => {
    await renderAt(LETTER_DESKS.claim.path);
    fireEvent.click(await screen.findByRole('button', { name: '登记纸质索赔' }));
    const dialog = await dialogNamed('登记纸质索赔');
    fireEvent.click(dialog.getByRole('button', { name: '登记索赔' }));
    expect(await dialog.findByText('请输入保函的订单号')).toBeInTheDocument();
    expect(called('/api/ensure_company/addClaim')).toBe(false);
    const fill = (label: string, value: string) =>
      fireEvent.change(dialog.getByLabelText(label), { target: { value } });
    fill('订单号', 'BH20261123100000123456');
    fill('索赔人', '南京江北新区建设局');
    fill('联系人', '王科长');
    fill('联系电话', '13800000002');
    fill('索赔金额', '5000');
    fill('索赔理由', '中标人放弃中标资格');
    fill('收款户名', '南京江北新区建设局');
    fill('开户银行', '中国银行南京江北支行');
    fill('收款账号', '6216600000000001');
    fireEvent.change(dialog.getByLabelText('上传索赔材料'), {
      target: { files: [new File(['%PDF-1.7'], '索赔函.pdf', { type: 'application/pdf' })] },
    });
    await dialog.findByText('payout.pdf');
    fireEvent.click(dialog.getByRole('button', { name: '登记索赔' }));
    expect(await screen.findByText('纸质索赔已登记，待受理')).toBeInTheDocument();
    expect(Object.fromEntries(lastSent(stub.seen, '/api/ensure_company/addClaim')!)).toMatchObject({
      order_sn: 'BH20261123100000123456',
      claimant: '南京江北新区建设局',
      contact_mobile: '13800000002',
      amount: '5000',
      bank_account_no: '6216600000000001',
      attachments: '/uploads/2026/11/payout.pdf',
    });
    expect(
      await screen.findByRole('link', { name: '查看索赔 LP20261127000009' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '登记纸质索赔' })).toBeNull());
  });

  it('puts the server’s field error on the paper claim’s order number', async () => {
    actionReply = {
      status: 400,
      code: 0,
      msg: '该保函已有进行中的索赔',
      data: { fields: { order_sn: '该保函已有进行中的索赔' } },
    };
    await renderAt(LETTER_DESKS.claim.path);
    fireEvent.click(await screen.findByRole('button', { name: '登记纸质索赔' }));
    const dialog = await dialogNamed('登记纸质索赔');
    const values: Record<string, string> = {
      订单号: 'BH20261123100000123456',
      索赔人: '南京江北新区建设局',
      联系人: '王科长',
      联系电话: '13800000002',
      索赔金额: '5000',
      索赔理由: '中标人放弃中标资格',
      收款户名: '南京江北新区建设局',
      开户银行: '中国银行',
      收款账号: '6216600000000001',
    };
    for (const [label, value] of Object.entries(values))
      fireEvent.change(dialog.getByLabelText(label), { target: { value } });
    fireEvent.click(dialog.getByRole('button', { name: '登记索赔' }));
    const error = await dialog.findByText('该保函已有进行中的索赔');
    expect(error.closest('.arco-form-item')).toHaveTextContent('订单号');
    fireEvent.click(dialog.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  describe('at phone width (375 px)', () => {
    const realWidth = window.innerWidth;
    beforeEach(() =>
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 }),
    );
    afterEach(() =>
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: realWidth }),
    );

    it('shows each claim as a card', async () => {
      store.set(61, claim());
      await renderAt(LETTER_DESKS.claim.path);
      const list = await screen.findByRole('list', { name: '待受理索赔' });
      expect(screen.queryByRole('table')).toBeNull();
      const card = within(within(list).getAllByRole('listitem')[0]!);
      expect(card.getByText('索赔金额').tagName).toBe('DT');
      expect(card.getByRole('link', { name: '查看索赔 LP20261126000001' })).toBeInTheDocument();
    });
  });
});
