// Step 2 (/apply/form/two): guarantors with the server's premium, filters, Letter/add and its errors,
// and the sample letter (查看样函) a guarantor published.
import { heldReplies, settle, toasts } from '@bht/vitest-config/held-replies';
import type { StubReply } from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../testing/choose-option';
import {
  areas,
  companyTypes,
  enterprise,
  fieldError,
  offers,
  ORDER_SN,
  project,
  renderApplyPage,
  user,
  whereNow,
  withApplyStub,
} from './apply-test-kit';

const page = () => import('./choose-guarantor-page');
const mobilePage = () => import('./choose-guarantor-mobile-page');

const SAMPLE_URL = '/uploads/issuing-config/1/2026/11/sample.pdf?expires=1795000000&sig=abc';
/** 江苏信达 (id 1) published a sample letter, 平安 (id 2) did not. */
const companyOf = (body: string) => new URLSearchParams(body).get('ensure_company_id');
const sample = { key: 'sample_letter', name: '样函', url: SAMPLE_URL };
const publicFiles = (body: string): StubReply => ({
  data: companyOf(body) === '1' ? [sample] : [],
});
const held = heldReplies();

const stub = withApplyStub(() => ({
  '/api/enterprise/getUserInfo': { data: user() },
  '/api/letter/applyLetterBase': { data: { enterprise, project, pending_order_sn: null } },
  '/api/ensure_company/getTypeList': { data: companyTypes },
  '/api/ensure_company/getAreaList': { data: areas },
  '/api/ensure_company/getCompanyList': (body) => ({
    data: body.includes('type_id=2') ? offers.filter((o) => o.type_id === 2) : offers,
  }),
  '/api/Letter/add': { data: { order_id: 9, order_sn: ORDER_SN, status: 0, premium: '7500.00' } },
  '/api/index/getEnsureCompanyFiles': publicFiles,
}));

const guarantor = (name: string) => screen.findByRole('radio', { name: new RegExp(name) });
const card = async (name: string) => (await guarantor(name)).closest('label')!;
/** The companies whose public documents were asked, in order. */
const sampleLetterCalls = () =>
  stub.seen
    .filter((line) => line.includes('/api/index/getEnsureCompanyFiles'))
    .map((line) => companyOf(line.split(' ')[2] ?? ''));

describe('ChooseGuarantor', () => {
  it('lists guarantors with the premium, rate and minimum the server computed for the project', async () => {
    await renderApplyPage(`/apply/form/two?id=${project.id}`, page, { title: '选择担保机构' });
    const card = (await guarantor('江苏信达')).closest('label')!;
    expect(within(card).getByText('¥7,500.00')).toBeInTheDocument();
    expect(within(card).getByText(/费率 1\.50%/)).toBeInTheDocument();
    expect(within(card).getByText('¥1,000.00')).toBeInTheDocument();
    expect(stub.lastFields('/api/ensure_company/getCompanyList')).toMatchObject({
      project_id: String(project.id),
    });
    expect(stub.lastFields('/api/ensure_company/getCompanyList')).not.toHaveProperty('type_id');
  });

  it('filters by type, creates the order with the choice and the enterprise defaults, and goes to the contract', async () => {
    const router = await renderApplyPage(`/apply/form/two?id=${project.id}`, page, {
      title: '选择担保机构',
    });
    await guarantor('江苏信达');
    chooseOption('担保机构类型', '保险公司');
    await waitFor(() =>
      expect(screen.queryByRole('radio', { name: /江苏信达/ })).not.toBeInTheDocument(),
    );
    expect(stub.lastFields('/api/ensure_company/getCompanyList')).toMatchObject({
      project_id: String(project.id),
      type_id: '2',
    });

    fireEvent.click(await guarantor('平安财产'));
    expect(await screen.findByText(/已选 平安财产保险南京分公司/)).toBeInTheDocument();
    expect(router.state.location.search).toContain('company_id=2');
    fireEvent.change(screen.getByLabelText('备注'), { target: { value: '请尽快出函' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步：签署合同' }));
    expect(await whereNow()).toHaveTextContent(`/apply/form/three?order_sn=${ORDER_SN}`);
    expect(stub.lastFields('/api/Letter/add')).toMatchObject({
      project_id: String(project.id),
      ensure_company_id: '2',
      contact_name: '王建国',
      contact_mobile: enterprise.contact_mobile,
      remark: '请尽快出函',
    });
  });

  it('keeps the choice from the URL after a reload', async () => {
    await renderApplyPage(`/apply/form/two?id=${project.id}&company_id=1`, page, {
      title: '选择担保机构',
    });
    expect(await guarantor('江苏信达')).toBeChecked();
    expect(screen.getByText(/已选 江苏信达融资担保有限公司/)).toBeInTheDocument();
  });

  it('requires a guarantor before calling the server', async () => {
    await renderApplyPage(`/apply/form/two?id=${project.id}`, page, { title: '选择担保机构' });
    await guarantor('江苏信达');
    fireEvent.click(screen.getByRole('button', { name: '下一步：签署合同' }));
    await waitFor(() => expect(fieldError('担保机构')).toBe('请选择担保机构'));
    expect(stub.count('/api/Letter/add')).toBe(0);
  });

  it('puts the server field error of Letter/add on its field and stays', async () => {
    stub.reply({
      '/api/Letter/add': {
        status: 400,
        code: 0,
        msg: '联系手机不正确',
        data: { fields: { contact_mobile: '该手机号已停机，请更换联系手机' } },
      },
    });
    await renderApplyPage(`/apply/form/min-two?id=${project.id}&company_id=1`, mobilePage, {
      title: '选择担保机构',
    });
    await guarantor('江苏信达');
    fireEvent.click(screen.getByRole('button', { name: '下一步：签署合同' }));
    await waitFor(() => expect(fieldError('联系手机')).toBe('该手机号已停机，请更换联系手机'));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('checks the contact mobile with the contract rule', async () => {
    await renderApplyPage(`/apply/form/two?id=${project.id}&company_id=1`, page, {
      title: '选择担保机构',
    });
    await guarantor('江苏信达');
    fireEvent.change(screen.getByLabelText('联系手机'), { target: { value: '1380000' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步：签署合同' }));
    await waitFor(() => expect(fieldError('联系手机')).toBe('请输入正确的手机号'));
    expect(stub.count('/api/Letter/add')).toBe(0);
  });

  it('sends an unfinished order to 继续办理 instead of a second application', async () => {
    stub.reply({
      '/api/letter/applyLetterBase': { data: { enterprise, project, pending_order_sn: ORDER_SN } },
    });
    await renderApplyPage(`/apply/form/two?id=${project.id}`, page, { title: '选择担保机构' });
    expect(await screen.findByRole('button', { name: '继续办理' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '下一步：签署合同' })).not.toBeInTheDocument();
  });

  describe('查看样函', () => {
    it('shows the published sample letter of a guarantor as a link opening the PDF in a new tab, and nothing for one without', async () => {
      await renderApplyPage(`/apply/form/two?id=${project.id}`, page, { title: '选择担保机构' });
      const link = await within(await card('江苏信达')).findByRole('link', { name: '查看样函' });
      expect(link).toHaveAttribute('href', `https://img.example.com${SAMPLE_URL}`);
      expect(link).toHaveAttribute('target', '_blank');
      await waitFor(() => expect(sampleLetterCalls()).toEqual(expect.arrayContaining(['1', '2'])));
      await settle();
      expect(
        within(await card('平安财产')).queryByRole('link', { name: '查看样函' }),
      ).not.toBeInTheDocument();
    });

    it('opens the PDF without choosing the guarantor', async () => {
      await renderApplyPage(`/apply/form/two?id=${project.id}`, page, { title: '选择担保机构' });
      const link = await within(await card('江苏信达')).findByRole('link', { name: '查看样函' });
      expect(fireEvent.click(link)).toBe(true); // the browser follows the link (not prevented)
      expect(await guarantor('江苏信达')).not.toBeChecked();
      expect(screen.getByText('请选择担保机构')).toBeInTheDocument();
    });

    it('asks once per guarantor shown, and not again when a filter shows it again', async () => {
      stub.reply({
        '/api/ensure_company/getCompanyList': (body) => {
          const typeId = new URLSearchParams(body).get('type_id');
          return { data: typeId ? offers.filter((o) => String(o.type_id) === typeId) : offers };
        },
      });
      await renderApplyPage(`/apply/form/two?id=${project.id}`, page, { title: '选择担保机构' });
      await within(await card('江苏信达')).findByRole('link', { name: '查看样函' });
      await waitFor(() => expect(sampleLetterCalls()).toHaveLength(2));
      const chooseType = async (name: string) => {
        await screen.findByRole('option', { name });
        chooseOption('担保机构类型', name);
      };
      await chooseType('保险公司');
      await waitFor(() =>
        expect(screen.queryByRole('radio', { name: /江苏信达/ })).not.toBeInTheDocument(),
      );
      await chooseType('融资担保公司');
      await within(await card('江苏信达')).findByRole('link', { name: '查看样函' });
      await settle();
      expect(sampleLetterCalls().sort()).toEqual(['1', '2']);
    });

    it('hides the link when the call fails, without a toast', async () => {
      await import('@bht/ui/toast'); // loaded now so a toast, if any, shows within settle()
      stub.reply({
        '/api/index/getEnsureCompanyFiles': (body) =>
          companyOf(body) === '2'
            ? { data: [sample] }
            : { status: 500, code: 0, msg: '服务器繁忙，请稍后重试' },
      });
      await renderApplyPage(`/apply/form/two?id=${project.id}`, page, { title: '选择担保机构' });
      await within(await card('平安财产')).findByRole('link', { name: '查看样函' });
      await settle();
      expect(
        within(await card('江苏信达')).queryByRole('link', { name: '查看样函' }),
      ).not.toBeInTheDocument();
      expect(toasts()).toEqual([]);
    });

    it('leaving the page while the sample letters load cancels the calls without a toast', async () => {
      await import('@bht/ui/toast');
      stub.reply({
        '/api/index/getEnsureCompanyFiles': (body) => held.hold(() => publicFiles(body)),
      });
      const router = await renderApplyPage(`/apply/form/two?id=${project.id}`, page, {
        title: '选择担保机构',
      });
      await waitFor(() => expect(sampleLetterCalls()).toHaveLength(2));
      await router.navigate('/myLetter/list');
      await whereNow();
      held.release();
      await settle();
      expect(toasts()).toEqual([]);
    });
  });
});
