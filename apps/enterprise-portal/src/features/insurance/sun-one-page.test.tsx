// /sun_one: the insured details, the contact's field rules, the proposal and where it goes next.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  enterprise,
  fieldError,
  policyReply,
  POLICY_SN,
  largeBondProduct,
  products,
  project,
  renderInsurancePage,
  user,
  whereNow,
  withApplyStub,
} from './insurance-test-kit';

const page = () => import('./sun-one-page');
const ADD = '/api/insurance/addPolicy';
const URL = `/sun_one?project_id=${project.id}&product_id=1`;

const stub = withApplyStub(() => ({
  '/api/enterprise/getUserInfo': { data: user() },
  '/api/project/detail': { data: project },
  '/api/insurance/getProducts': { data: products },
  [ADD]: policyReply('unpaid'),
}));

const setWidth = (width: number) =>
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
afterEach(() => setWidth(1024));

const typeInto = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

describe('/sun_one', () => {
  it('shows the enterprise as 投保人, the tender unit as 被保险人, the bid bond as 保险金额 and the premium', async () => {
    await renderInsurancePage(URL, page, '投保信息');
    expect(await screen.findByText(enterprise.name)).toBeInTheDocument();
    expect(screen.getByText(project.tender_unit)).toBeInTheDocument();
    expect(screen.getByText('¥500,000.00')).toBeInTheDocument();
    expect(screen.getByText('¥4,000.00')).toBeInTheDocument();
    expect(screen.getByText('阳光财产保险股份有限公司')).toBeInTheDocument();
    // Read-only: no field holds the applicant, insured or amount.
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    // The contact starts as the logged-in user.
    expect(screen.getByPlaceholderText('保险公司联系的经办人姓名')).toHaveValue('王建国');
    expect(screen.getByPlaceholderText('11 位手机号')).toHaveValue('13800000001');
  });

  it('checks the contact fields before sending anything', async () => {
    await renderInsurancePage(URL, page, '投保信息');
    await screen.findByText(enterprise.name);
    typeInto('保险公司联系的经办人姓名', '');
    typeInto('11 位手机号', '');
    fireEvent.click(screen.getByRole('button', { name: '提交投保单' }));
    await waitFor(() => expect(fieldError('联系人')).toBe('请输入联系人'));
    expect(fieldError('联系手机')).toBe('请输入联系手机');

    typeInto('保险公司联系的经办人姓名', '王');
    typeInto('11 位手机号', '12345678901');
    fireEvent.click(screen.getByRole('button', { name: '提交投保单' }));
    await waitFor(() => expect(fieldError('联系手机')).toBe('请输入正确的手机号'));
    expect(fieldError('联系人')).toBe('请输入联系人');
    expect(stub.count(ADD)).toBe(0);
  });

  it('submits the proposal and goes on to confirm and pay', async () => {
    await renderInsurancePage(URL, page, '投保信息');
    await screen.findByText(enterprise.name);
    typeInto('保险公司联系的经办人姓名', '李经办');
    typeInto('11 位手机号', '13912345678');
    fireEvent.click(screen.getByRole('button', { name: '提交投保单' }));
    expect(await whereNow()).toHaveTextContent(`/sun_two?policy_sn=${POLICY_SN}`);
    expect(stub.lastFields(ADD)).toMatchObject({
      project_id: String(project.id),
      product_id: '1',
      contact_name: '李经办',
      contact_mobile: '13912345678',
    });
  });

  it('puts the server’s field errors on their fields and other refusals under the form', async () => {
    stub.reply({
      [ADD]: {
        status: 400,
        code: 0,
        msg: '请输入正确的手机号',
        data: { fields: { contact_mobile: '该手机号不可用' } },
      },
    });
    await renderInsurancePage(URL, page, '投保信息');
    await screen.findByText(enterprise.name);
    fireEvent.click(screen.getByRole('button', { name: '提交投保单' }));
    await waitFor(() => expect(fieldError('联系手机')).toBe('该手机号不可用'));

    stub.reply({ [ADD]: { status: 409, code: 0, msg: '该项目已有待支付的投保单' } });
    fireEvent.click(screen.getByRole('button', { name: '提交投保单' }));
    expect(await screen.findByText('该项目已有待支付的投保单')).toBeInTheDocument();
  });

  it('refuses a closed tender', async () => {
    stub.reply({ '/api/project/detail': { data: { ...project, status: 2 } } });
    await renderInsurancePage(URL, page, '投保信息');
    expect(await screen.findByText('该项目已截止投标，不能再投保。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交投保单' })).toBeDisabled();
  });

  it('sends a product no longer offered back to the products', async () => {
    await renderInsurancePage(`/sun_one?project_id=${project.id}&product_id=99`, page, '投保信息');
    expect(await screen.findByText('该保险产品不可投保')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重新选择产品' }));
    expect(await whereNow()).toHaveTextContent(`/sun_insure?project_id=${project.id}`);
  });

  it('does not offer a product whose range misses the project’s bid bond (大额 for 380,000)', async () => {
    stub.reply({
      '/api/project/detail': { data: { ...project, bid_bond_amount: '380000.00' } },
      '/api/insurance/getProducts': { data: [...products, largeBondProduct] },
    });
    await renderInsurancePage(
      `/sun_one?project_id=${project.id}&product_id=${largeBondProduct.id}`,
      page,
      '投保信息',
    );
    expect(await screen.findByText('该保险产品不可投保')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交投保单' })).not.toBeInTheDocument();
  });

  it('explains a link without the product', async () => {
    await renderInsurancePage(`/sun_one?project_id=${project.id}`, page, '投保信息');
    expect(await screen.findByText('未选择保险产品')).toBeInTheDocument();
    expect(stub.count('/api/insurance/getProducts')).toBe(0);
  });

  it('stacks the form on phones', async () => {
    setWidth(375);
    await renderInsurancePage(URL, page, '投保信息');
    expect(await screen.findByText(/第 2 步，共 4 步/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '提交投保单' })).toHaveClass('arco-btn-long');
  });
});
