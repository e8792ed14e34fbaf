// The paper wizard (/paper/paperform/*): each step calls the paper endpoints with the right
// fields — project, guarantors with the server's premium, the receiving address from the address
// book (新增地址 in place), paper_letter/add, the SMS-signed contract — and resumes an unsigned order.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  addresses,
  created,
  fieldError,
  offers,
  ORDER_SN,
  orderStatus,
  paperOrder,
  project,
  renderPaperPage,
  user,
  whereNow,
  withApplyStub,
} from './paper-test-kit';

const prepared = {
  data: {
    sign_id: 'paper-sign-1',
    contract_url: '/uploads/contracts/P1.pdf',
    digest: 'sha256:9f00',
    mobile: '138****0001',
    resend_in: 0,
  },
};
const noOrders = { data: { list: [], total: 0, page: 1, limit: 100, counts: {} } };

const stub = withApplyStub(() => ({
  '/api/enterprise/getUserInfo': { data: user() },
  '/api/paper_project/getDetail': { data: project },
  '/api/paper_letter/getList': noOrders,
  '/api/paper_letter/getEnsureCompany': { data: offers },
  '/api/address/getList': { data: addresses },
  '/api/paper_letter/add': created,
  '/api/paper_letter/getDetail': { data: paperOrder(0) },
  '/api/paper_letter/prepareSign': prepared,
  '/api/paper_letter/sendSignCode': { data: { sent: true, resend_in: 60 } },
  '/api/paper_letter/confirmSign': {
    data: {
      order_sn: ORDER_SN,
      status: 1,
      signed_contract_url: '/uploads/contracts/P1-signed.pdf',
    },
  },
  '/api/order/getOrderStatus': orderStatus(1, '待审核'),
}));

const twoUrl = `/paper/paperform/papertwo?id=${project.id}`;

describe('paper wizard', () => {
  it('paperone: shows the paper project and the enterprise, then goes to the guarantor step', async () => {
    await renderPaperPage(`/paper/paperform/paperone?id=${project.id}`, 'one', '确认项目');
    expect(await screen.findByText('南京示例建设有限公司')).toBeInTheDocument();
    expect(screen.getByText(project.name)).toBeInTheDocument();
    expect(stub.lastFields('/api/paper_project/getDetail')).toMatchObject({
      id: String(project.id),
    });
    expect(stub.count('/api/project/getDetail')).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: '下一步：选择担保机构' }));
    expect(await whereNow()).toHaveTextContent(twoUrl);
  });

  it('papermin-one: an unsigned paper application for the project is continued, not applied again', async () => {
    stub.reply({
      '/api/paper_letter/getList': { data: { ...noOrders.data, list: [paperOrder(0)], total: 1 } },
    });
    await renderPaperPage(`/paper/paperform/papermin-one?id=${project.id}`, 'minOne', '确认项目');
    expect(await screen.findByText('您有一笔未完成的申请')).toBeInTheDocument();
    expect(stub.lastFields('/api/paper_letter/getList')).toMatchObject({ status: '0' });
    expect(screen.queryByRole('button', { name: '下一步：选择担保机构' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '继续办理' }));
    expect(await whereNow()).toHaveTextContent(`/paper/paperform/paperthree?order_sn=${ORDER_SN}`);
  });

  it('papertwo: the server premium, the default address chosen, paper_letter/add with the address, then the contract', async () => {
    await renderPaperPage(twoUrl, 'two', '选择担保机构');
    const card = (await screen.findByRole('radio', { name: /江苏信达/ })).closest('label')!;
    expect(within(card).getByText('¥7,500.00')).toBeInTheDocument();
    expect(stub.lastFields('/api/paper_letter/getEnsureCompany')).toMatchObject({
      project_id: String(project.id),
    });
    expect(stub.lastFields('/api/paper_letter/getEnsureCompany')).not.toHaveProperty('type_id');
    expect(screen.queryByRole('combobox', { name: '担保机构类型' })).toBeNull();
    expect(await screen.findByRole('radio', { name: /李明/ })).toBeChecked();
    fireEvent.click(card);
    fireEvent.click(screen.getByRole('radio', { name: /赵芳/ }));
    fireEvent.click(screen.getByRole('button', { name: '下一步：签署合同' }));
    expect(await whereNow()).toHaveTextContent(`/paper/paperform/paperthree?order_sn=${ORDER_SN}`);
    expect(stub.lastFields('/api/paper_letter/add')).toMatchObject({
      project_id: String(project.id),
      ensure_company_id: '1',
      receiver_address_id: '8',
      contact_name: '王建国',
      contact_mobile: '13800000001',
    });
    expect(stub.count('/api/Letter/add')).toBe(0);
  });

  it('papermin-two: without an address the field says so in Chinese and nothing is sent', async () => {
    stub.reply({ '/api/address/getList': { data: [] } });
    await renderPaperPage(
      `/paper/paperform/papermin-two?id=${project.id}`,
      'minTwo',
      '选择担保机构',
    );
    fireEvent.click(await screen.findByRole('radio', { name: /江苏信达/ }));
    expect(await screen.findByText('地址簿中还没有收件地址，请新增')).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('11 位手机号'), { target: { value: '1380000' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步：签署合同' }));
    await waitFor(() => expect(fieldError('收件地址')).toBe('请选择收件地址'));
    expect(fieldError('联系手机')).toBe('请输入正确的手机号');
    expect(stub.count('/api/paper_letter/add')).toBe(0);
  });

  it('新增地址: field rules in Chinese, then /api/address/add and the new address is chosen', async () => {
    const added = {
      id: 9,
      name: '孙强',
      mobile: '13700000009',
      region: '江苏省无锡市',
      address: '人民中路 10 号',
      is_default: 0,
    };
    stub.reply({ '/api/address/add': { data: added } });
    await renderPaperPage(twoUrl, 'two', '选择担保机构');
    fireEvent.click(await screen.findByRole('button', { name: '新增地址' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByPlaceholderText('11 位手机号'), {
      target: { value: '123' },
    });
    fireEvent.change(within(dialog).getByPlaceholderText('街道、门牌号、楼层等'), {
      target: { value: '人民' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(fieldError('收件人')).toBe('请输入收件人姓名'));
    expect(fieldError('详细地址')).toBe('请输入详细地址（至少 5 个字）');
    expect(fieldError('联系电话')).toMatch(/手机号/);
    expect(stub.count('/api/address/add')).toBe(0);

    fireEvent.change(within(dialog).getByPlaceholderText('收件人姓名'), {
      target: { value: '孙强' },
    });
    fireEvent.change(within(dialog).getByPlaceholderText('11 位手机号'), {
      target: { value: '13700000009' },
    });
    fireEvent.change(within(dialog).getByPlaceholderText(/省 \/ 市 \/ 区/), {
      target: { value: '江苏省无锡市' },
    });
    fireEvent.change(within(dialog).getByPlaceholderText('街道、门牌号、楼层等'), {
      target: { value: '人民中路 10 号' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('radio', { name: /孙强/ })).toBeChecked();
    expect(stub.lastFields('/api/address/add')).toMatchObject({
      name: '孙强',
      mobile: '13700000009',
      region: '江苏省无锡市',
      address: '人民中路 10 号',
      is_default: '0',
    });
  });

  it('puts the server refusal of the address on the address field', async () => {
    stub.reply({
      '/api/paper_letter/add': {
        status: 400,
        code: 0,
        msg: '收件地址不存在',
        data: { fields: { receiver_address_id: '收件地址不存在，请从地址簿中重新选择' } },
      },
    });
    await renderPaperPage(twoUrl, 'two', '选择担保机构');
    fireEvent.click(await screen.findByRole('radio', { name: /江苏信达/ }));
    await screen.findByRole('radio', { name: /李明/ });
    fireEvent.click(screen.getByRole('button', { name: '下一步：签署合同' }));
    await waitFor(() =>
      expect(fieldError('收件地址')).toBe('收件地址不存在，请从地址簿中重新选择'),
    );
  });

  it('paperthree: prepares the paper contract, texts the code on request and signs, then paperfour', async () => {
    await renderPaperPage(`/paper/paperform/paperthree?order_sn=${ORDER_SN}`, 'three', '签署合同');
    fireEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60 秒后重发' })).toBeDisabled();
    expect(stub.lastFields('/api/paper_letter/sendSignCode')).toMatchObject({
      order_sn: ORDER_SN,
      sign_id: 'paper-sign-1',
    });
    fireEvent.click(screen.getByText('我已阅读并同意《委托担保合同》'));
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '确认签署' }));
    expect(await whereNow()).toHaveTextContent(`/paper/paperform/paperfour?order_sn=${ORDER_SN}`);
    expect(stub.lastFields('/api/paper_letter/confirmSign')).toMatchObject({
      order_sn: ORDER_SN,
      sign_id: 'paper-sign-1',
      code: '654321',
    });
    expect(stub.lastFields('/api/paper_letter/getDetail')).toMatchObject({ order_sn: ORDER_SN });
    expect(stub.count('/api/Sssign/prepareSign')).toBe(0);
  });

  it('paperfour: the signed application waits for review, with the receiving address; 完成申请 goes to paperfive', async () => {
    stub.reply({ '/api/paper_letter/getDetail': { data: paperOrder(1) } });
    await renderPaperPage(`/paper/paperform/paperfour?order_sn=${ORDER_SN}`, 'four', '提交申请');
    expect(
      await screen.findByText(
        '委托担保合同已签署，申请已提交担保机构审核；审核通过后请按订单提示支付保费。',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('江苏省南京市江北新区 浦滨路 88 号 3 楼', { exact: false }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '完成申请' }));
    expect(await whereNow()).toHaveTextContent(`/paper/paperform/paperfive?order_sn=${ORDER_SN}`);
  });

  it('paperfive: says what comes next and, once approved, leads to paperfiveone to pay', async () => {
    stub.reply({ '/api/order/getOrderStatus': orderStatus(2, '待支付') });
    await renderPaperPage(`/paper/paperform/paperfive?order_sn=${ORDER_SN}`, 'five', '申请完成');
    expect(await screen.findByText('审核已通过')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '去支付' }));
    expect(await whereNow()).toHaveTextContent(
      `/paper/paperform/paperfiveone?order_sn=${ORDER_SN}`,
    );
  });

  it('paperfiveone: the premium from paper_letter/getPayInfo with WeChat and the transfer voucher', async () => {
    stub.reply({
      '/api/paper_letter/getDetail': { data: paperOrder(2) },
      '/api/paper_letter/getPayInfo': {
        data: {
          order_sn: ORDER_SN,
          amount: '7500.00',
          subject: '纸质投标保函保费',
          bank: {
            account_name: '江苏信达融资担保有限公司',
            account_no: '3201 0000 9999',
            bank_name: '中国银行南京分行',
          },
          online_pay: 1,
          checkout_methods: ['wechat_native', 'wechat_h5', 'alipay_page', 'alipay_wap'],
          wechat: null,
        },
      },
      '/api/order/getQueryPayLog': { data: [] },
    });
    await renderPaperPage(
      `/paper/paperform/paperfiveone?order_sn=${ORDER_SN}`,
      'fiveOne',
      '支付保费',
    );
    const pay = await screen.findByRole('region', { name: '支付保费' });
    expect(await within(pay).findByText('3201 0000 9999')).toBeInTheDocument();
    fireEvent.click(within(pay).getByRole('radio', { name: '在微信中打开支付' }));
    expect(await within(pay).findByRole('img', { name: '微信支付二维码' })).toBeInTheDocument();
    expect(stub.count('/api/order/getPayInfo')).toBe(0);
  });
});
