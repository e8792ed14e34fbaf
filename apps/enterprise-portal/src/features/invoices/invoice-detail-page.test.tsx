// /invoice/voicedetail: the status stamp, the facts, the PDF once issued, the courier of a paper
// invoice, why a push failed, why it was voided (and a new request for the freed order).
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  invoice,
  paperInvoice,
  renderInvoicePage,
  user,
  whereNow,
  withApplyStub,
} from './test-kit';

const stub = withApplyStub(() => ({
  '/api/enterprise/getUserInfo': { data: user() },
  '/api/invoice/getDetail': { data: invoice(0) },
}));

const renderDetail = (url = '/invoice/voicedetail?id=31') =>
  renderInvoicePage(url, () => import('./invoice-detail-page'), '发票详情');

describe('/invoice/voicedetail', () => {
  it('shows a pending request with its 待开票 stamp and 修改, and no file yet', async () => {
    await renderDetail();
    expect(await screen.findByRole('img', { name: '状态：待开票' })).toBeInTheDocument();
    expect(stub.lastFields('/api/invoice/getDetail')).toMatchObject({ id: '31' });
    expect(screen.getByText('开具后显示')).toBeInTheDocument();
    expect(screen.getByText('finance@njjg.com')).toBeInTheDocument();
    expect(screen.getByText('91320100MA1XXXXX0X')).toBeInTheDocument();
    expect(screen.getByText('投标电子保函')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /下载发票/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '修改开票信息 BH202611230001' }));
    expect(await whereNow()).toHaveTextContent('/invoice/modify?id=31');
  });

  it('offers the issued invoice’s PDF through the image host', async () => {
    stub.reply({ '/api/invoice/getDetail': { data: invoice(1) } });
    await renderDetail();
    expect(await screen.findByRole('img', { name: '状态：已开票' })).toBeInTheDocument();
    expect(screen.getByText('24320000000012345678')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下载发票（PDF）' })).toHaveAttribute(
      'href',
      'https://img.example.com/uploads/2026/11/invoice-31.pdf?expires=1764000000&sig=abc',
    );
    expect(screen.queryByRole('button', { name: /修改/ })).toBeNull();
  });

  it('explains a failed push and still offers the PDF', async () => {
    stub.reply({ '/api/invoice/getDetail': { data: invoice(2) } });
    await renderDetail();
    expect(await screen.findByText('电子发票已开具，但发送到邮箱失败')).toBeInTheDocument();
    expect(screen.getByText(/收件邮箱不存在（550 mailbox unavailable）/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下载发票（PDF）' })).toBeInTheDocument();
  });

  it('shows where a paper invoice goes and its courier once mailed', async () => {
    stub.reply({
      '/api/invoice/getDetail': {
        data: paperInvoice(1, { courier_company: '顺丰速运', tracking_no: 'SF1234567890' }),
      },
    });
    await renderDetail();
    expect(await screen.findByText('寄送信息')).toBeInTheDocument();
    expect(screen.getByText('李明')).toBeInTheDocument();
    expect(screen.getByText('江苏省南京市江北新区 浦滨路 88 号 3 楼')).toBeInTheDocument();
    expect(screen.getByText('顺丰速运')).toBeInTheDocument();
    expect(screen.getByText('SF1234567890')).toBeInTheDocument();
    expect(screen.queryByText('接收邮箱')).toBeNull();
  });

  it('says a pending paper invoice’s courier comes once mailed', async () => {
    stub.reply({ '/api/invoice/getDetail': { data: paperInvoice(0) } });
    await renderDetail();
    expect(await screen.findByText('担保机构寄出后显示快递公司和单号')).toBeInTheDocument();
  });

  it('gives the void reason with the 已作废 stamp and offers a new request for the order', async () => {
    stub.reply({
      '/api/invoice/getDetail': {
        data: invoice(3, { file_url: '/uploads/2026/11/invoice-31.pdf' }),
      },
    });
    await renderDetail();
    expect(await screen.findByRole('img', { name: '状态：已作废' })).toBeInTheDocument();
    expect(screen.getByText(/作废原因：抬头填写错误，按企业要求作废/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /下载发票/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重新申请' }));
    expect(await whereNow()).toHaveTextContent('/invoice/askfor?order_sn=BH202611230001');
  });

  it('shows a failure in place with 重试, without a toast', async () => {
    stub.reply({ '/api/invoice/getDetail': { status: 404, code: 0, msg: '发票不存在' } });
    await renderDetail();
    expect(await screen.findByText('发票不存在')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(document.querySelector('.arco-message')).toBeNull();
  });

  it('asks for the invoice when the link has no id', async () => {
    await renderDetail('/invoice/voicedetail?id=abc');
    expect(await screen.findByText('未指定发票')).toBeInTheDocument();
    expect(stub.count('/api/invoice/getDetail')).toBe(0);
  });
});
