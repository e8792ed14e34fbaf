// /verify through the real transport against a local HTTP server: genuine & valid by number (the
// summary, no link) and by number + 查验码 (the link to the letter's PDF; the code in the POST body
// only), voided (no link), not found, the letter number prefilled from the QR code's ?letter_no=;
// 上传保函文件核验: a genuine file, a modified one, a file refused before and by the server. A 密文
// letter before bid opening says it is sealed; the file of an earlier letter of a number re-issued
// since says so and leads to the number check.
import { clearToken } from '@bht/auth-guard';
import { formatDateTime } from '@bht/validators';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StubReply } from '@bht/vitest-config/api-stub-server';
import { renderAt, startOrderStub, type OrderStub } from '../orders/test-kit';

const HOLDER_CODE = 'AB12CD';
const LINK = '/uploads/letters/2026/11/letter.pdf?expires=1800000000&sig=abc';
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
  letter_url: null,
};
const summary = (({ letter_url: _l, ...rest }) => rest)(valid);
const verdicts: Record<string, Record<string, unknown>> = {
  'XD-2026-000001': valid,
  'XD-2026-000002': {
    ...valid,
    letter_no: 'XD-2026-000002',
    valid: false,
    status_text: '已作废',
    letter_url: null,
  },
  // A 密文 letter before bid opening: its project sealed.
  'XD-2026-000003': {
    ...valid,
    letter_no: 'XD-2026-000003',
    project_name: '开标前保密',
    sealed_until_opening: true,
  },
};
let stub: OrderStub;
/** What /api/letter/verifyFile answers next. */
let fileReply: StubReply = { status: 500, code: 0, msg: '未设置' };

beforeAll(async () => {
  stub = await startOrderStub({
    // Before /api/letter/verify: the stub routes by path prefix.
    '/api/letter/verifyFile': () => fileReply,
    '/api/letter/verify': (body) => {
      const fields = new URLSearchParams(body);
      const letterNo = fields.get('letter_no') ?? '';
      if (fields.has('verify_code'))
        return fields.get('verify_code') === HOLDER_CODE
          ? { data: { ...verdicts[letterNo], letter_url: LINK } }
          : {
              status: 400,
              code: 0,
              msg: '保函编号或查验码不正确，请核对保函上印制的编号与 6 位查验码',
            };
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
  it('checks the number the QR code put in the URL at once: the summary, no file', async () => {
    await renderVerify('/verify?letter_no=XD-2026-000001');
    expect(await screen.findByText('保函真实有效')).toBeInTheDocument();
    expect(screen.getByLabelText('保函编号')).toHaveValue('XD-2026-000001');
    expect(screen.getByText('信达融资担保有限公司')).toBeInTheDocument();
    expect(screen.getByText('纸质投标保函')).toBeInTheDocument();
    expect(screen.getByText('¥800,000.00')).toBeInTheDocument();
    expect(screen.getByText('2026-11-23 至 2027-03-01')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '查看保函原件（PDF）' })).toBeNull();
    expect(
      screen.getByText('保函持有人填写保函上印制的查验码，可查看保函原件。'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/密文保函/)).toBeNull();
  });

  it('says a 密文 letter before bid opening is valid, its project sealed until then', async () => {
    await renderVerify('/verify?letter_no=XD-2026-000003');
    expect(await screen.findByText('保函真实有效')).toBeInTheDocument();
    expect(
      screen
        .getByText(
          '该保函为开标前出具的密文保函，保函有效；项目名称、标段、招标人等信息在开标前保密。',
        )
        .closest('[role="alert"]'),
    ).toHaveClass('arco-alert-info');
    // The project name reads 开标前保密, muted: not as if it were the project's.
    expect(screen.getByText('开标前保密')).toHaveStyle({ color: 'var(--color-text-3)' });
  });

  it('gives the holder (number + 查验码) the link to the PDF, the code in the body only', async () => {
    await renderVerify('/verify?letter_no=XD-2026-000001');
    await screen.findByText('保函真实有效');
    fireEvent.change(screen.getByLabelText('查验码（选填）'), { target: { value: 'ab12cd' } });
    fireEvent.click(screen.getByRole('button', { name: '查验' }));
    // The signed link as the server answered it, on the image host.
    expect(await screen.findByRole('link', { name: '查看保函原件（PDF）' })).toHaveAttribute(
      'href',
      `https://img.example.com${LINK}`,
    );
    // In the POST body, never in a URL.
    const [, path, ...body] = stub.calls('/api/letter/verify').at(-1)!.split(' ');
    expect(new URLSearchParams(body.join(' ')).get('verify_code')).toBe(HOLDER_CODE);
    expect(path).not.toContain(HOLDER_CODE);
  });

  it('shows a wrong code as the server words it, with no letter', async () => {
    await renderVerify();
    fireEvent.change(screen.getByLabelText('保函编号'), { target: { value: 'XD-2026-000001' } });
    fireEvent.change(screen.getByLabelText('查验码（选填）'), { target: { value: 'ZZZZZZ' } });
    fireEvent.click(screen.getByRole('button', { name: '查验' }));
    expect(
      await screen.findByText('保函编号或查验码不正确，请核对保函上印制的编号与 6 位查验码'),
    ).toBeInTheDocument();
    expect(screen.queryByText('信达融资担保有限公司')).toBeNull();
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

describe('上传保函文件核验', () => {
  const checked = {
    verdict: 'genuine',
    verdict_text: '本平台出具，文件未被修改',
    ours: true,
    unmodified: true,
    format: 'pdf',
    signature: 'valid',
    sha256: 'a1'.repeat(32),
    sm3: 'b2'.repeat(32),
    letter: summary,
  };
  const pick = (file: File) =>
    fireEvent.change(screen.getByLabelText('选择保函文件'), { target: { files: [file] } });
  const pdf = (name = '保函.pdf') =>
    new File(['%PDF-1.7 letter'], name, { type: 'application/pdf' });

  it('shows a genuine file: ✓, the letter it is, its status now and the digests', async () => {
    fileReply = { data: checked };
    await renderVerify('/verify?tab=file');
    expect(await screen.findByText(/支持 PDF、OFD，单个文件不超过 10MB/)).toBeInTheDocument();
    pick(pdf());
    const result = await screen.findByRole('region', { name: '核验结果' });
    expect(result).toHaveTextContent('✓ 本平台出具、文件未被修改');
    expect(result).toHaveTextContent('签名有效（本平台证书，签名后未被修改）');
    expect(result).toHaveTextContent('XD-2026-000001');
    expect(result).toHaveTextContent('信达融资担保有限公司');
    expect(result).toHaveTextContent('当前状态有效');
    expect(result).toHaveTextContent('a1'.repeat(32));
    // The file went as the multipart part `file`.
    expect(stub.calls('/api/letter/verifyFile')[0]).toContain('name="file"; filename=');
  });

  it('shows why a file fails: ✗ with the reason, the letter it names', async () => {
    fileReply = {
      data: {
        ...checked,
        verdict: 'modified',
        verdict_text: '文件在签名后被修改过，不是本平台出具的原件',
        ours: false,
        unmodified: false,
        signature: 'invalid',
      },
    };
    await renderVerify('/verify?tab=file');
    pick(pdf());
    const result = await screen.findByRole('region', { name: '核验结果' });
    expect(result).toHaveTextContent('✗ 核验未通过');
    expect(result).toHaveTextContent('文件在签名后被修改过，不是本平台出具的原件');
    expect(result).toHaveTextContent('签名无效：文件在签名后被修改过');
    expect(result).toHaveTextContent('XD-2026-000001');
  });

  it('shows the file of an earlier letter: genuine, replaced (why and when), and the number check for the current one', async () => {
    fileReply = {
      data: {
        ...checked,
        verdict_text:
          '本平台出具，文件未被修改。该文件为开标前出具的密文保函，开标后我方已以同一保函编号出具明文保函，两者为同一担保，保函当前状态以保函编号查验的结果为准',
        replaced: {
          sealed: true,
          because_text: '开标后出具明文保函',
          replaced_time: 1_764_900_000,
        },
      },
    };
    await renderVerify('/verify?tab=file');
    await screen.findByLabelText('选择保函文件');
    pick(pdf('密文保函.pdf'));
    const result = await screen.findByRole('region', { name: '核验结果' });
    expect(result).toHaveTextContent('✓ 本平台出具、文件未被修改');
    expect(result).toHaveTextContent(
      '该文件为开标前出具的密文保函，开标后我方已以同一保函编号出具明文保函',
    );
    expect(screen.getByRole('alert', { name: '早期版本' })).toHaveTextContent(
      `该文件为早期版本（开标后出具明文保函），替换时间 ${formatDateTime(1_764_900_000)}；当前版本请以保函编号查验结果为准`,
    );
    // To the number check of the same letter, which runs at once.
    fireEvent.click(screen.getByRole('link', { name: '按保函编号查验' }));
    expect(await screen.findByLabelText('保函编号')).toHaveValue('XD-2026-000001');
    await waitFor(() => expect(stub.calls('/api/letter/verify')).toHaveLength(1));
    const [, , ...body] = stub.calls('/api/letter/verify')[0]!.split(' ');
    expect(new URLSearchParams(body.join(' ')).get('letter_no')).toBe('XD-2026-000001');
  });

  it('says nothing of earlier versions for the current letter’s file', async () => {
    fileReply = { data: { ...checked, replaced: null } };
    await renderVerify('/verify?tab=file');
    pick(pdf());
    await screen.findByRole('region', { name: '核验结果' });
    expect(screen.queryByRole('alert', { name: '早期版本' })).toBeNull();
  });

  it('refuses another type before sending, and shows the server’s refusal', async () => {
    await renderVerify('/verify?tab=file');
    pick(new File(['text'], '保函.txt', { type: 'text/plain' }));
    expect(await screen.findByText('仅支持 pdf、ofd 格式')).toBeInTheDocument();
    expect(stub.calls('/api/letter/verifyFile')).toHaveLength(0);

    const refusal = '文件内容不是 PDF 或 OFD 文件，请上传本平台出具的保函文件（PDF、OFD）';
    fileReply = { status: 400, code: 0, msg: refusal, data: { fields: { file: refusal } } };
    pick(pdf('renamed.pdf'));
    expect(
      await screen.findByText(
        '文件内容不是 PDF 或 OFD 文件，请上传本平台出具的保函文件（PDF、OFD）',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '核验结果' })).toBeNull();
  });
});
