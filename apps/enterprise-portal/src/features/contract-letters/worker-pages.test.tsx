// The wage letter's application: /worker/peasant (awarded projects) → /worker/declare (the
// declaration, kept as a draft that survives a reload) → /worker/specimen (the letter it produces,
// guarantor chosen there) ⇄ /worker/applyspecimen (a custom wording) → /applyworker (guarantor
// with the live quote, contact; addLetter / editLetter; the draft cleared).
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseOption } from '../../testing/choose-option';
import { chinaToday } from '@bht/validators';
import {
  awardedProject,
  contractOffers,
  contractOrder,
  created,
  fieldError,
  ORDER_SN,
  projectPage,
  quote,
  renderPage,
  user,
  whereNow,
  withApplyStub,
} from './application-test-kit';
import { readDraft, writeDraft, type WorkerDraft } from './worker-draft';

const projectsPage = () => import('./worker-projects-page');
const declarePage = () => import('./worker-declare-page');
const specimenPage = () => import('./worker-specimen-page');
const applySpecimenPage = () => import('./worker-apply-specimen-page');
const applyPage = () => import('./apply-worker-page');

const specimen = {
  file_name: '农民工工资保函样本.pdf',
  pdf_base64: btoa('%PDF-1.7 specimen'),
  paragraphs: [
    '致：南京市江北新区人力资源和社会保障局',
    '一、担保金额：人民币（大写）叁拾陆万元整（¥360,000.00）',
  ],
};

const stub = withApplyStub(() => ({
  '/api/enterprise/getUserInfo': { data: user() },
  '/api/worker_letter/getProjectList': projectPage([awardedProject], 1),
  '/api/worker_letter/getProjectDetail': { data: awardedProject },
  '/api/worker_letter/getLetterDetail': { data: contractOrder('worker', 1) },
  '/api/worker_letter/getEnsureCompany': (body) => ({
    data: contractOffers(Number(new URLSearchParams(body).get('amount') ?? 0)),
  }),
  '/api/worker_letter/getPrice': { ...quote('360000.00', '2880.00') },
  '/api/worker_letter/getSpecimen': { data: specimen },
  '/api/worker_letter/addLetter': created,
  '/api/worker_letter/editLetter': { data: contractOrder('worker', 0) },
}));

// jsdom has no object URLs: the specimen PDF's blob: link is stubbed (and its bytes kept to check).
const pdfBlobs: Blob[] = [];
beforeEach(() => {
  sessionStorage.clear();
  pdfBlobs.length = 0;
  URL.createObjectURL = (blob: Blob) => `blob:specimen-${pdfBlobs.push(blob)}`;
  URL.revokeObjectURL = () => {};
});
const setWidth = (width: number) =>
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
afterEach(() => setWidth(1024));

const draft = (changes: Partial<WorkerDraft> = {}): WorkerDraft => ({
  project_id: awardedProject.id,
  project_name: awardedProject.name,
  contract_price: '12000000.00',
  wage_share: '3',
  beneficiary: '南京市江北新区人力资源和社会保障局',
  beneficiary_address: '南京市江北新区浦滨路 150 号',
  valid_from: '2026-12-01',
  valid_to: '2027-12-30',
  contract_file: '',
  wording_request: '',
  contact_name: '王建国',
  contact_mobile: '13800000001',
  remark: '',
  ...changes,
});

const type = async (label: string, value: string) =>
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });

describe('/worker/peasant', () => {
  it('lists awarded construction projects with their contract; 申报 opens the declaration', async () => {
    await renderPage('/worker/peasant', projectsPage, '农民工工资保函项目');
    const row = (await screen.findByText(awardedProject.name)).closest('tr')!;
    expect(within(row).getByText('¥12,000,000.00')).toBeInTheDocument();
    expect(within(row).getByText(awardedProject.contract.employer)).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('项目名称 / 项目编号'), {
      target: { value: '市民中心' },
    });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(stub.lastFields('/api/worker_letter/getProjectList')).toMatchObject({
        keyword: '市民中心',
        page: '1',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: `申报 ${awardedProject.name}` }));
    expect(await whereNow()).toHaveTextContent('/worker/declare?project_id=15');
  });
});

describe('/worker/declare', () => {
  it('prefills the contract price, computes the amount live, checks the share and the beneficiary, then previews the specimen', async () => {
    await renderPage('/worker/declare?project_id=15', declarePage, '申报说明');
    expect(await screen.findByLabelText('合同价（元）')).toHaveValue('12000000.00');
    expect(screen.getByText(awardedProject.number)).toBeInTheDocument();
    expect(screen.getByText(/填写合同价和比例后自动计算/)).toBeInTheDocument();
    expect(screen.getByDisplayValue(chinaToday())).toBeInTheDocument();
    expect(screen.getByDisplayValue('2027-12-30')).toBeInTheDocument();

    await type('工资保证比例（%）', '12');
    fireEvent.click(screen.getByRole('button', { name: '预览保函样本' }));
    await waitFor(() =>
      expect(fieldError('工资保证比例（%）')).toBe('工资保证比例须在 0.5% 至 10% 之间'),
    );
    expect(fieldError('受益人名称')).toBe('请输入受益人（劳动保障部门）名称');

    await type('工资保证比例（%）', '3');
    expect(await screen.findByText('¥360,000.00')).toBeInTheDocument();
    await type('合同价（元）', '10000000');
    expect(await screen.findByText('¥300,000.00')).toBeInTheDocument();
    await type('受益人名称', '南京市江北新区人力资源和社会保障局');
    fireEvent.click(screen.getByRole('button', { name: '预览保函样本' }));
    expect(await whereNow()).toHaveTextContent('/worker/specimen');
    expect(readDraft()).toMatchObject({
      project_id: 15,
      project_name: awardedProject.name,
      contract_price: '10000000',
      wage_share: '3',
      beneficiary: '南京市江北新区人力资源和社会保障局',
      valid_to: '2027-12-30',
      contact_mobile: '13800000001',
    });
  });

  it('keeps the declaration as a draft that survives a reload; another project starts a new one', async () => {
    await renderPage('/worker/declare?project_id=15', declarePage, '申报说明');
    await type('工资保证比例（%）', '2.5');
    await type('受益人名称', '南京市人社局');
    cleanup();

    await renderPage('/worker/declare?project_id=15', declarePage, '申报说明');
    expect(await screen.findByLabelText('工资保证比例（%）')).toHaveValue('2.5');
    expect(screen.getByLabelText('受益人名称')).toHaveValue('南京市人社局');
    expect(screen.getByText('¥300,000.00')).toBeInTheDocument();
    cleanup();

    stub.reply({ '/api/worker_letter/getProjectDetail': { data: { ...awardedProject, id: 16 } } });
    await renderPage('/worker/declare?project_id=16', declarePage, '申报说明');
    expect(await screen.findByLabelText('工资保证比例（%）')).toHaveValue('');
    expect(readDraft()).toMatchObject({ project_id: 16, wage_share: '' });
  });

  it('edits an application: the declaration comes from the letter detail and the draft remembers the order', async () => {
    await renderPage(`/worker/declare?order_sn=${ORDER_SN}`, declarePage, '申报说明');
    expect(await screen.findByLabelText('工资保证比例（%）')).toHaveValue('3.00');
    expect(stub.lastFields('/api/worker_letter/getLetterDetail')).toMatchObject({
      order_sn: ORDER_SN,
    });
    expect(screen.getByLabelText('受益人名称')).toHaveValue('南京市江北新区人力资源和社会保障局');
    expect(
      screen.getByText(`正在修改申请 ${ORDER_SN}，保存后需重新签署委托担保合同。`),
    ).toBeInTheDocument();
    expect(screen.getByText('contract.pdf')).toBeInTheDocument();
    expect(readDraft()).toMatchObject({
      order_sn: ORDER_SN,
      ensure_company_id: 1,
      wage_share: '3.00',
      contract_file: '/uploads/2026/11/contract.pdf?expires=1&sig=a',
    });
  });

  it('does not reopen an application the guarantor reviewed', async () => {
    stub.reply({ '/api/worker_letter/getLetterDetail': { data: contractOrder('worker', 3) } });
    await renderPage(`/worker/declare?order_sn=${ORDER_SN}`, declarePage, '申报说明');
    expect(
      await screen.findByText('该申请当前为「出函中」，担保机构审核后不能再修改。'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('工资保证比例（%）')).toBeNull();
  });
});

describe('/worker/specimen', () => {
  it('asks for the guarantor, then shows the specimen the server rendered for the draft, with the PDF to view and download', async () => {
    writeDraft(draft());
    await renderPage('/worker/specimen', specimenPage, '保函样本');
    expect(
      await screen.findByText('请选择担保机构，样本将按所选担保机构生成。'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认样本，去申请' })).toBeDisabled();
    await waitFor(() =>
      expect(stub.lastFields('/api/worker_letter/getEnsureCompany')).toMatchObject({
        amount: '360000.00',
      }),
    );
    await screen.findByRole('option', { name: '江苏信达融资担保有限公司（保费 ¥2,880.00）' });
    chooseOption('担保机构', '江苏信达融资担保有限公司（保费 ¥2,880.00）');

    expect(await screen.findByText(specimen.paragraphs[1]!)).toBeInTheDocument();
    expect(stub.lastFields('/api/worker_letter/getSpecimen')).toMatchObject({
      project_id: '15',
      ensure_company_id: '1',
      contract_price: '12000000.00',
      wage_share: '3',
      beneficiary: '南京市江北新区人力资源和社会保障局',
      valid_from: '2026-12-01',
      valid_to: '2027-12-30',
      contact_mobile: '13800000001',
      wording_request: '',
    });
    expect(await screen.findByTitle('保函样本 PDF')).toHaveAttribute('src', 'blob:specimen-1');
    expect(screen.getByRole('link', { name: '下载样本 PDF' })).toHaveAttribute(
      'download',
      specimen.file_name,
    );
    expect(screen.getByRole('link', { name: '下载样本 PDF' })).toHaveAttribute(
      'href',
      'blob:specimen-1',
    );
    expect(pdfBlobs[0]!.type).toBe('application/pdf');
    expect(await pdfBlobs[0]!.text()).toBe('%PDF-1.7 specimen');
    expect(readDraft()?.ensure_company_id).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: '确认样本，去申请' }));
    expect(await whereNow()).toHaveTextContent('/applyworker');
  });

  it('shows the custom wording asked for, and leads to the request page', async () => {
    writeDraft(draft({ ensure_company_id: 2, wording_request: '增加工资支付凭证作为索赔材料' }));
    await renderPage('/worker/specimen', specimenPage, '保函样本');
    expect(await screen.findByText('增加工资支付凭证作为索赔材料')).toBeInTheDocument();
    expect(await screen.findByText(specimen.paragraphs[0]!)).toBeInTheDocument();
    expect(stub.lastFields('/api/worker_letter/getSpecimen')).toMatchObject({
      ensure_company_id: '2',
      wording_request: '增加工资支付凭证作为索赔材料',
    });
    fireEvent.click(screen.getByRole('button', { name: '申请定制条款' }));
    expect(await whereNow()).toHaveTextContent('/worker/applyspecimen');
  });

  it('says why the specimen could not be made and leads back to the declaration', async () => {
    stub.reply({
      '/api/worker_letter/getSpecimen': {
        status: 400,
        code: 0,
        msg: '保函截止日期不能早于项目竣工日期（2027-11-30）',
        data: { fields: { valid_to: '保函截止日期不能早于项目竣工日期（2027-11-30）' } },
      },
    });
    writeDraft(draft({ ensure_company_id: 1 }));
    await renderPage('/worker/specimen', specimenPage, '保函样本');
    expect(
      await screen.findByText('样本生成失败：保函截止日期不能早于项目竣工日期（2027-11-30）'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: '返回修改申报' })[0]!);
    expect(await whereNow()).toHaveTextContent('/worker/declare?project_id=15');
  });

  it('shows the specimen text without the PDF frame on a phone', async () => {
    setWidth(375);
    writeDraft(draft({ ensure_company_id: 1 }));
    await renderPage('/worker/specimen', specimenPage, '保函样本');
    expect(await screen.findByText(specimen.paragraphs[0]!)).toBeInTheDocument();
    // The PDF's object URL is made by an effect after the text shows.
    expect(await screen.findByRole('link', { name: '下载样本 PDF' })).toBeInTheDocument();
    expect(screen.queryByTitle('保函样本 PDF')).toBeNull();
  });

  it.each([
    ['/worker/specimen', specimenPage],
    ['/worker/applyspecimen', applySpecimenPage],
    ['/applyworker', applyPage],
  ] as const)('%s without a draft says so and leads to the projects', async (url, page) => {
    await renderPage(url, page, '页面');
    expect(await screen.findByText('没有进行中的申报')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '前往项目列表' }));
    expect(await whereNow()).toHaveTextContent('/worker/peasant');
  });
});

describe('/worker/applyspecimen', () => {
  it('saves the custom wording request (500 characters at most) into the draft and goes back to the specimen', async () => {
    writeDraft(draft({ ensure_company_id: 1 }));
    await renderPage('/worker/applyspecimen', applySpecimenPage, '样本申请');
    await type('定制条款说明', '长'.repeat(501));
    fireEvent.click(screen.getByRole('button', { name: '保存并返回样本' }));
    await waitFor(() => expect(fieldError('定制条款说明')).toBe('定制条款说明不能超过 500 字'));
    expect(readDraft()?.wording_request).toBe('');

    await type('定制条款说明', '  受益人要求保函有效期内可多次索赔  ');
    fireEvent.click(screen.getByRole('button', { name: '保存并返回样本' }));
    expect(await whereNow()).toHaveTextContent('/worker/specimen');
    expect(readDraft()).toMatchObject({
      wording_request: '受益人要求保函有效期内可多次索赔',
      ensure_company_id: 1,
    });
  });
});

describe('/applyworker', () => {
  it('summarises the draft, quotes the chosen guarantor, submits the declaration and clears the draft', async () => {
    writeDraft(
      draft({
        ensure_company_id: 1,
        wording_request: '可多次索赔',
        contract_file: '/uploads/2026/11/contract.pdf',
      }),
    );
    await renderPage('/applyworker', applyPage, '申请农民工工资保函');
    expect(await screen.findByText('¥360,000.00')).toBeInTheDocument();
    expect(screen.getByText('申请定制：可多次索赔')).toBeInTheDocument();
    expect(screen.getByText('2026-12-01 至 2027-12-30')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /江苏信达/ })).toBeChecked();
    expect(await screen.findByTestId('premium-rule')).toHaveTextContent(
      '担保金额 ¥360,000.00 × 费率 0.80% = ¥2,880.00',
    );
    expect(stub.lastFields('/api/worker_letter/getPrice')).toMatchObject({
      ensure_company_id: '1',
      contract_price: '12000000.00',
      wage_share: '3',
    });

    fireEvent.click(screen.getByRole('radio', { name: /平安财产/ }));
    await waitFor(() =>
      expect(stub.lastFields('/api/worker_letter/getPrice')).toMatchObject({
        ensure_company_id: '2',
      }),
    );
    await type('联系人', '李明');
    fireEvent.click(screen.getByRole('button', { name: '提交申请，去确认签约' }));
    expect(await whereNow()).toHaveTextContent(`/makesure?order_sn=${ORDER_SN}`);
    expect(stub.lastFields('/api/worker_letter/addLetter')).toEqual({
      project_id: '15',
      ensure_company_id: '2',
      contract_price: '12000000.00',
      wage_share: '3',
      beneficiary: '南京市江北新区人力资源和社会保障局',
      beneficiary_address: '南京市江北新区浦滨路 150 号',
      valid_from: '2026-12-01',
      valid_to: '2027-12-30',
      wording_request: '可多次索赔',
      contract_file: '/uploads/2026/11/contract.pdf',
      contact_name: '李明',
      contact_mobile: '13800000001',
      remark: '',
    });
    expect(readDraft()).toBeNull();
  });

  it('saves an application under edit with editLetter', async () => {
    writeDraft(draft({ ensure_company_id: 1, order_sn: ORDER_SN }));
    await renderPage('/applyworker', applyPage, '申请农民工工资保函');
    fireEvent.click(await screen.findByRole('button', { name: '保存修改，去确认签约' }));
    expect(await whereNow()).toHaveTextContent(`/makesure?order_sn=${ORDER_SN}`);
    expect(stub.lastFields('/api/worker_letter/editLetter')).toMatchObject({
      order_sn: ORDER_SN,
      ensure_company_id: '1',
      wage_share: '3',
    });
    expect(stub.count('/api/worker_letter/addLetter')).toBe(0);
    expect(readDraft()).toBeNull();
  });

  it('puts field errors on its own fields and those of the declaration in the message, keeping the draft', async () => {
    stub.reply({
      '/api/worker_letter/addLetter': {
        status: 400,
        code: 0,
        msg: '工资保证比例须在 0.5% 至 10% 之间',
        data: {
          fields: {
            wage_share: '工资保证比例须在 0.5% 至 10% 之间',
            contact_mobile: '请输入正确的手机号',
          },
        },
      },
    });
    writeDraft(draft({ ensure_company_id: 1 }));
    await renderPage('/applyworker', applyPage, '申请农民工工资保函');
    await screen.findByRole('radio', { name: /江苏信达/ });
    fireEvent.click(screen.getByRole('button', { name: '提交申请，去确认签约' }));
    await waitFor(() => expect(fieldError('联系手机')).toBe('请输入正确的手机号'));
    expect(screen.getByText('工资保证比例须在 0.5% 至 10% 之间')).toBeInTheDocument();
    expect(readDraft()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '返回修改申报' }));
    expect(await whereNow()).toHaveTextContent('/worker/declare?project_id=15');
  });
});
