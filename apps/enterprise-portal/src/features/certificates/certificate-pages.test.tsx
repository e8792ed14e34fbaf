// /certification, /certdetail and /upcertifi through the real transport against a local HTTP server.
import { startApiStub, type ApiStubServer } from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chinaToday } from '@bht/validators';
import { enterpriseUser, pointAtStub, renderPage } from '../../testing/enterprise-session';

let stub: ApiStubServer;
let list: Array<Record<string, unknown>> = [];

const isoInDays = (days: number) => chinaToday(new Date(Date.now() + days * 86_400_000));
const cert = (id: number, name: string, days: number, expired = false) => ({
  id,
  name,
  number: `JZ-${id}`,
  issuer: '江苏省住房和城乡建设厅',
  expire_date: isoInDays(days),
  expired,
  files: ['/uploads/2026/11/%E8%B5%84%E8%B4%A8.png', '/uploads/2026/11/scan.pdf'],
  create_time: 1_763_870_400,
});

beforeAll(async () => {
  stub = await startApiStub({
    '/api/enterprise/getUserInfo': { data: enterpriseUser() },
    '/api/Enterprise/getCertificateList': () => ({ data: list }),
    '/api/Enterprise/getCertificateDetail': (body) => {
      const found = list.find((c) => body.includes(`id=${c.id}&`) || body.endsWith(`id=${c.id}`));
      return found ? { data: found } : { status: 404, code: 0, msg: '证书不存在' };
    },
    '/api/Enterprise/deleteCertificate': { data: null },
    '/api/tools/uploadFile': {
      data: { url: '/uploads/2026/11/new.png', name: 'new.png', size: 3, mime: 'image/png' },
    },
    '/api/Enterprise/saveCertificate': (body) =>
      body.includes('number=JZ-1&') || body.includes('number=JZ-1')
        ? body.includes('id=2')
          ? {
              status: 409,
              code: 0,
              msg: '该证书编号已存在',
              data: { fields: { number: '该证书编号已存在' } },
            }
          : { data: cert(1, '建筑业企业资质证书', 400) }
        : { data: { ...cert(3, '安全生产许可证', 400), files: ['/uploads/2026/11/new.png'] } },
  });
  pointAtStub(stub.url);
});
afterAll(() => stub.close());
beforeEach(() => {
  list = [
    cert(1, '建筑业企业资质证书', 400),
    cert(2, '安全生产许可证', 10),
    cert(4, '质量管理体系认证', -3, true),
  ];
  stub.seen.length = 0;
});

describe('CertificateListPage', () => {
  it('flags expired and expiring certificates and deletes after confirmation', async () => {
    const { default: Page } = await import('./certificate-list-page');
    await renderPage('/certification', <Page title="资质证书" />);
    const expiring = (await screen.findByText('安全生产许可证')).closest('tr')!;
    expect(within(expiring).getByText('即将到期')).toBeInTheDocument();
    expect(
      within(screen.getByText('质量管理体系认证').closest('tr')!).getByText('已过期'),
    ).toBeInTheDocument();
    const valid = screen.getByText('建筑业企业资质证书').closest('tr')!;
    expect(within(valid).queryByText(/已过期|即将到期/)).toBeNull();
    fireEvent.click(within(expiring).getByRole('button', { name: '删除 安全生产许可证' }));
    expect(
      await screen.findByText('确定删除证书「安全生产许可证」吗？删除后不可恢复。'),
    ).toBeInTheDocument();
    list = list.filter((c) => c.id !== 2);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByText('安全生产许可证')).toBeNull());
    expect(stub.seen.includes('POST /api/Enterprise/deleteCertificate id=2')).toBe(true);
  });

  it('shows the empty state', async () => {
    list = [];
    const { default: Page } = await import('./certificate-list-page');
    await renderPage('/certification', <Page title="资质证书" />);
    expect(await screen.findByText('暂无资质证书，点击「上传资质证书」添加')).toBeInTheDocument();
  });
});

describe('CertificateDetailPage', () => {
  it('shows the fields and the files', async () => {
    const { default: Page } = await import('./certificate-detail-page');
    await renderPage('/certdetail?id=2', <Page title="证书详情" />);
    expect(await screen.findByText('JZ-2')).toBeInTheDocument();
    expect(screen.getByText('即将到期')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '资质.png 预览' })).toHaveAttribute(
      'src',
      'https://img.example.com/uploads/2026/11/%E8%B5%84%E8%B4%A8.png',
    );
    expect(screen.getByRole('link', { name: 'scan.pdf' })).toHaveAttribute(
      'href',
      'https://img.example.com/uploads/2026/11/scan.pdf',
    );
  });

  it('says so when the certificate does not exist', async () => {
    const { default: Page } = await import('./certificate-detail-page');
    await renderPage('/certdetail?id=99', <Page title="证书详情" />);
    expect(
      await screen.findByText('证书不存在或已删除', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});

describe('CertificateFormPage', () => {
  it('checks required fields', async () => {
    const { default: Page } = await import('./certificate-form-page');
    await renderPage('/upcertifi', <Page title="上传资质证书" />);
    fireEvent.click(await screen.findByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入证书名称')).toBeInTheDocument();
    expect(screen.getByText('请选择有效期')).toBeInTheDocument();
    expect(
      screen.getByText('请上传证书扫描件', {
        selector: '.arco-form-message *, .arco-form-message',
      }),
    ).toBeInTheDocument();
    expect(stub.seen.some((s) => s.includes('saveCertificate'))).toBe(false);
  });

  it('creates a certificate with an uploaded file and opens its detail', async () => {
    const { default: Page } = await import('./certificate-form-page');
    const { default: Detail } = await import('./certificate-detail-page');
    list = [...list, { ...cert(3, '安全生产许可证', 400), files: ['/uploads/2026/11/new.png'] }];
    await renderPage('/upcertifi', <Page title="上传资质证书" />, {
      '/certdetail': <Detail title="证书详情" />,
    });
    fireEvent.change(await screen.findByLabelText('证书名称'), {
      target: { value: '安全生产许可证' },
    });
    fireEvent.change(screen.getByLabelText('证书编号'), { target: { value: 'JZ-3' } });
    fireEvent.change(screen.getByLabelText('发证机关'), {
      target: { value: '江苏省住房和城乡建设厅' },
    });
    fireEvent.change(screen.getByLabelText('有效期至'), { target: { value: '2030-12-31' } });
    fireEvent.change(screen.getByLabelText('上传证书扫描件'), {
      target: { files: [new File(['png'], 'new.png', { type: 'image/png' })] },
    });
    expect(await screen.findByRole('img', { name: 'new.png 预览' })).toHaveAttribute(
      'src',
      'https://img.example.com/uploads/2026/11/new.png',
    );
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('JZ-3')).toBeInTheDocument();
    const sent = stub.seen.find((s) => s.startsWith('POST /api/Enterprise/saveCertificate'))!;
    expect(sent).toContain('expire_date=2030-12-31');
    expect(sent).toContain(`files=${encodeURIComponent('/uploads/2026/11/new.png')}`);
    expect(sent).not.toMatch(/(^| |&)id=/);
  });

  it('edits a certificate and shows the server error on the number field', async () => {
    const { default: Page } = await import('./certificate-form-page');
    await renderPage('/upcertifi?id=2', <Page title="上传资质证书" />);
    const number = await screen.findByLabelText('证书编号');
    expect(number).toHaveValue('JZ-2');
    expect(screen.getByText('资质.png')).toBeInTheDocument();
    fireEvent.change(number, { target: { value: 'JZ-1' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(
      await screen.findByText('该证书编号已存在', {
        selector: '.arco-form-message *, .arco-form-message',
      }),
    ).toBeInTheDocument();
    const sent = stub.seen.find((s) => s.startsWith('POST /api/Enterprise/saveCertificate'))!;
    expect(sent).toContain('id=2');
    expect(sent).toContain(
      `files=${encodeURIComponent('/uploads/2026/11/%E8%B5%84%E8%B4%A8.png,/uploads/2026/11/scan.pdf')}`,
    );
  });
});
