// /invoice/askfor and /invoice/modify: the order (with ?order_sn=) and its amount, kind, medium,
// the title from the book (the default first; a special invoice hints at missing bank data), the
// e-mail or an address of the book, the server's field errors, then the detail; a modify is
// prefilled from the request and offered only while 待开票.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  addresses,
  fieldError,
  invoice,
  orderOptions,
  paperInvoice,
  renderInvoicePage,
  titles,
  user,
  whereNow,
  withApplyStub,
} from './test-kit';

const stub = withApplyStub(() => ({
  '/api/enterprise/getUserInfo': { data: user() },
  '/api/invoice/getOrderOptions': { data: orderOptions },
  '/api/invoice/getTitleList': { data: titles },
  '/api/address/getList': { data: addresses },
  '/api/invoice/apply': { data: invoice(0, { id: 35 }) },
  '/api/invoice/modify': { data: invoice(0, { id: 31 }) },
  '/api/invoice/getDetail': { data: invoice(0) },
}));

const renderApply = (url = '/invoice/askfor') =>
  renderInvoicePage(url, () => import('./invoice-apply-page'), '申请开票');
const renderModify = (url = '/invoice/modify?id=31') =>
  renderInvoicePage(url, () => import('./invoice-modify-page'), '修改开票信息');

async function choose(label: string, option: string | RegExp) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('/invoice/askfor', () => {
  it('takes the order of ?order_sn= with its amount and the default title, and asks for an electronic invoice by e-mail', async () => {
    await renderApply('/invoice/askfor?order_sn=PB202611240002');
    expect(await screen.findByText('（实付保费扣除退款）')).toBeInTheDocument();
    expect(screen.getByText('¥750.00')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '发票抬头' })).toHaveTextContent(
        '南京建工集团有限公司（默认）',
      ),
    );
    expect(screen.getByText('纳税人识别号 91320100MA1XXXXX0X')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '管理抬头' })).toHaveAttribute(
      'href',
      '/invoice/management',
    );

    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(fieldError('接收邮箱')).toBe('请输入接收发票的邮箱'));
    expect(stub.count('/api/invoice/apply')).toBe(0);
    fireEvent.change(screen.getByLabelText('接收邮箱'), { target: { value: 'finance@njjg.com' } });
    fireEvent.change(screen.getByLabelText('备注'), { target: { value: '请注明项目名称' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await whereNow()).toHaveTextContent('/invoice/voicedetail?id=35');
    expect(stub.lastFields('/api/invoice/apply')).toMatchObject({
      order_sn: 'PB202611240002',
      kind: 'normal',
      medium: 'electronic',
      title_id: '3',
      email: 'finance@njjg.com',
      remark: '请注明项目名称',
    });
    expect(stub.lastFields('/api/invoice/apply')).not.toHaveProperty('address_id');
  });

  it('asks for a paper invoice to an address of the book, without an e-mail', async () => {
    await renderApply();
    await screen.findByRole('combobox', { name: '开票订单' });
    await choose('开票订单', /南京市江北新区市政道路改造工程/);
    expect(await screen.findByText('¥1,200.00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '纸质发票' }));
    const book = await screen.findByRole('radiogroup', { name: '收件地址' });
    expect(within(book).getByRole('radio', { name: /李明/ })).toBeChecked();
    fireEvent.click(within(book).getByRole('radio', { name: /赵芳/ }));
    expect(screen.queryByLabelText('接收邮箱')).toBeNull();
    expect(screen.getByRole('link', { name: '管理收件地址' })).toHaveAttribute(
      'href',
      '/invoice/adders',
    );
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await whereNow()).toHaveTextContent('/invoice/voicedetail?id=35');
    expect(stub.lastFields('/api/invoice/apply')).toMatchObject({
      order_sn: 'BH202611230001',
      medium: 'paper',
      address_id: '8',
      email: '',
    });
  });

  it('hints at a special invoice whose title lacks bank data and shows the server’s refusal on the title', async () => {
    stub.reply({
      '/api/invoice/apply': {
        status: 400,
        code: 0,
        msg: '增值税专用发票需要抬头的开户银行、银行账号、注册地址和注册电话',
        data: {
          fields: { title_id: '增值税专用发票需要抬头的开户银行、银行账号、注册地址和注册电话' },
        },
      },
    });
    await renderApply('/invoice/askfor?order_sn=BH202611230001');
    await screen.findByText('¥1,200.00');
    fireEvent.click(screen.getByRole('radio', { name: '增值税专用发票' }));
    await choose('发票抬头', '南京建工集团第二工程有限公司');
    expect(await screen.findByText(/「南京建工集团第二工程有限公司」尚未填全/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('接收邮箱'), { target: { value: 'finance@njjg.com' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(fieldError('发票抬头')).toBe(
        '增值税专用发票需要抬头的开户银行、银行账号、注册地址和注册电话',
      ),
    );
    expect(stub.lastFields('/api/invoice/apply')).toMatchObject({ kind: 'special', title_id: '4' });
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('shows a refusal no field takes (one invoice per order) under the form', async () => {
    stub.reply({
      '/api/invoice/apply': {
        status: 409,
        code: 0,
        msg: '该订单已有开票申请（编号 31，待开票），每个订单只能开一张发票',
        data: {
          fields: { order_sn: '该订单已有开票申请（编号 31，待开票），每个订单只能开一张发票' },
        },
      },
    });
    await renderApply('/invoice/askfor?order_sn=BH202611230001');
    await screen.findByText('¥1,200.00');
    fireEvent.change(screen.getByLabelText('接收邮箱'), { target: { value: 'finance@njjg.com' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(fieldError('开票订单')).toBe(
        '该订单已有开票申请（编号 31，待开票），每个订单只能开一张发票',
      ),
    );
  });

  it('says when the order of ?order_sn= cannot be invoiced', async () => {
    await renderApply('/invoice/askfor?order_sn=BH202611239999');
    expect(await screen.findByText(/订单 BH202611239999 暂不能申请开票/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '开票记录' })).toHaveAttribute(
      'href',
      '/invoice/index?keyword=BH202611239999',
    );
    expect(screen.getByRole('combobox', { name: '开票订单' })).not.toHaveTextContent(
      'BH202611239999',
    );
  });

  it('says when there is nothing to invoice and the title book is empty', async () => {
    stub.reply({
      '/api/invoice/getOrderOptions': { data: [] },
      '/api/invoice/getTitleList': { data: [] },
    });
    await renderApply();
    expect(
      await screen.findByText('暂无可开票的订单：订单支付后可申请开票，已申请的订单不再列出'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/抬头簿中还没有发票抬头/)).toBeInTheDocument();
  });
});

describe('/invoice/modify', () => {
  it('prefills the pending request (title and address found in the books) and saves it by id', async () => {
    stub.reply({
      '/api/invoice/getDetail': {
        data: paperInvoice(0, {
          kind: 'special',
          title: titles[0]!.title,
          receiver: { name: '赵芳', mobile: '13900000008', address: '江苏省苏州市 干将路 1 号' },
          remark: '原备注',
        }),
      },
    });
    await renderModify();
    expect(await screen.findByText('BH202611230001')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '增值税专用发票' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '纸质发票' })).toBeChecked();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: '发票抬头' })).toHaveTextContent(
        '南京建工集团有限公司',
      ),
    );
    const book = await screen.findByRole('radiogroup', { name: '收件地址' });
    await waitFor(() => expect(within(book).getByRole('radio', { name: /赵芳/ })).toBeChecked());
    expect(screen.getByLabelText('备注')).toHaveValue('原备注');
    expect(screen.queryByRole('combobox', { name: '开票订单' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: '电子发票' }));
    fireEvent.change(await screen.findByLabelText('接收邮箱'), {
      target: { value: 'new@njjg.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: '保存修改' }));
    expect(await whereNow()).toHaveTextContent('/invoice/voicedetail?id=31');
    const sent = stub.lastFields('/api/invoice/modify')!;
    expect(sent).toMatchObject({
      id: '31',
      kind: 'special',
      medium: 'electronic',
      title_id: '3',
      email: 'new@njjg.com',
      remark: '原备注',
    });
    expect(sent).not.toHaveProperty('order_sn');
  });

  it('is only offered while 待开票', async () => {
    stub.reply({ '/api/invoice/getDetail': { data: invoice(1) } });
    await renderModify();
    expect(await screen.findByText('该发票已开票，不能再修改')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存修改' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '查看发票详情' }));
    expect(await whereNow()).toHaveTextContent('/invoice/voicedetail?id=31');
  });

  it('asks for the invoice when the link has no id', async () => {
    await renderModify('/invoice/modify');
    expect(await screen.findByText('未指定发票')).toBeInTheDocument();
    expect(stub.count('/api/invoice/getDetail')).toBe(0);
  });
});

describe('/invoice/askfor on a phone', () => {
  it('stacks the labels above full-width fields', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    try {
      await renderApply();
      const form = (await screen.findByRole('combobox', { name: '开票订单' })).closest('form')!;
      expect(form).toHaveClass('arco-form-vertical');
      expect(form.querySelector('.arco-col-17')).toBeNull();
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
    }
  });
});
