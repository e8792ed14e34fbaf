// The company authentication wizard (/formone … /formfive) through the real transport against a
// local HTTP server: server field errors on their fields, the seal step submitting after a
// confirmation, the result page with the operator's opinion and 重新认证.
import { startApiStub, type ApiStubServer } from '@bht/vitest-config/api-stub-server';
import { closeOverlays } from '@bht/vitest-config/close-overlays';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyInfo, pointAtStub, renderPage } from '../auth/testing';

const files = (name: string) => `/uploads/2026/11/${name}?expires=1900000000&sig=${'s'.repeat(43)}`;

function draft(overrides: Record<string, unknown> = {}) {
  return {
    company_id: 1,
    company_name: '信达融资担保有限公司',
    auth_status: 0,
    status_text: '未提交',
    steps_done: ['basic', 'identity', 'qualifications'],
    basic: {
      name: '信达融资担保有限公司',
      credit_code: '91320100700000000X',
      business_license: files('licence.png'),
      address: '南京市建邺区江东中路 1 号',
      contact: '王经理',
      tel: '025-84000000',
    },
    identity: {
      role: 'legal',
      legal_person: '张三',
      name: '张三',
      id_card: '11010519491231002X',
      mobile: '13912345678',
      id_card_front: files('front.png'),
      id_card_back: files('back.png'),
      authorization_letter: '',
    },
    qualifications: { licence_no: '苏0123456', licence: files('permit.pdf'), other_files: [] },
    seal: null,
    submitted_time: null,
    reviewed_time: null,
    opinion: null,
    actions: ['save', 'submit'],
    ...overrides,
  };
}

let stub: ApiStubServer;
let current = draft();

beforeAll(async () => {
  stub = await startApiStub({
    '/api/ensure_company/getInfo': { data: companyInfo() },
    '/api/ensure_company/getAuthDraft': () => ({ data: current }),
    '/api/tools/uploadFile': {
      data: { url: '/uploads/2026/11/seal.png', name: 'seal.png', size: 3, mime: 'image/png' },
    },
    '/api/ensure_company/saveAuthStep': (body) =>
      body.includes('credit_code=123')
        ? {
            status: 400,
            code: 0,
            msg: '统一社会信用代码校验不通过，请核对',
            data: { fields: { credit_code: '统一社会信用代码校验不通过，请核对' } },
          }
        : {
            data: (current = draft({
              steps_done: ['basic', 'identity', 'qualifications', 'seal'],
              seal: { seal_image: files('seal.png') },
            })),
          },
    '/api/ensure_company/submitAuth': () => ({
      data: (current = draft({
        auth_status: 1,
        status_text: '审核中',
        actions: [],
        steps_done: ['basic', 'identity', 'qualifications', 'seal'],
        seal: { seal_image: files('seal.png') },
        submitted_time: 1_763_870_400,
      })),
    }),
    '/api/ensure_company/resetAuth': () => {
      current = draft({ opinion: '营业执照已过期' });
      return { data: { auth_status: 0 } };
    },
  });
  pointAtStub(stub.url);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
  current = draft();
});
afterEach(closeOverlays);

describe('机构基本信息 (/formone)', () => {
  it('shows the saved step and puts the server’s field error on its field', async () => {
    const { default: Page } = await import('./basic-info-page');
    await renderPage('/formone', <Page title="机构认证 · 机构基本信息" />, {
      '/oneDuty': <p>法定代表人认证页</p>,
    });
    const code = await screen.findByLabelText('统一社会信用代码');
    expect(code).toHaveValue('91320100700000000X');
    fireEvent.change(code, { target: { value: '123456789012345678' } });
    fireEvent.click(screen.getByRole('button', { name: '保存并下一步' }));
    expect(await screen.findByText('统一社会信用代码校验不通过，请核对')).toBeInTheDocument();
    fireEvent.change(code, { target: { value: '91320100700000000X' } });
    fireEvent.click(screen.getByRole('button', { name: '保存并下一步' }));
    await waitFor(() =>
      expect(
        stub.seen.filter((s) => s.startsWith('POST /api/ensure_company/saveAuthStep')),
      ).toHaveLength(2),
    );
    expect(await screen.findByText('法定代表人认证页', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      stub.seen.some(
        (s) => s.startsWith('POST /api/ensure_company/saveAuthStep') && s.includes('step=basic'),
      ),
    ).toBe(true);
  });
});

describe('电子印章 (/formfour)', () => {
  it('saves the seal and submits the whole authentication only after the confirmation', async () => {
    const { default: Page } = await import('./seal-page');
    await renderPage('/formfour', <Page title="机构认证 · 电子印章" />, {
      '/formfive': <p>认证结果页</p>,
    });
    fireEvent.change(await screen.findByLabelText('上传印章'), {
      target: { files: [new File(['png'], 'seal.png', { type: 'image/png' })] },
    });
    expect(await screen.findByRole('img', { name: 'seal.png 预览' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '保存并提交认证' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/审核期间不能修改认证资料/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '确认提交' }));
    expect(await screen.findByText('认证结果页', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(stub.seen.some((s) => s.startsWith('POST /api/ensure_company/submitAuth'))).toBe(true);
  });

  it('shows a notice instead of the form while the authentication is under review', async () => {
    current = draft({ auth_status: 1, status_text: '审核中', actions: [] });
    const { default: Page } = await import('./seal-page');
    await renderPage('/formfour', <Page title="机构认证 · 电子印章" />);
    expect(await screen.findByText('机构认证审核中')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看认证结果' })).toHaveAttribute('href', '/formfive');
    expect(screen.queryByRole('button', { name: '保存并提交认证' })).toBeNull();
  });
});

describe('认证结果 (/formfive)', () => {
  it('shows the rejection with the operator’s opinion and restarts after the confirmation', async () => {
    current = draft({
      auth_status: -1,
      status_text: '已驳回',
      opinion: '营业执照已过期',
      actions: ['reset'],
      reviewed_time: 1_763_870_400,
      seal: { seal_image: files('seal.png') },
    });
    const { default: Page } = await import('./auth-result-page');
    await renderPage('/formfive', <Page title="机构认证 · 认证结果" />, {
      '/formone': <p>机构认证第一步</p>,
    });
    expect(await screen.findByText('营业执照已过期')).toBeInTheDocument();
    expect(screen.getByText('已驳回')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看营业执照' })).toHaveAttribute(
      'href',
      expect.stringContaining('/uploads/2026/11/licence.png?expires='),
    );
    fireEvent.click(screen.getByRole('button', { name: '重新认证' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '取消' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stub.seen.some((s) => s.includes('resetAuth'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '重新认证' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '重新认证' }),
    );
    await waitFor(() =>
      expect(stub.seen.some((s) => s.startsWith('POST /api/ensure_company/resetAuth'))).toBe(true),
    );
    expect(await screen.findByText('机构认证第一步', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(stub.seen.some((s) => s.startsWith('POST /api/ensure_company/resetAuth'))).toBe(true);
  });

  it('offers 继续填写 while not submitted', async () => {
    const { default: Page } = await import('./auth-result-page');
    await renderPage('/formfive', <Page title="机构认证 · 认证结果" />, {
      '/formfour': <p>电子印章页</p>,
    });
    fireEvent.click(await screen.findByRole('button', { name: '继续填写' }));
    expect(await screen.findByText('电子印章页')).toBeInTheDocument();
  });
});
