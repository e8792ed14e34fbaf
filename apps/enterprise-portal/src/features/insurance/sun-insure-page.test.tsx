// /sun_insure: the project search, the insurers' products for a project, and 我的保单.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  largeBondProduct,
  policy,
  products,
  project,
  renderInsurancePage,
  user,
  whereNow,
  withApplyStub,
} from './insurance-test-kit';

const page = () => import('./sun-insure-page');
const PRODUCTS = '/api/insurance/getProducts';
const POLICIES = '/api/insurance/getPolicyList';

const stub = withApplyStub(() => ({
  '/api/enterprise/getUserInfo': { data: user() },
  '/api/project/getList': { data: { list: [project], total: 1, page: 1, limit: 10 } },
  '/api/project/detail': { data: project },
  [PRODUCTS]: { data: products },
  [POLICIES]: {
    data: {
      list: [policy('unpaid'), policy('insured', { sn: 'BX202611250002' })],
      total: 12,
      page: 1,
      limit: 10,
    },
  },
}));

const setWidth = (width: number) =>
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
afterEach(() => setWidth(1024));

describe('/sun_insure 投保', () => {
  it('searches the tenders and picking one lists its products', async () => {
    await renderInsurancePage('/sun_insure', page, '投标保证保险');
    expect(await screen.findByText(project.name)).toBeInTheDocument();
    expect(stub.lastFields('/api/project/getList')).toMatchObject({ page: '1', limit: '10' });
    fireEvent.change(screen.getByPlaceholderText('项目名称 / 项目编号'), {
      target: { value: '江北' },
    });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(stub.lastFields('/api/project/getList')).toMatchObject({ keyword: '江北', page: '1' }),
    );
    expect(stub.count(PRODUCTS)).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: `选择 ${project.name}` }));
    expect(await screen.findByText('投标保证保险（阳光）')).toBeInTheDocument();
    expect(stub.lastFields(PRODUCTS)).toMatchObject({ project_id: String(project.id) });
  });

  it('lists each insurer’s product with its description, rate and premium; 立即投保 opens /sun_one', async () => {
    await renderInsurancePage(`/sun_insure?project_id=${project.id}`, page, '投标保证保险');
    const sun = await screen.findByRole('article', {
      name: '阳光财产保险股份有限公司 投标保证保险（阳光）',
    });
    expect(
      within(sun).getByText('投标人违约时由阳光保险向招标人赔付投标保证金。'),
    ).toBeInTheDocument();
    expect(within(sun).getByText('¥4,000.00')).toBeInTheDocument();
    expect(within(sun).getByText(/费率 0\.80%/)).toBeInTheDocument();
    const huaAn = screen.getByRole('article', {
      name: '华安财产保险股份有限公司 投标保证金保险（华安）',
    });
    expect(within(huaAn).getByText('¥3,000.00')).toBeInTheDocument();
    expect(screen.getByText(project.tender_unit)).toBeInTheDocument();

    fireEvent.click(
      screen.getByRole('button', {
        name: '立即投保 华安财产保险股份有限公司 投标保证金保险（华安）',
      }),
    );
    expect(await whereNow()).toHaveTextContent(`/sun_one?project_id=${project.id}&product_id=2`);
  });

  it('offers only the products whose range covers the project’s bid bond', async () => {
    // A list cached or answered for another bond: the 大额 product must not be offered for 380,000.
    stub.reply({
      '/api/project/detail': { data: { ...project, bid_bond_amount: '380000.00' } },
      [PRODUCTS]: { data: [...products, largeBondProduct] },
    });
    await renderInsurancePage(`/sun_insure?project_id=${project.id}`, page, '投标保证保险');
    expect(await screen.findByText('投标保证保险（阳光）')).toBeInTheDocument();
    expect(screen.queryByText('工程投标保证保险（大额）')).not.toBeInTheDocument();
    cleanup();

    stub.reply({ '/api/project/detail': { data: { ...project, bid_bond_amount: '500000.00' } } });
    await renderInsurancePage(`/sun_insure?project_id=${project.id}`, page, '投标保证保险');
    expect(await screen.findByText('工程投标保证保险（大额）')).toBeInTheDocument();
  });

  it('shows a closed tender’s products without 立即投保', async () => {
    stub.reply({ '/api/project/detail': { data: { ...project, status: 2 } } });
    await renderInsurancePage(`/sun_insure?project_id=${project.id}`, page, '投标保证保险');
    expect(
      await screen.findByText('该项目已截止投标，不能再投保投标保证保险。'),
    ).toBeInTheDocument();
    expect(await screen.findByText('投标保证保险（阳光）')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /立即投保/ })).not.toBeInTheDocument();
  });

  it('says when no insurer offers a product, and shows a failed load in place with 重试', async () => {
    stub.reply({ [PRODUCTS]: { data: [] } });
    await renderInsurancePage(`/sun_insure?project_id=${project.id}`, page, '投标保证保险');
    expect(await screen.findByText('该项目暂无可投保的保险产品')).toBeInTheDocument();
    cleanup();

    stub.reply({ [PRODUCTS]: { status: 503, code: 0, msg: '保险公司暂时无法报价' } });
    await renderInsurancePage(`/sun_insure?project_id=${project.id}`, page, '投标保证保险');
    expect(await screen.findByText('保险公司暂时无法报价')).toBeInTheDocument();
    stub.reply({ [PRODUCTS]: { data: products } });
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('投标保证保险（阳光）')).toBeInTheDocument();
  });

  it('更换项目 goes back to the project search', async () => {
    await renderInsurancePage(`/sun_insure?project_id=${project.id}`, page, '投标保证保险');
    fireEvent.click(await screen.findByRole('button', { name: '更换项目' }));
    expect(await screen.findByPlaceholderText('项目名称 / 项目编号')).toBeInTheDocument();
  });
});

describe('/sun_insure 我的保单', () => {
  it('lists the policies, filters by status and pages on the server', async () => {
    await renderInsurancePage('/sun_insure', page, '投标保证保险');
    fireEvent.click(await screen.findByRole('tab', { name: '我的保单' }));
    expect(await screen.findByText('BX202611250002')).toBeInTheDocument();
    expect(stub.lastFields(POLICIES)).toMatchObject({ page: '1', limit: '10' });
    expect(stub.lastFields(POLICIES)).not.toHaveProperty('status');
    expect(screen.getByText('YG2026110000123')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: '已承保' }));
    await waitFor(() =>
      expect(stub.lastFields(POLICIES)).toMatchObject({
        page: '1',
        limit: '10',
        status: 'insured',
      }),
    );
    fireEvent.click(screen.getByText('2', { selector: '.arco-pagination-item' }));
    await waitFor(() =>
      expect(stub.lastFields(POLICIES)).toMatchObject({
        page: '2',
        limit: '10',
        status: 'insured',
      }),
    );
  });

  it('opens a policy, and an unpaid one’s payment', async () => {
    await renderInsurancePage('/sun_insure?tab=policies', page, '投标保证保险');
    fireEvent.click(await screen.findByRole('button', { name: '去支付 BX202611250001' }));
    expect(await whereNow()).toHaveTextContent('/sun_two?policy_sn=BX202611250001');
  });

  it('shows 查看 for every policy and no 去支付 on an insured one (cards on phones)', async () => {
    setWidth(375);
    await renderInsurancePage('/sun_insure?tab=policies', page, '投标保证保险');
    const cards = await screen.findByRole('list', { name: '我的保单' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: '去支付 BX202611250002' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '查看保单 BX202611250002' }));
    expect(await whereNow()).toHaveTextContent('/sun_three?policy_sn=BX202611250002');
  });
});
