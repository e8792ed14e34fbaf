// /invoice/management (the title book) and /invoice/adders (the address book): list, add and edit
// in a modal with the server's field errors, 设为默认, delete after a confirmation.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addresses, renderInvoicePage, titles, user, withApplyStub } from './test-kit';

let titleBook = titles;
let addressBook = addresses;

const stub = withApplyStub(() => {
  titleBook = titles;
  addressBook = addresses;
  return {
    '/api/enterprise/getUserInfo': { data: user() },
    '/api/invoice/getTitleList': () => ({ data: titleBook }),
    '/api/invoice/addTitle': (body) =>
      new URLSearchParams(body).get('tax_no') === '91320100MA1XXXXX0X'
        ? {
            status: 409,
            code: 0,
            msg: '抬头簿中已有该纳税人识别号',
            data: { fields: { tax_no: '抬头簿中已有该纳税人识别号' } },
          }
        : {
            data: {
              ...titles[1]!,
              id: 5,
              title: '南京建工监理有限公司',
              tax_no: '91320100MA3ZZZZZ2Z',
            },
          },
    '/api/invoice/editTitle': { data: titles[1] },
    '/api/invoice/deleteTitle': { data: null },
    '/api/address/getList': () => ({ data: addressBook }),
    '/api/address/add': { data: { ...addresses[1]!, id: 9 } },
    '/api/address/edit': { data: addresses[1] },
    '/api/address/delete': { data: null },
  };
});

const renderTitles = () =>
  renderInvoicePage('/invoice/management', () => import('./invoice-titles-page'), '发票抬头管理');
const renderAddresses = () =>
  renderInvoicePage('/invoice/adders', () => import('./address-book-page'), '收件地址');

describe('/invoice/management', () => {
  it('lists the titles with the default marked and says which can only take ordinary invoices', async () => {
    await renderTitles();
    const first = (await screen.findByText('南京建工集团有限公司')).closest('tr')!;
    expect(within(first).getByText('默认')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /设为默认/ })).toBeNull();
    const second = screen.getByText('南京建工集团第二工程有限公司').closest('tr')!;
    expect(within(second).getByText('未填写（仅可开普通发票）')).toBeInTheDocument();
  });

  it('adds a title: the field rules, then the server’s field error, then saved', async () => {
    await renderTitles();
    await screen.findByText('南京建工集团有限公司');
    fireEvent.click(screen.getByRole('button', { name: '新增抬头' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入发票抬头')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('发票抬头'), {
      target: { value: '南京建工监理有限公司' },
    });
    fireEvent.change(within(dialog).getByLabelText('纳税人识别号'), {
      target: { value: '91320100MA1XXXXX0X' },
    });
    fireEvent.change(within(dialog).getByLabelText('银行账号'), { target: { value: '12ab' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(
      await within(dialog).findByText('请输入正确的银行账号（6-30 位数字）'),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('银行账号'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('抬头簿中已有该纳税人识别号')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('纳税人识别号'), {
      target: { value: '91320100MA3ZZZZZ2Z' },
    });
    titleBook = [
      ...titles,
      { ...titles[1]!, id: 5, title: '南京建工监理有限公司', tax_no: '91320100MA3ZZZZZ2Z' },
    ];
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('南京建工监理有限公司')).toBeInTheDocument();
    expect(stub.lastFields('/api/invoice/addTitle')).toMatchObject({
      title: '南京建工监理有限公司',
      tax_no: '91320100MA3ZZZZZ2Z',
      bank_account: '',
      is_default: '0',
    });
  });

  it('edits a title in the modal, prefilled', async () => {
    await renderTitles();
    fireEvent.click(
      await screen.findByRole('button', { name: '编辑 南京建工集团第二工程有限公司' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('纳税人识别号')).toHaveValue('91320100MA2YYYYY1Y');
    fireEvent.change(within(dialog).getByLabelText('开户银行'), {
      target: { value: '南京银行江北支行' },
    });
    fireEvent.change(within(dialog).getByLabelText('银行账号'), {
      target: { value: '0101200000001234' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(stub.lastFields('/api/invoice/editTitle')).toMatchObject({
        id: '4',
        title: '南京建工集团第二工程有限公司',
        bank_name: '南京银行江北支行',
        bank_account: '0101200000001234',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('makes a title the default and deletes one only after confirming', async () => {
    await renderTitles();
    fireEvent.click(
      await screen.findByRole('button', { name: '设为默认 南京建工集团第二工程有限公司' }),
    );
    await waitFor(() =>
      expect(stub.lastFields('/api/invoice/editTitle')).toMatchObject({
        id: '4',
        is_default: '1',
        tax_no: '91320100MA2YYYYY1Y',
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: '删除 南京建工集团第二工程有限公司' }));
    expect(
      await screen.findByText(/确定删除抬头「南京建工集团第二工程有限公司」吗/),
    ).toBeInTheDocument();
    expect(stub.count('/api/invoice/deleteTitle')).toBe(0);
    titleBook = [titles[0]!];
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByText('南京建工集团第二工程有限公司')).toBeNull());
    expect(stub.lastFields('/api/invoice/deleteTitle')).toMatchObject({ id: '4' });
  });

  it('says when the book is empty', async () => {
    titleBook = [];
    await renderTitles();
    expect(await screen.findByText('暂无发票抬头，点击「新增抬头」添加')).toBeInTheDocument();
  });
});

describe('/invoice/adders', () => {
  it('lists the addresses, adds one in the paper modal and edits one prefilled', async () => {
    await renderAddresses();
    const first = (await screen.findByText('李明')).closest('tr')!;
    expect(within(first).getByText('江苏省南京市江北新区 浦滨路 88 号 3 楼')).toBeInTheDocument();
    expect(within(first).getByText('默认')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '新增地址' }));
    let dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('收件人'), { target: { value: '孙丽' } });
    fireEvent.change(within(dialog).getByLabelText('联系电话'), {
      target: { value: '13900000009' },
    });
    fireEvent.change(within(dialog).getByLabelText('所在地区'), {
      target: { value: '江苏省无锡市' },
    });
    fireEvent.change(within(dialog).getByLabelText('详细地址'), {
      target: { value: '人民中路 100 号' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(stub.lastFields('/api/address/add')).toMatchObject({
        name: '孙丽',
        mobile: '13900000009',
        region: '江苏省无锡市',
        address: '人民中路 100 号',
        is_default: '0',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: '编辑 赵芳 江苏省苏州市干将路 1 号' }));
    dialog = await screen.findByRole('dialog', { name: '编辑地址' });
    expect(within(dialog).getByLabelText('收件人')).toHaveValue('赵芳');
    fireEvent.change(within(dialog).getByLabelText('详细地址'), {
      target: { value: '干将路 2 号' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(stub.lastFields('/api/address/edit')).toMatchObject({
        id: '8',
        name: '赵芳',
        address: '干将路 2 号',
      }),
    );
  });

  it('shows the server’s field error in the modal', async () => {
    stub.reply({
      '/api/address/edit': {
        status: 400,
        code: 0,
        msg: '请输入正确的手机号',
        data: { fields: { mobile: '请输入正确的手机号' } },
      },
    });
    await renderAddresses();
    fireEvent.click(
      await screen.findByRole('button', { name: '编辑 赵芳 江苏省苏州市干将路 1 号' }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请输入正确的手机号')).toBeInTheDocument();
  });

  it('makes an address the default and deletes one only after confirming', async () => {
    await renderAddresses();
    fireEvent.click(
      await screen.findByRole('button', { name: '设为默认 赵芳 江苏省苏州市干将路 1 号' }),
    );
    await waitFor(() =>
      expect(stub.lastFields('/api/address/edit')).toMatchObject({
        id: '8',
        is_default: '1',
        name: '赵芳',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: '删除 赵芳 江苏省苏州市干将路 1 号' }));
    expect(
      await screen.findByText(/确定删除地址「赵芳 江苏省苏州市干将路 1 号」吗/),
    ).toBeInTheDocument();
    expect(stub.count('/api/address/delete')).toBe(0);
    addressBook = [addresses[0]!];
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByText('赵芳')).toBeNull());
    expect(stub.lastFields('/api/address/delete')).toMatchObject({ id: '8' });
  });

  it('stops adding at the book’s limit', async () => {
    addressBook = Array.from({ length: 20 }, (_, i) => ({
      ...addresses[1]!,
      id: 100 + i,
      name: `收件人${i}`,
      is_default: i === 0 ? 1 : 0,
    }));
    await renderAddresses();
    expect(
      await screen.findByText('最多保存 20 个收件地址，请先删除不用的地址再新增。'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增地址' })).toBeDisabled();
  });
});

describe('the books on a phone', () => {
  it('shows each entry as a card with its actions', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    try {
      await renderTitles();
      const cards = await screen.findByRole('list', { name: '发票抬头管理' });
      expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
      expect(screen.queryByRole('table')).toBeNull();
      expect(
        within(cards).getByRole('button', { name: '删除 南京建工集团第二工程有限公司' }),
      ).toBeInTheDocument();
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
    }
  });
});
