// /verify?tab=claim 申请理赔 through the real transport against a local HTTP server, logged out:
// number + code checked (the letter and what remains; a blocked letter's reason; a wrong code's
// answer under the form), the claim form (beneficiary by default, amount ≤ remaining, anonymous
// attachments, confirmation, the server's field errors) and the receipt with the claim number.
import type { StubReply } from '@bht/vitest-config/api-stub-server';
import { clearToken } from '@bht/auth-guard';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fieldError } from '../../testing/route-harness';
import { renderAt, startOrderStub, type OrderStub } from '../orders/test-kit';
import { closeOverlaysAfterTest } from '@bht/vitest-config/close-overlays';

// A confirmation left open by one test must not be the one the next test clicks.
afterEach(closeOverlaysAfterTest);

const letter = {
  letter_no: 'XD-2026-000001',
  letter_type_text: '投标电子保函',
  project_name: '南京市江北新区污水管网改造工程',
  ensure_company_name: '信达融资担保有限公司',
  beneficiary: '南京江北新区建设局',
  guaranteed_amount: '800000.00',
  remaining: '500000.00',
  valid_to: '2027-03-01',
  blocked: null,
};
let submitReply: StubReply | null;
let stub: OrderStub;

const fieldsOf = (line: string) =>
  Object.fromEntries(new URLSearchParams(line.split(' ').slice(2).join(' ')));

beforeAll(async () => {
  stub = await startOrderStub({
    '/api/claim/checkLetter': (body) => {
      const code = new URLSearchParams(body).get('verify_code');
      if (code === 'AB12CD') return { data: letter };
      if (code === 'OPEN01')
        return { data: { ...letter, blocked: '该保函已有处理中的索赔，请等待处理结果' } };
      return { status: 400, code: 0, msg: '保函编号或查验码不正确' };
    },
    '/api/tools/uploadFile': {
      data: {
        url: '/uploads/claims/notice.pdf',
        name: 'notice.pdf',
        size: 3,
        mime: 'application/pdf',
      },
    },
    '/api/claim/submit': () =>
      submitReply ?? {
        data: {
          sn: 'LP202612010001',
          letter_no: 'XD-2026-000001',
          amount: '300000.00',
          status_text: '待受理',
          create_time: 1_764_500_000,
        },
      },
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  clearToken(); // a public page: the beneficiary is not logged in
  submitReply = null;
  stub.seen.length = 0;
});
afterEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 }));

async function renderClaim(url = '/verify?tab=claim&letter_no=XD-2026-000001') {
  const { default: Page } = await import('./verify-page');
  return renderAt(url, <Page title="保函查验" />, { session: false });
}

async function checkLetter(code: string) {
  fireEvent.change(await screen.findByLabelText('查验码'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: '核对保函' }));
}

/** The confirmation just opened (Modal.confirm lives outside the rendered tree, so earlier tests' closed ones may linger). */
const confirmation = async () =>
  (await screen.findAllByRole('dialog', { name: '确认提交索赔' })).at(-1)!;

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/verify 申请理赔', () => {
  it('opens from the 申请理赔 tab, keeping the number from the QR code', async () => {
    const { default: Page } = await import('./verify-page');
    await renderAt('/verify?letter_no=XD-2026-000001', <Page title="保函查验" />, {
      session: false,
    });
    fireEvent.click(await screen.findByRole('tab', { name: '申请理赔' }));
    expect(await screen.findByLabelText('查验码')).toBeInTheDocument();
    expect(screen.getByLabelText('保函编号')).toHaveValue('XD-2026-000001');
    expect(screen.getByRole('navigation', { name: '理赔进度' })).toHaveTextContent(
      '第 1 步，共 3 步：核对保函',
    );
  });

  it('asks for the code before calling and shows a wrong code’s answer under the form', async () => {
    await renderClaim();
    fireEvent.click(await screen.findByRole('button', { name: '核对保函' }));
    await waitFor(() => expect(fieldError('查验码')).toBe('请输入保函上印制的 6 位查验码'));
    expect(stub.calls('/api/claim/checkLetter')).toHaveLength(0);
    await checkLetter('zz99zz');
    expect(await screen.findByText('保函编号或查验码不正确')).toBeInTheDocument();
    expect(fieldsOf(stub.calls('/api/claim/checkLetter')[0]!)).toEqual({
      letter_no: 'XD-2026-000001',
      verify_code: 'ZZ99ZZ',
    });
    expect(screen.queryByText('可索赔余额')).toBeNull();
  });

  it('shows why a blocked letter takes no claim, with no way on', async () => {
    await renderClaim();
    await checkLetter('OPEN01');
    expect(await screen.findByText('该保函当前不能申请理赔')).toBeInTheDocument();
    expect(screen.getByText('该保函已有处理中的索赔，请等待处理结果')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /填写索赔信息/ })).toBeNull();
  });

  it('checks the letter, takes the claim with an attachment after confirmation and shows the receipt', async () => {
    await renderClaim();
    await checkLetter('AB12CD');
    const facts = await screen.findByRole('region', { name: '保函信息' });
    expect(within(facts).getByText('¥500,000.00')).toBeInTheDocument();
    expect(within(facts).getByText('南京江北新区建设局')).toBeInTheDocument();
    fireEvent.click(within(facts).getByRole('button', { name: '下一步：填写索赔信息' }));

    expect(await screen.findByLabelText('索赔人')).toHaveValue('南京江北新区建设局');
    expect(screen.getByRole('navigation', { name: '理赔进度' })).toHaveTextContent(
      '第 2 步，共 3 步：填写索赔',
    );
    fill('联系人', '陈主任');
    fill('手机号', '13900000011');
    fill('索赔金额（元）', '600000');
    fill('索赔理由', '中标后无正当理由拒绝签订合同');
    fill('开户银行', '中国银行南京江北支行');
    fill('收款账号', '6216600000001234');
    fireEvent.click(screen.getByRole('button', { name: '提交索赔' }));
    await waitFor(() =>
      expect(fieldError('索赔金额（元）')).toBe('索赔金额不能超过可索赔余额 ¥500,000.00'),
    );
    fill('索赔金额（元）', '300000');
    fireEvent.change(screen.getByLabelText('上传附件'), {
      target: { files: [new File(['pdf'], 'notice.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByRole('button', { name: '删除 notice.pdf' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '提交索赔' }));
    const confirm = await confirmation();
    expect(confirm).toHaveTextContent('索赔金额 ¥300,000.00');
    expect(stub.calls('/api/claim/submit')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: '确认提交' }));

    expect(await screen.findByText('索赔已提交')).toBeInTheDocument();
    expect(screen.getByText('LP202612010001')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '理赔进度' })).toHaveTextContent(
      '第 3 步，共 3 步：提交完成',
    );
    const sent = stub.calls('/api/claim/submit')[0]!;
    expect(fieldsOf(sent)).toEqual({
      letter_no: 'XD-2026-000001',
      verify_code: 'AB12CD',
      claimant: '南京江北新区建设局',
      contact_name: '陈主任',
      contact_mobile: '13900000011',
      amount: '300000',
      reason: '中标后无正当理由拒绝签订合同',
      bank_account_name: '南京江北新区建设局',
      bank_name: '中国银行南京江北支行',
      bank_account_no: '6216600000001234',
      attachments: '/uploads/claims/notice.pdf',
    });
    // Anonymous all the way: no token on the upload or the claim.
    expect(stub.calls('/api/tools/uploadFile')[0]).not.toContain('name="token"');
  });

  it('puts the server’s field errors on the claim form', async () => {
    submitReply = {
      status: 400,
      code: 0,
      msg: '请核对收款账号',
      data: { fields: { bank_account_no: '收款账号与户名不符' } },
    };
    await renderClaim();
    await checkLetter('AB12CD');
    fireEvent.click(await screen.findByRole('button', { name: '下一步：填写索赔信息' }));
    fill('联系人', '陈主任');
    fill('手机号', '13900000011');
    fill('索赔金额（元）', '1000');
    fill('索赔理由', '中标后无正当理由拒绝签订合同');
    fill('开户银行', '中国银行南京江北支行');
    fill('收款账号', '6216600000001234');
    fireEvent.click(screen.getByRole('button', { name: '提交索赔' }));
    fireEvent.click(within(await confirmation()).getByRole('button', { name: '确认提交' }));
    await waitFor(() => expect(fieldError('收款账号')).toBe('收款账号与户名不符'));
    expect(screen.queryByText('索赔已提交')).toBeNull();
  });

  it('fits a phone: the steps name the current one in full, the form stacks its labels', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    await renderClaim();
    await checkLetter('AB12CD');
    fireEvent.click(await screen.findByRole('button', { name: '下一步：填写索赔信息' }));
    expect(await screen.findByLabelText('索赔人')).toBeInTheDocument();
    expect(
      screen.getByText('索赔人', { selector: 'label' }).closest('.arco-form-item'),
    ).toHaveClass('arco-form-layout-vertical');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
