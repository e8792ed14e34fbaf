// /addorder/index → two → three through the real transport against a local HTTP server: finding
// or creating the enterprise, the letter's details (premium prefilled by the company's rate, paper
// receiver fields, paid or not), the submission and its result, the server's field errors back on
// the step that holds them, and the draft surviving a reload (sessionStorage).
import {
  startApiStub,
  type ApiStubServer,
  type StubReply,
} from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyInfo, pointAtStub, renderPage } from '../auth/testing';
import { closeOverlays, lastSent, orderDetail, paperOrderDetail } from '../company-orders/testing';
import type { OrderEntryDraft } from './order-entry-draft';

let stub: ApiStubServer;
let found: StubReply;
let addReply: StubReply | null;

const CODE = '91350100M000100Y43';
const sn = 'BH20261125100000000001';
const project = (id: number, name: string, accepts_paper: 0 | 1) => ({
  ...orderDetail().project,
  id,
  name,
  number: `P-${id}`,
  accepts_paper,
});
const projects = [
  project(3, '南京江北新区市政道路改造工程', 1),
  project(4, '苏州工业园区厂房建设', 0),
];
const known = { id: 5, name: '江苏建工集团有限公司', legal_person: '王建国' };

beforeAll(async () => {
  stub = await startApiStub({
    '/api/ensure_company/getInfo': { data: companyInfo() },
    '/api/ensure_company/previewPremium': {
      data: {
        amount: '800000.00',
        premium: '12000.00',
        premium_rate: '0.0150',
        min_premium: '300.00',
        rule: '担保金额 ¥800,000.00 × 费率 1.50% = ¥12,000.00（最低保费 ¥300.00）',
      },
    },
    '/api/ensure_company/findEnterprise': () => found,
    '/api/project/getList': (body) => {
      const keyword = new URLSearchParams(body).get('keyword');
      const list = projects.filter((p) => !keyword || p.name.includes(keyword));
      return { data: { list, total: list.length, page: 1, limit: 5 } };
    },
    '/api/ensure_company/addOrder': (body) => {
      if (addReply) return addReply;
      const sent = new URLSearchParams(body);
      const paid = sent.get('paid') === '1';
      const base = sent.get('type') === 'bid_paper' ? paperOrderDetail() : orderDetail();
      return {
        data: {
          ...base,
          sn,
          status: paid ? 10 : 2,
          status_text: paid ? '待寄送' : '待支付',
          actions: [],
        },
      };
    },
  });
  pointAtStub(stub.url);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
  sessionStorage.clear();
  found = { data: known };
  addReply = null;
});
afterEach(closeOverlays);

const saved = (): OrderEntryDraft =>
  JSON.parse(sessionStorage.getItem('bht.console.order-entry') ?? '{}') as OrderEntryDraft;
const called = (path: string) => stub.seen.some((s) => s.startsWith(`POST ${path}`));
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** A draft as step one leaves it, plus `patch`. */
const draftOf = (patch: OrderEntryDraft = {}) =>
  sessionStorage.setItem(
    'bht.console.order-entry',
    JSON.stringify({ credit_code: CODE, enterprise: known, ...patch }),
  );
const completeDraft = (patch: OrderEntryDraft = {}) =>
  draftOf({
    project: {
      id: 3,
      name: projects[0]!.name,
      number: 'P-3',
      tender_unit: '南京江北新区建设局',
      bid_bond_amount: '800000.00',
      accepts_paper: 1,
    },
    type: 'bid_e',
    contact_name: '张三',
    contact_mobile: '13800000001',
    premium: '12000.00',
    paid: 0,
    ...patch,
  });

async function renderAt(step: 0 | 1 | 2) {
  const [one, two, three] = await Promise.all([
    import('./find-enterprise-page'),
    import('./order-details-page'),
    import('./submit-order-page'),
  ]);
  const pages = {
    '/addorder/index': <one.default title="录入订单" />,
    '/addorder/two': <two.default title="录入订单 · 保函信息" />,
    '/addorder/three': <three.default title="录入订单 · 确认提交" />,
    '/Dispatchletter/detail': <p>订单详情页</p>,
  };
  const path = Object.keys(pages)[step]!;
  const { [path as keyof typeof pages]: element, ...others } = pages;
  return renderPage(path, element, others);
}

describe('/addorder/index: finding the enterprise', () => {
  it('checks the credit code before asking the server', async () => {
    await renderAt(0);
    change('统一社会信用代码', '91350100M000100Y44');
    fireEvent.click(button('查找企业'));
    expect(await screen.findByText('统一社会信用代码校验不通过，请核对')).toBeInTheDocument();
    expect(called('/api/ensure_company/findEnterprise')).toBe(false);
  });

  it('shows a known enterprise (not whether it has an account) and goes on with it', async () => {
    const router = await renderAt(0);
    change('统一社会信用代码', CODE.toLowerCase());
    fireEvent.click(button('查找企业'));
    const card = within(await screen.findByRole('region', { name: '已找到企业' }));
    expect(card.getByText('江苏建工集团有限公司')).toBeInTheDocument();
    expect(card.getByText('王建国')).toBeInTheDocument();
    expect(card.queryByText(/企业账号/)).toBeNull();
    expect(lastSent(stub.seen, '/api/ensure_company/findEnterprise')?.get('credit_code')).toBe(
      CODE,
    );
    expect(screen.queryByLabelText('企业名称')).toBeNull();
    fireEvent.click(button('下一步：保函信息'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/addorder/two'));
    expect(saved()).toMatchObject({ credit_code: CODE, enterprise: known });
  });

  it('asks for the name and legal representative of an enterprise not found', async () => {
    found = { data: null };
    const router = await renderAt(0);
    change('统一社会信用代码', CODE);
    fireEvent.click(button('查找企业'));
    expect(await screen.findByText(/未找到使用该统一社会信用代码的企业/)).toBeInTheDocument();
    fireEvent.click(button('下一步：保函信息'));
    expect(await screen.findByText('请输入企业名称（与营业执照一致）')).toBeInTheDocument();
    expect(screen.getByText('请输入法定代表人姓名')).toBeInTheDocument();
    change('企业名称', '南京新材料科技有限公司');
    change('法定代表人', '李四');
    fireEvent.click(button('下一步：保函信息'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/addorder/two'));
    expect(saved()).toMatchObject({
      credit_code: CODE,
      enterprise: null,
      enterprise_name: '南京新材料科技有限公司',
      legal_person: '李四',
    });
  });
});

describe('/addorder/two: the letter’s details', () => {
  it('starts over at step one without an enterprise', async () => {
    const router = await renderAt(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/addorder/index'));
  });

  it('prefills the premium with the server’s quote for the project’s bid bond, and needs every field', async () => {
    draftOf();
    const router = await renderAt(1);
    fireEvent.click(await screen.findByRole('button', { name: '下一步：确认提交' }));
    for (const text of [
      '请选择保函类型',
      '请选择投标项目',
      '请输入联系人',
      '请输入联系人手机号',
      '请输入保费',
      '请选择是否已收到保费',
    ])
      expect(await screen.findByText(text)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: '投标电子保函' }));
    fireEvent.click(await screen.findByRole('button', { name: `选择 ${projects[0]!.name}` }));
    await waitFor(() => expect(screen.getByLabelText('保费（元）')).toHaveValue('12000.00'));
    expect(
      screen.getByText(/按本机构保费设置预填：担保金额 ¥800,000.00 × 费率 1.50% = ¥12,000.00/),
    ).toBeInTheDocument();
    expect(
      stub.seen.some(
        (s) =>
          s.startsWith('POST /api/ensure_company/previewPremium') &&
          s.includes('type=bid_e') &&
          s.includes('amount=800000.00'),
      ),
    ).toBe(true);
    expect(screen.queryByLabelText('收件地址')).toBeNull();
    change('联系人', '张三');
    change('联系人手机', '1380000000');
    change('保费（元）', '0');
    fireEvent.click(screen.getByRole('radio', { name: '未收款' }));
    fireEvent.click(button('下一步：确认提交'));
    expect(await screen.findByText('保费须大于 0')).toBeInTheDocument();
    expect(
      screen.getByText(/请输入正确的手机号|手机号/, { selector: '.arco-form-message *' }),
    ).toBeInTheDocument();
    change('联系人手机', '13800000001');
    change('保费（元）', '9800.50');
    fireEvent.click(button('下一步：确认提交'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/addorder/three'));
    expect(saved()).toMatchObject({
      type: 'bid_e',
      project: { id: 3 },
      contact_name: '张三',
      premium: '9800.50',
      paid: 0,
    });
  });

  it('for a paper letter, offers only tenders accepting one and asks where to mail the original', async () => {
    draftOf();
    await renderAt(1);
    fireEvent.click(await screen.findByRole('radio', { name: '纸质投标保函' }));
    expect(await screen.findByText('不接受纸质保函')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `选择 ${projects[1]!.name}` })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: `选择 ${projects[0]!.name}` }));
    fireEvent.click(screen.getByRole('radio', { name: '已收款（线下）' }));
    change('联系人', '张三');
    change('联系人手机', '13800000001');
    fireEvent.click(button('下一步：确认提交'));
    expect(await screen.findByText('纸质保函请填写收件人')).toBeInTheDocument();
    expect(screen.getByText('请输入收件人手机号')).toBeInTheDocument();
    change('收件地址', '南京');
    fireEvent.click(button('下一步：确认提交'));
    expect(await screen.findByText('纸质保函请填写收件地址（至少 5 个字）')).toBeInTheDocument();
  });

  it('keeps what was entered across a reload', async () => {
    completeDraft({
      type: 'bid_paper',
      receiver_name: '李收件',
      receiver_address: '江苏省南京市鼓楼区中山路 100 号',
    });
    await renderAt(1);
    expect(await screen.findByLabelText('联系人')).toHaveValue('张三');
    expect(screen.getByLabelText('收件地址')).toHaveValue('江苏省南京市鼓楼区中山路 100 号');
    expect(screen.getByRole('radio', { name: '纸质投标保函' })).toBeChecked();
    expect(
      within(screen.getByRole('region', { name: '已选项目' })).getByText(projects[0]!.name),
    ).toBeInTheDocument();
  });
});

describe('/addorder/three: submitting', () => {
  it('sends a paid paper order for a new enterprise and links to the created order', async () => {
    completeDraft({
      enterprise: null,
      enterprise_name: '南京新材料科技有限公司',
      legal_person: '李四',
      type: 'bid_paper',
      paid: 1,
      receiver_name: '李收件',
      receiver_mobile: '13800000009',
      receiver_address: '江苏省南京市鼓楼区中山路 100 号',
    });
    const router = await renderAt(2);
    expect(await screen.findByText('南京新材料科技有限公司（新建企业）')).toBeInTheDocument();
    expect(screen.getByText('已线下收款')).toBeInTheDocument();
    expect(
      screen.getByText('李收件 13800000009 江苏省南京市鼓楼区中山路 100 号'),
    ).toBeInTheDocument();
    fireEvent.click(button('提交录入'));
    expect(await screen.findByText('订单已录入')).toBeInTheDocument();
    expect(screen.getByText(`订单号 ${sn}，当前状态「待寄送」。`)).toBeInTheDocument();
    const sent = Object.fromEntries(lastSent(stub.seen, '/api/ensure_company/addOrder')!);
    expect(sent).toEqual({
      credit_code: CODE,
      enterprise_name: '南京新材料科技有限公司',
      legal_person: '李四',
      contact_name: '张三',
      contact_mobile: '13800000001',
      project_id: '3',
      type: 'bid_paper',
      premium: '12000.00',
      paid: '1',
      receiver_name: '李收件',
      receiver_mobile: '13800000009',
      receiver_address: '江苏省南京市鼓楼区中山路 100 号',
      remark: '',
    });
    // The draft keeps only the result: a reload shows it and submits nothing.
    expect(saved()).toEqual({ created: { sn, status_text: '待寄送' } });
    fireEvent.click(button('查看订单详情'));
    expect(await screen.findByText('订单详情页')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?order_sn=${sn}`);
  });

  it('sends an unpaid e-letter for a known enterprise without licence or receiver data', async () => {
    completeDraft();
    await renderAt(2);
    expect(await screen.findByText('未收款（订单进入待支付）')).toBeInTheDocument();
    fireEvent.click(button('提交录入'));
    expect(await screen.findByText(`订单号 ${sn}，当前状态「待支付」。`)).toBeInTheDocument();
    const sent = lastSent(stub.seen, '/api/ensure_company/addOrder')!;
    expect([sent.get('paid'), sent.get('type')]).toEqual(['0', 'bid_e']);
    for (const field of ['enterprise_name', 'legal_person', 'receiver_name', 'receiver_address'])
      expect(sent.has(field), field).toBe(false);
    fireEvent.click(button('继续录入'));
    expect(await screen.findByRole('button', { name: '查找企业' })).toBeInTheDocument();
    expect(saved()).toEqual({});
  });

  it('returns to the step holding the server’s field error and shows it on the field', async () => {
    completeDraft();
    addReply = {
      status: 400,
      code: 0,
      msg: '请输入正确的手机号',
      data: { fields: { contact_mobile: '联系人手机号已停机，请核对' } },
    };
    const router = await renderAt(2);
    fireEvent.click(await screen.findByRole('button', { name: '提交录入' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/addorder/two'));
    expect(await screen.findByText('联系人手机号已停机，请核对')).toBeInTheDocument();
    expect(screen.getByText('提交未成功，请按提示修改标出的内容后重新提交。')).toBeInTheDocument();

    addReply = {
      status: 400,
      code: 0,
      msg: '新企业请填写企业名称',
      data: { fields: { enterprise_name: '新企业请填写企业名称' } },
    };
    completeDraft({ enterprise: null, legal_person: '李四' });
    await renderAt(2);
    fireEvent.click(await screen.findByRole('button', { name: '提交录入' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/addorder/two'));
  });

  it('shows a refusal that names no field (an order already live for the enterprise and project)', async () => {
    completeDraft();
    addReply = {
      status: 409,
      code: 0,
      msg: '该企业在此项目已有待支付的投标电子保函订单（订单号 BH1），不能重复录入',
    };
    await renderAt(2);
    fireEvent.click(await screen.findByRole('button', { name: '提交录入' }));
    expect(await screen.findByText(/不能重复录入/)).toBeInTheDocument();
    expect(button('提交录入')).toBeEnabled();
  });
});
