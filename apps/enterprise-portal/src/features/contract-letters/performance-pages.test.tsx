// /honourapply (awarded projects: search, paging, 申请履约保函) and /applyhonour (the application:
// contract facts, amount within the share, live quote, validity, employer, attachments, contact;
// field errors from the server; edit through editLetter GET then POST).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chinaToday } from '@bht/validators';
import {
  awardedProject,
  contractOffers,
  contractOrder,
  created,
  fieldError,
  ORDER_SN,
  pdf,
  projectPage,
  quote,
  renderPage,
  user,
  whereNow,
  withApplyStub,
} from './application-test-kit';

const projectsPage = () => import('./performance-projects-page');
const formPage = () => import('./performance-form-page');

const stub = withApplyStub(() => ({
  '/api/enterprise/getUserInfo': { data: user() },
  '/api/performance_letter/getProjectList': (body) => {
    const page = Number(new URLSearchParams(body).get('page') ?? 1);
    return projectPage(
      page === 1
        ? [awardedProject]
        : [{ ...awardedProject, id: 16, name: '浦口区中小学改扩建工程' }],
      11,
      page,
    );
  },
  '/api/performance_letter/getProjectDetail': { data: awardedProject },
  '/api/performance_letter/getEnsureCompany': (body) => ({
    data: contractOffers(Number(new URLSearchParams(body).get('amount') ?? 0)),
  }),
  '/api/performance_letter/getPrice': (body) => {
    const amount = new URLSearchParams(body).get('amount')!;
    return quote(amount, Math.max(Number(amount) * 0.008, 1000).toFixed(2));
  },
  '/api/performance_letter/addLetter': created,
  '/api/performance_letter/editLetter': (body) =>
    body.includes('amount=')
      ? { data: contractOrder('performance', 0) }
      : { data: contractOrder('performance', 1) },
}));

const setWidth = (width: number) =>
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
afterEach(() => setWidth(1024));

const guarantor = (name: string) => screen.findByRole('radio', { name: new RegExp(name) });
const typeAmount = async (value: string) =>
  fireEvent.change(await screen.findByLabelText('担保金额（元）'), { target: { value } });

async function upload(label: string, name: string) {
  stub.reply({
    '/api/tools/uploadFile': {
      data: { url: `/uploads/2026/11/${name}`, name, size: 1024, mime: 'application/pdf' },
    },
  });
  fireEvent.change(screen.getByLabelText(label), { target: { files: [pdf(name)] } });
  expect(await screen.findByRole('button', { name: `删除 ${name}` })).toBeInTheDocument();
}

describe('/honourapply', () => {
  it('lists awarded projects with employer, contract price and term; searches and pages on the server; 申请履约保函 opens the form', async () => {
    await renderPage('/honourapply', projectsPage, '履约保函项目');
    const row = (await screen.findByText(awardedProject.name)).closest('tr')!;
    expect(within(row).getByText(awardedProject.number)).toBeInTheDocument();
    expect(within(row).getByText(awardedProject.contract.employer)).toBeInTheDocument();
    expect(within(row).getByText('¥12,000,000.00')).toBeInTheDocument();
    expect(within(row).getByText('2026-12-01 至 2027-11-30')).toBeInTheDocument();
    expect(stub.lastFields('/api/performance_letter/getProjectList')).toMatchObject({
      page: '1',
      limit: '10',
    });

    fireEvent.change(screen.getByPlaceholderText('项目名称 / 项目编号'), {
      target: { value: '市民中心' },
    });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(stub.lastFields('/api/performance_letter/getProjectList')).toMatchObject({
        keyword: '市民中心',
        page: '1',
      }),
    );

    fireEvent.click(
      screen.getByText('2', { selector: '.arco-pagination-item *, .arco-pagination-item' }),
    );
    expect(await screen.findByText('浦口区中小学改扩建工程')).toBeInTheDocument();
    expect(stub.lastFields('/api/performance_letter/getProjectList')).toMatchObject({
      keyword: '市民中心',
      page: '2',
    });

    fireEvent.click(screen.getByRole('button', { name: '申请履约保函 浦口区中小学改扩建工程' }));
    expect(await whereNow()).toHaveTextContent('/applyhonour?project_id=16');
  });

  it('says when the enterprise has no awarded project', async () => {
    stub.reply({ '/api/performance_letter/getProjectList': projectPage([], 0) });
    await renderPage('/honourapply', projectsPage, '履约保函项目');
    expect(await screen.findByText('暂无已中标的项目')).toBeInTheDocument();
  });

  it('shows one card per project on a phone', async () => {
    setWidth(375);
    await renderPage('/honourapply', projectsPage, '履约保函项目');
    expect(await screen.findByText(awardedProject.name)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(
      screen.getByRole('button', { name: `申请履约保函 ${awardedProject.name}` }),
    ).toBeInTheDocument();
  });
});

describe('/applyhonour', () => {
  it('shows the contract, prefills the employer, the validity (today → completion + 30 days) and the contact', async () => {
    await renderPage('/applyhonour?project_id=15', formPage, '申请履约保函');
    expect(await screen.findByText(awardedProject.number)).toBeInTheDocument();
    expect(screen.getByText('¥12,000,000.00')).toBeInTheDocument();
    expect(stub.lastFields('/api/performance_letter/getProjectDetail')).toMatchObject({ id: '15' });
    expect(screen.getByLabelText('发包人名称')).toHaveValue(awardedProject.contract.employer);
    expect(screen.getByText('不超过合同价的 10%，最高 ¥1,200,000.00')).toBeInTheDocument();
    expect(screen.getByDisplayValue(chinaToday())).toBeInTheDocument();
    expect(screen.getByDisplayValue('2027-12-30')).toBeInTheDocument();
    expect(screen.getByLabelText('联系人')).toHaveValue('王建国');
    expect(screen.getByLabelText('联系手机')).toHaveValue('13800000001');
    expect(screen.getByText('填写担保金额后显示保费')).toBeInTheDocument();
    // The form is the first of the type's steps.
    expect(screen.getByText('填写申请')).toBeInTheDocument();
    expect(screen.getByText('确认签约')).toBeInTheDocument();
  });

  it('checks the form before sending: amount, its share of the contract price, guarantor, attachments', async () => {
    await renderPage('/applyhonour?project_id=15', formPage, '申请履约保函');
    await screen.findByText(awardedProject.number);
    fireEvent.click(screen.getByRole('button', { name: '下一步：确认并签约' }));
    await waitFor(() => expect(fieldError('担保金额（元）')).toBe('请输入担保金额'));
    expect(fieldError('担保机构')).toBe('请选择担保机构');
    expect(fieldError('施工合同')).toBe('请上传施工合同');
    expect(fieldError('中标通知书')).toBe('请上传中标通知书');

    await typeAmount('1500000');
    await waitFor(() =>
      expect(fieldError('担保金额（元）')).toBe(
        '担保金额不能超过合同价的 10%（合同价 ¥12,000,000.00，最高 ¥1,200,000.00）',
      ),
    );
    await typeAmount('12.345');
    await waitFor(() =>
      expect(fieldError('担保金额（元）')).toBe('请输入正确的担保金额（最多两位小数）'),
    );
    expect(stub.count('/api/performance_letter/addLetter')).toBe(0);
    expect(stub.count('/api/performance_letter/getPrice')).toBe(0);
  });

  it('refuses an attachment of another type or over 10 MB before uploading it', async () => {
    await renderPage('/applyhonour?project_id=15', formPage, '申请履约保函');
    await screen.findByText(awardedProject.number);
    fireEvent.change(screen.getByLabelText('上传施工合同'), {
      target: { files: [new File(['x'], 'contract.docx')] },
    });
    expect(await screen.findByText('仅支持 pdf、jpg、jpeg、png 格式')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('上传中标通知书'), {
      target: { files: [pdf('notice.pdf', 11 * 1024 * 1024)] },
    });
    expect(await screen.findByText('文件大小不能超过 10MB')).toBeInTheDocument();
    expect(stub.count('/api/tools/uploadFile')).toBe(0);
  });

  it('quotes the premium live: offers for the amount, then the chosen guarantor’s quote with its rule, debounced', async () => {
    await renderPage('/applyhonour?project_id=15', formPage, '申请履约保函');
    await guarantor('江苏信达');
    fireEvent.click(await guarantor('江苏信达'));
    expect(await screen.findByText('填写担保金额后显示保费')).toBeInTheDocument();

    // Typed in one synchronous run: no debounce timer can fire between two keystrokes, however
    // slow the machine is.
    const amount = await screen.findByLabelText('担保金额（元）');
    for (const value of ['1', '10', '100', '1000', '10000', '100000', '1000000'])
      fireEvent.change(amount, { target: { value } });
    expect(
      await screen.findByText(
        '担保金额 ¥1,000,000.00 × 费率 0.80% = ¥8,000.00（最低保费 ¥1,000.00）',
      ),
    ).toBeInTheDocument();
    expect(stub.lastFields('/api/performance_letter/getPrice')).toMatchObject({
      ensure_company_id: '1',
      amount: '1000000',
    });
    // One quote and one offer list, for the amount that settled.
    expect(stub.count('/api/performance_letter/getPrice')).toBe(1);
    expect(stub.lastFields('/api/performance_letter/getEnsureCompany')).toMatchObject({
      amount: '1000000',
    });
    expect(
      within((await guarantor('平安财产')).closest('label')!).getByText('¥10,000.00'),
    ).toBeInTheDocument();

    fireEvent.click(await guarantor('平安财产'));
    await waitFor(() =>
      expect(stub.lastFields('/api/performance_letter/getPrice')).toMatchObject({
        ensure_company_id: '2',
        amount: '1000000',
      }),
    );
  });

  it('shows 查看样函 on a guarantor that published a sample letter (the same offer cards as the bid letter)', async () => {
    const url = '/uploads/issuing-config/2/2026/11/sample.pdf?expires=1795000000&sig=abc';
    stub.reply({
      '/api/index/getEnsureCompanyFiles': (body) => ({
        data: body.includes('ensure_company_id=2')
          ? [{ key: 'sample_letter', name: '样函', url }]
          : [],
      }),
    });
    await renderPage('/applyhonour?project_id=15', formPage, '申请履约保函');
    const link = await within((await guarantor('平安财产')).closest('label')!).findByRole('link', {
      name: '查看样函',
    });
    expect(link).toHaveAttribute('href', `https://img.example.com${url}`);
  });

  it('submits the application (addLetter) and continues at confirm-and-sign', async () => {
    await renderPage('/applyhonour?project_id=15', formPage, '申请履约保函');
    await typeAmount('600000.50');
    fireEvent.click(await guarantor('江苏信达'));
    fireEvent.change(screen.getByLabelText('统一社会信用代码'), {
      target: { value: '91320191ma1mxxxx1x' },
    });
    fireEvent.change(screen.getByLabelText('发包人地址'), {
      target: { value: '南京市江北新区浦滨路 150 号' },
    });
    await upload('上传施工合同', 'contract.pdf');
    await upload('上传中标通知书', 'notice.pdf');
    fireEvent.click(screen.getByRole('button', { name: '下一步：确认并签约' }));
    expect(await whereNow()).toHaveTextContent(`/affirm?order_sn=${ORDER_SN}`);
    expect(stub.lastFields('/api/performance_letter/addLetter')).toEqual({
      project_id: '15',
      amount: '600000.50',
      ensure_company_id: '1',
      valid_from: chinaToday(),
      valid_to: '2027-12-30',
      beneficiary: awardedProject.contract.employer,
      beneficiary_credit_code: '91320191ma1mxxxx1x',
      beneficiary_address: '南京市江北新区浦滨路 150 号',
      contract_file: '/uploads/2026/11/contract.pdf',
      award_notice_file: '/uploads/2026/11/notice.pdf',
      contact_name: '王建国',
      contact_mobile: '13800000001',
      remark: '',
    });
  });

  it('puts the server’s field errors on their fields', async () => {
    stub.reply({
      '/api/performance_letter/addLetter': {
        status: 400,
        code: 0,
        msg: '保函截止日期不能早于项目竣工日期（2027-11-30）',
        data: {
          fields: {
            valid_to: '保函截止日期不能早于项目竣工日期（2027-11-30）',
            ensure_company_id: '该担保机构未开办履约保函',
          },
        },
      },
    });
    await renderPage('/applyhonour?project_id=15', formPage, '申请履约保函');
    await typeAmount('600000');
    fireEvent.click(await guarantor('江苏信达'));
    await upload('上传施工合同', 'contract.pdf');
    await upload('上传中标通知书', 'notice.pdf');
    fireEvent.click(screen.getByRole('button', { name: '下一步：确认并签约' }));
    await waitFor(() =>
      expect(fieldError('截止日期')).toBe('保函截止日期不能早于项目竣工日期（2027-11-30）'),
    );
    expect(fieldError('担保机构')).toBe('该担保机构未开办履约保函');
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('edits an application: reads it with editLetter GET, prefills everything, saves with POST and signs again', async () => {
    await renderPage(`/applyhonour?order_sn=${ORDER_SN}`, formPage, '申请履约保函');
    expect(await screen.findByLabelText('担保金额（元）')).toHaveValue('1000000.00');
    const read = stub.seen.find((line) => line.includes('/api/performance_letter/editLetter'))!;
    expect(read).toMatch(
      new RegExp(`^GET /api/performance_letter/editLetter\\?order_sn=${ORDER_SN} $`),
    );
    expect(await guarantor('江苏信达')).toBeChecked();
    expect(screen.getByLabelText('统一社会信用代码')).toHaveValue('91320191MA1MXXXX1X');
    expect(screen.getByDisplayValue('2026-12-01')).toBeInTheDocument();
    expect(screen.getByText('contract.pdf')).toBeInTheDocument();
    expect(screen.getByText('notice.pdf')).toBeInTheDocument();
    // The contact as applied, not the session's.
    expect(screen.getByLabelText('联系人')).toHaveValue('张三');
    expect(await screen.findByTestId('premium-rule')).toHaveTextContent('担保金额 ¥1,000,000.00');

    fireEvent.change(screen.getByLabelText('担保金额（元）'), { target: { value: '900000' } });
    stub.reply({ '/api/performance_letter/editLetter': { data: contractOrder('performance', 0) } });
    fireEvent.click(screen.getByRole('button', { name: '保存修改，去确认签约' }));
    expect(await whereNow()).toHaveTextContent(`/affirm?order_sn=${ORDER_SN}`);
    const posts = stub.seen.filter((line) =>
      line.startsWith('POST /api/performance_letter/editLetter'),
    );
    const saved = Object.fromEntries(new URLSearchParams(posts[0]!.split(' ')[2]));
    expect(saved).toMatchObject({
      order_sn: ORDER_SN,
      amount: '900000',
      ensure_company_id: '1',
      contact_name: '张三',
      contract_file: '/uploads/2026/11/contract.pdf?expires=1&sig=a',
    });
    expect(posts).toHaveLength(1);
  });

  it('does not offer the form for an application the guarantor already reviewed', async () => {
    stub.reply({ '/api/performance_letter/editLetter': { data: contractOrder('performance', 2) } });
    await renderPage(`/applyhonour?order_sn=${ORDER_SN}`, formPage, '申请履约保函');
    expect(
      await screen.findByText('该申请当前为「待支付」，担保机构审核后不能再修改。'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('担保金额（元）')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '查看订单' }));
    expect(await whereNow()).toHaveTextContent(`/honour/honour?sn=${ORDER_SN}`);
  });

  it('explains a link without a project or order', async () => {
    await renderPage('/applyhonour', formPage, '申请履约保函');
    expect(await screen.findByText('未指定项目')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '前往项目列表' }));
    expect(await whereNow()).toHaveTextContent('/honourapply');
  });

  it('lays the form out in one column on a phone', async () => {
    setWidth(375);
    await renderPage('/applyhonour?project_id=15', formPage, '申请履约保函');
    await guarantor('江苏信达');
    expect(screen.getByRole('button', { name: '下一步：确认并签约' })).toHaveClass('arco-btn-long');
  });
});
