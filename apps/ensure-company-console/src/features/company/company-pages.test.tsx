// /company/info and /company/edit through the real transport against a local HTTP server.
import { startApiStub, type ApiStubServer } from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyInfo, pointAtStub, renderPage } from '../auth/testing';

let stub: ApiStubServer;

beforeAll(async () => {
  stub = await startApiStub({
    '/api/ensure_company/getInfo': { data: companyInfo() },
    '/api/ensure_company/resetAuth': { data: { auth_status: 0 } },
    '/api/tools/uploadFile': {
      data: {
        url: '/uploads/2026/11/new-seal.png',
        name: 'new-seal.png',
        size: 3,
        mime: 'image/png',
      },
    },
    '/api/ensure_company/edit': (body) =>
      body.includes('tel=0000000&')
        ? {
            status: 400,
            code: 0,
            msg: '请输入正确的联系电话，如 025-84561234',
            data: { fields: { tel: '联系电话格式不正确' } },
          }
        : { data: companyInfo().company },
  });
  pointAtStub(stub.url);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
});

describe('CompanyInfoPage', () => {
  async function renderIt() {
    const { default: Page } = await import('./company-info-page');
    await renderPage('/company/info', <Page title="机构信息" />, {
      '/formone': <p>机构认证第一步</p>,
      '/company/edit': <p>编辑页</p>,
    });
    await screen.findByText('王经理');
  }

  it('shows every company field with the logo and seal previews', async () => {
    await renderIt();
    expect(screen.getByText('信达融资担保有限公司')).toBeInTheDocument();
    expect(screen.getByText('已认证')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '按保函类型设置（保费设置）' })).toHaveAttribute(
      'href',
      '/config/premium',
    );
    expect(screen.getByText('025-84000000')).toBeInTheDocument();
    expect(screen.getByText('专注工程保函二十年')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '电子印章' })).toHaveAttribute(
      'src',
      'https://img.example.com/uploads/seal.png',
    );
    expect(screen.getByRole('img', { name: '机构 Logo' })).toHaveAttribute(
      'src',
      'https://img.example.com/uploads/logo.png',
    );
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    expect(await screen.findByText('编辑页')).toBeInTheDocument();
  });

  it('restarts the authentication only after the confirmation', async () => {
    await renderIt();
    fireEvent.click(screen.getByRole('button', { name: '重新认证' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/认证状态将重置为「未认证」/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stub.seen.some((s) => s.includes('resetAuth'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '重新认证' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '确认重新认证' }),
    );
    expect(await screen.findByText('机构认证第一步')).toBeInTheDocument();
    expect(stub.seen.some((s) => s.startsWith('POST /api/ensure_company/resetAuth'))).toBe(true);
  });
});

describe('CompanyEditPage', () => {
  async function renderIt() {
    const { default: Page } = await import('./company-edit-page');
    await renderPage('/company/edit', <Page title="编辑机构信息" />, {
      '/company/info': <p>机构信息页</p>,
    });
    expect(await screen.findByLabelText('机构名称')).toHaveValue('信达融资担保有限公司');
  }

  it('saves the edited fields with a newly uploaded seal', async () => {
    await renderIt();
    fireEvent.change(screen.getByLabelText('联系人'), { target: { value: '李经理' } });
    fireEvent.click(screen.getByRole('button', { name: '删除 seal.png' }));
    fireEvent.click(
      within(screen.getByRole('group', { name: '确定删除 seal.png 吗？' })).getByRole('button', {
        name: '删除',
      }),
    );
    fireEvent.change(await screen.findByLabelText('上传印章'), {
      target: { files: [new File(['png'], 'new-seal.png', { type: 'image/png' })] },
    });
    expect(await screen.findByRole('img', { name: 'new-seal.png 预览' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('机构信息页', {}, { timeout: 3000 })).toBeInTheDocument();
    const sent = stub.seen.find((s) => s.startsWith('POST /api/ensure_company/edit'))!;
    expect(sent).toContain(`contact=${encodeURIComponent('李经理')}`);
    expect(sent).toContain(`logo=${encodeURIComponent('/uploads/logo.png')}`);
    expect(sent).toContain(`seal_image=${encodeURIComponent('/uploads/2026/11/new-seal.png')}`);
    expect(stub.seen.some((s) => s.includes('/api/tools/uploadFile') && s.includes('seal'))).toBe(
      true,
    );
  });

  it('checks the fields and shows the server error on the phone field', async () => {
    await renderIt();
    fireEvent.change(screen.getByLabelText('机构名称'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入机构名称')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('机构名称'), {
      target: { value: '信达融资担保有限公司' },
    });
    fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入正确的联系电话，如 025-84561234')).toBeInTheDocument();
    expect(stub.seen.some((s) => s.includes('/api/ensure_company/edit'))).toBe(false);
    fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '0000000' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('联系电话格式不正确')).toBeInTheDocument();
    expect(screen.queryByText('机构信息页')).toBeNull();
  });
});
