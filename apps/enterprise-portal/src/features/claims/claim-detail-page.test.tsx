// /demage/damageinfo: the claim read-only (letter and remaining amount, claimant, account,
// attachments, the guarantor's opinion and payout), the 已驳回 stamp, the statements timeline and
// the 补充书面说明 form only while the claim is open (confirmation, field errors, reload).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { claim, fieldError, renderClaimPage, user, whereNow, withApplyStub } from './test-kit';
import { closeOverlaysAfterTest } from '@bht/vitest-config/close-overlays';

// A confirmation left open by one test must not be the one the next test clicks.
afterEach(closeOverlaysAfterTest);

const statement = {
  id: 1,
  author_type: 'enterprise',
  author_name: '张三',
  content: '投标保证金已按约定缴纳，索赔事实不成立',
  create_time: 1_764_550_000,
};

const stub = withApplyStub(() => ({
  '/api/enterprise/getUserInfo': { data: user() },
  '/api/claim/getDetail': { data: claim(0) },
  '/api/claim/addStatement': (body) => {
    const content = new URLSearchParams(body).get('content') ?? '';
    const saved = claim(0, { statements: [{ ...statement, id: 2, content }] });
    stub.reply({ '/api/claim/getDetail': { data: saved } });
    return { data: saved };
  },
}));

const setWidth = (width: number) =>
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
afterEach(() => setWidth(1024));

const renderDetail = (url = '/demage/damageinfo?id=51') =>
  renderClaimPage(url, () => import('./claim-detail-page'), '理赔详情');

describe('/demage/damageinfo', () => {
  it('shows an open claim with the letter’s remaining amount and the claimant’s account', async () => {
    await renderDetail();
    expect(await screen.findByText('理赔编号：LP202612010001')).toBeInTheDocument();
    expect(stub.lastFields('/api/claim/getDetail')).toMatchObject({ id: '51' });
    expect(screen.getByText('待受理')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /状态/ })).toBeNull();
    expect(screen.getByText('XD-2026-000001')).toBeInTheDocument();
    expect(screen.getAllByText('¥800,000.00')).toHaveLength(2);
    expect(screen.getByText('中国银行南京江北支行')).toBeInTheDocument();
    expect(screen.getByText('6216600000001234')).toBeInTheDocument();
    // The attachment under the name it was uploaded with, a download of the signed link.
    const attachment = within(screen.getByRole('list', { name: '附件' })).getByRole('link', {
      name: '中标通知书.pdf',
    });
    expect(attachment).toHaveAttribute(
      'href',
      'https://img.example.com/uploads/2026/12/4e7d0c9a.pdf?expires=1&sig=a',
    );
    expect(attachment).toHaveAttribute('download', '中标通知书.pdf');
    expect(screen.getByText('待担保机构受理')).toBeInTheDocument();
    expect(screen.getByText('暂无书面说明')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交说明' })).toBeInTheDocument();
  });

  it('adds a written statement after confirmation and shows it in the timeline', async () => {
    await renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: '提交说明' }));
    await waitFor(() => expect(fieldError('书面说明')).toBe('请填写书面说明（至少 5 个字）'));
    fireEvent.change(screen.getByLabelText('书面说明'), { target: { value: '太短' } });
    fireEvent.click(screen.getByRole('button', { name: '提交说明' }));
    await waitFor(() => expect(fieldError('书面说明')).toBe('请填写书面说明（至少 5 个字）'));
    fireEvent.change(screen.getByLabelText('书面说明'), {
      target: { value: '投标保证金已按约定缴纳，请核实' },
    });
    fireEvent.click(screen.getByRole('button', { name: '提交说明' }));
    const confirm = (await screen.findAllByRole('dialog', { name: '提交书面说明' })).at(-1)!;
    expect(stub.count('/api/claim/addStatement')).toBe(0);
    fireEvent.click(within(confirm).getByRole('button', { name: '确认提交' }));
    expect(await screen.findByText('书面说明已提交')).toBeInTheDocument();
    expect(stub.lastFields('/api/claim/addStatement')).toMatchObject({
      id: '51',
      content: '投标保证金已按约定缴纳，请核实',
    });
    const timeline = await screen.findByLabelText('书面说明记录');
    expect(within(timeline).getByText('投标保证金已按约定缴纳，请核实')).toBeInTheDocument();
    expect(within(timeline).getByText('张三（投保企业）')).toBeInTheDocument();
  });

  it('puts the server’s field error on the statement', async () => {
    stub.reply({
      '/api/claim/addStatement': {
        status: 400,
        code: 0,
        msg: '书面说明不能只包含标点',
        data: { fields: { content: '书面说明不能只包含标点' } },
      },
    });
    await renderDetail();
    fireEvent.change(await screen.findByLabelText('书面说明'), {
      target: { value: '投标保证金已按约定缴纳，请核实' },
    });
    fireEvent.click(screen.getByRole('button', { name: '提交说明' }));
    fireEvent.click(
      within((await screen.findAllByRole('dialog', { name: '提交书面说明' })).at(-1)!).getByRole(
        'button',
        {
          name: '确认提交',
        },
      ),
    );
    await waitFor(() => expect(fieldError('书面说明')).toBe('书面说明不能只包含标点'));
    expect(stub.count('/api/claim/addStatement')).toBe(1);
  });

  it('stamps a rejected claim with the guarantor’s opinion and offers no statement form', async () => {
    stub.reply({ '/api/claim/getDetail': { data: claim(3, { statements: [statement] }) } });
    await renderDetail();
    expect(await screen.findByRole('img', { name: '状态：已驳回' })).toBeInTheDocument();
    expect(screen.getByText('索赔事实不成立')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('书面说明记录')).getByText(statement.content),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交说明' })).toBeNull();
    expect(screen.queryByLabelText('书面说明')).toBeNull();
  });

  it('shows the payout of a paid claim with its voucher and what remains', async () => {
    stub.reply({ '/api/claim/getDetail': { data: claim(2) } });
    await renderDetail();
    expect(await screen.findByText('2026-12-10')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看赔付凭证' })).toHaveAttribute(
      'href',
      'https://img.example.com/uploads/claims/voucher.pdf?sig=b',
    );
    expect(screen.getByText('¥500,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交说明' })).toBeNull();
  });

  it.each([
    [1, '材料齐全，予以受理', '?id=52'],
    [2, '已按合同约定赔付', '?id=53'],
  ] as const)(
    'shows the opinion given on 受理 / 登记赔付 (status %i) as 处理意见',
    async (status, opinion, query) => {
      stub.reply({ '/api/claim/getDetail': { data: claim(status, { opinion }) } });
      await renderDetail(`/demage/damageinfo${query}`);
      expect(await screen.findByText(opinion)).toBeInTheDocument();
      expect(screen.getByText('处理意见')).toBeInTheDocument();
    },
  );

  it('explains a link without the claim id', async () => {
    await renderDetail('/demage/damageinfo');
    expect(await screen.findByText('未指定理赔记录')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: '返回理赔记录' }));
    expect(await whereNow()).toHaveTextContent('/demage/index');
  });

  it('stacks the labels at phone width', async () => {
    setWidth(375);
    await renderDetail();
    expect(await screen.findByText('理赔编号：LP202612010001')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交说明' })).toBeInTheDocument();
    // The heading and the status mark wrap instead of overflowing; labels take the narrow phone column.
    expect(
      screen.getByRole('heading', { name: '南京市江北新区市政道路改造工程' }).parentElement!
        .parentElement,
    ).toHaveStyle({ flexWrap: 'wrap' });
    expect(screen.getByText('索赔人').closest('td')).toHaveStyle({ width: '84px' });
  });
});
