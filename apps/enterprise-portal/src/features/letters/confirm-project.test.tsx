// Step 1 (/apply/form/one, public): visitor, authenticated enterprise, and resuming a pending order.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  enterprise,
  logOut,
  ORDER_SN,
  project,
  renderApplyPage,
  user,
  whereNow,
  withApplyStub,
} from './apply-test-kit';

const page = () => import('./confirm-project-page');
const mobilePage = () => import('./confirm-project-mobile-page');

const stub = withApplyStub(() => ({
  '/api/enterprise/getUserInfo': { data: user() },
  '/api/project/detail': { data: project },
  '/api/letter/applyLetterBase': { data: { enterprise, project, pending_order_sn: null } },
}));

describe('ConfirmProject', () => {
  it('shows a logged-out visitor the project and a log-in that comes back here', async () => {
    logOut();
    await renderApplyPage(`/apply/form/one?id=${project.id}`, page, {
      title: '确认项目',
      open: true,
    });
    expect(await screen.findByText(project.name)).toBeInTheDocument();
    expect(screen.getByText(project.tender_unit)).toBeInTheDocument();
    expect(screen.getByText('¥500,000.00')).toBeInTheDocument();
    expect(screen.getByText('请先登录')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /下一步/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '登录后继续申请' }));
    expect(await whereNow()).toHaveTextContent(
      `/login?redirect=${encodeURIComponent(`/apply/form/one?id=${project.id}`)}`,
    );
    expect(stub.count('/api/letter/applyLetterBase')).toBe(0);
    expect(stub.lastFields('/api/project/detail')).toMatchObject({ id: String(project.id) });
  });

  it('shows an authenticated enterprise its facts and continues to the guarantor step', async () => {
    await renderApplyPage(`/apply/form/one?id=${project.id}`, page, {
      title: '确认项目',
      open: true,
    });
    expect(await screen.findByText(enterprise.credit_code)).toBeInTheDocument();
    expect(screen.getByText(enterprise.legal_person)).toBeInTheDocument();
    expect(stub.lastFields('/api/letter/applyLetterBase')).toMatchObject({
      project_id: String(project.id),
    });
    fireEvent.click(screen.getByRole('button', { name: '下一步：选择担保机构' }));
    expect(await whereNow()).toHaveTextContent(`/apply/form/two?id=${project.id}`);
  });

  it('offers 继续办理 for an unfinished order and resumes at the contract (mobile layout)', async () => {
    stub.reply({
      '/api/letter/applyLetterBase': { data: { enterprise, project, pending_order_sn: ORDER_SN } },
    });
    await renderApplyPage(`/apply/form/min-one?id=${project.id}&order_sn=${ORDER_SN}`, mobilePage, {
      title: '确认项目',
      open: true,
    });
    expect(await screen.findByText('您有一笔未完成的申请')).toBeInTheDocument();
    expect(screen.getByText(/第 1 步，共 5 步/)).toBeInTheDocument();
    expect(stub.lastFields('/api/letter/applyLetterBase')).toMatchObject({
      project_id: String(project.id),
      order_sn: ORDER_SN,
    });
    expect(screen.queryByRole('button', { name: '下一步：选择担保机构' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '继续办理' }));
    expect(await whereNow()).toHaveTextContent(`/apply/form/three?order_sn=${ORDER_SN}`);
  });

  it('asks an enterprise not yet authenticated to finish authentication first', async () => {
    stub.reply({ '/api/enterprise/getUserInfo': { data: user({ authStatus: 1 }) } });
    await renderApplyPage(`/apply/form/one?id=${project.id}`, page, {
      title: '确认项目',
      open: true,
    });
    expect(await screen.findByText('企业尚未完成认证')).toBeInTheDocument();
    expect(stub.count('/api/letter/applyLetterBase')).toBe(0);
  });

  it('closes applications once the project is closed (deadline passed)', async () => {
    const closed = { ...project, deadline: Math.floor(Date.now() / 1000) - 60 };
    stub.reply({
      '/api/project/detail': { data: closed },
      '/api/letter/applyLetterBase': {
        data: { enterprise, project: closed, pending_order_sn: null },
      },
    });
    await renderApplyPage(`/apply/form/one?id=${project.id}`, page, {
      title: '确认项目',
      open: true,
    });
    expect(await screen.findByText('该项目已截止投标，不能申请保函。')).toBeInTheDocument();
    await screen.findByText(enterprise.credit_code);
    expect(screen.queryByRole('button', { name: '下一步：选择担保机构' })).not.toBeInTheDocument();
  });

  it('shows the server error with 重试 when the project cannot be loaded', async () => {
    stub.reply({ '/api/project/detail': { status: 404, code: 0, msg: '项目不存在' } });
    await renderApplyPage('/apply/form/one?id=99', page, { title: '确认项目', open: true });
    // One retry (the app's query default) before the error shows.
    expect(await screen.findByText('项目不存在')).toBeInTheDocument();
    stub.reply({ '/api/project/detail': { data: project } });
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByText(project.name)).toBeInTheDocument());
  });

  it('explains a link without a project id', async () => {
    await renderApplyPage('/apply/form/one', page, { title: '确认项目', open: true });
    expect(await screen.findByText('未指定投标项目')).toBeInTheDocument();
    expect(stub.count('/api/project/detail')).toBe(0);
  });
});
