// /verify through the real transport against a local HTTP server: genuine & valid (with the link
// to the letter's PDF), voided (no link), not found, and the letter number prefilled from the QR
// code's ?letter_no=.
import { clearToken } from '@bht/auth-guard';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderAt, startOrderStub, type OrderStub } from '../orders/test-kit';

const valid = {
  letter_no: 'XD-2026-000001',
  letter_type_text: '纸质投标保函',
  genuine: true,
  valid: true,
  status_text: '有效',
  ensure_company_name: '信达融资担保有限公司',
  project_name: '南京市江北新区污水管网改造工程',
  amount: '800000.00',
  valid_from: '2026-11-23',
  valid_to: '2027-03-01',
  letter_url: '/uploads/letters/2026/11/letter.pdf?expires=1800000000&sig=abc',
};
const verdicts: Record<string, unknown> = {
  'XD-2026-000001': valid,
  'XD-2026-000002': {
    ...valid,
    letter_no: 'XD-2026-000002',
    valid: false,
    status_text: '已作废',
    letter_url: null,
  },
};
let stub: OrderStub;

beforeAll(async () => {
  stub = await startOrderStub({
    '/api/letter/verify': (body) => {
      const letterNo = new URLSearchParams(body).get('letter_no') ?? '';
      return {
        data: verdicts[letterNo] ?? {
          letter_no: letterNo,
          genuine: false,
          valid: false,
          status_text: '未查到该保函编号，请核对后重试',
          ensure_company_name: '',
          project_name: '',
          amount: '0.00',
          valid_from: null,
          valid_to: null,
          letter_url: null,
        },
      };
    },
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  clearToken(); // a public page: the visitor is not logged in
  stub.seen.length = 0;
});

async function renderVerify(url = '/verify') {
  const { default: Page } = await import('./verify-page');
  return renderAt(url, <Page title="保函查验" />, { session: false });
}

describe('VerifyPage', () => {
  it('checks the number the QR code put in the URL at once and shows a valid letter', async () => {
    await renderVerify('/verify?letter_no=XD-2026-000001');
    expect(await screen.findByText('保函真实有效')).toBeInTheDocument();
    expect(screen.getByLabelText('保函编号')).toHaveValue('XD-2026-000001');
    expect(screen.getByText('信达融资担保有限公司')).toBeInTheDocument();
    expect(screen.getByText('纸质投标保函')).toBeInTheDocument();
    expect(screen.getByText('¥800,000.00')).toBeInTheDocument();
    expect(screen.getByText('2026-11-23 至 2027-03-01')).toBeInTheDocument();
    // The signed link as the server answered it, on the image host.
    expect(screen.getByRole('link', { name: '查看保函原件（PDF）' })).toHaveAttribute(
      'href',
      'https://img.example.com/uploads/letters/2026/11/letter.pdf?expires=1800000000&sig=abc',
    );
  });

  it('shows a voided letter as genuine but no longer valid', async () => {
    await renderVerify('/verify?letter_no=XD-2026-000002');
    expect(await screen.findByText('保函真实，当前已作废')).toBeInTheDocument();
    expect(screen.getByText('该保函由担保机构出具，但当前不具备担保效力。')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '查看保函原件（PDF）' })).toBeNull();
  });

  it('says an unknown number was not found, showing nothing but the answer', async () => {
    await renderVerify();
    fireEvent.change(screen.getByLabelText('保函编号'), { target: { value: ' XD-0000 ' } });
    fireEvent.click(screen.getByRole('button', { name: '查验' }));
    expect(await screen.findByText('未查到该保函')).toBeInTheDocument();
    expect(screen.getByText('未查到该保函编号，请核对后重试')).toBeInTheDocument();
    expect(screen.queryByText('担保机构')).toBeNull();
    expect(
      new URLSearchParams(stub.calls('/api/letter/verify')[0]!.split(' ').slice(2).join(' ')).get(
        'letter_no',
      ),
    ).toBe('XD-0000');
  });

  it('asks for a number before calling', async () => {
    await renderVerify();
    fireEvent.click(screen.getByRole('button', { name: '查验' }));
    expect(await screen.findByText('请输入保函编号')).toBeInTheDocument();
    await waitFor(() => expect(stub.calls('/api/letter/verify')).toHaveLength(0));
  });

  it('shows a refused call (e.g. too many checks) with 重试', async () => {
    stub.reply({ '/api/letter/verify': { status: 429, code: 0, msg: '查验过于频繁，请稍后再试' } });
    await renderVerify('/verify?letter_no=XD-2026-000001');
    expect(await screen.findByText('查验过于频繁，请稍后再试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
