// Step 4 (/apply/form/four, min-four): the recorded application and where it goes next.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  order,
  ORDER_SN,
  project,
  renderApplyPage,
  user,
  whereNow,
  withApplyStub,
} from './apply-test-kit';

const page = () => import('./submit-application-page');
const mobilePage = () => import('./submit-application-mobile-page');

const stub = withApplyStub(() => ({
  '/api/enterprise/getUserInfo': { data: user() },
  '/api/order/getOrderInfo': { data: order(1, '待审核') },
}));

describe('SubmitApplication', () => {
  it('summarises the order, project, guarantor, premium and status, then finishes at the result', async () => {
    await renderApplyPage(`/apply/form/four?order_sn=${ORDER_SN}`, page, { title: '提交申请' });
    expect(await screen.findByText(ORDER_SN)).toBeInTheDocument();
    expect(screen.getByText(project.number)).toBeInTheDocument();
    expect(screen.getByText('江苏信达融资担保有限公司')).toBeInTheDocument();
    expect(screen.getByText('¥7,500.00')).toBeInTheDocument();
    expect(screen.getByText('待审核')).toBeInTheDocument();
    expect(stub.lastFields('/api/order/getOrderInfo')).toMatchObject({ order_sn: ORDER_SN });
    fireEvent.click(screen.getByRole('button', { name: '完成申请' }));
    expect(await whereNow()).toHaveTextContent(`/apply/form/fiveone?order_sn=${ORDER_SN}`);
  });

  it('sends an unsigned order back to the contract (mobile layout)', async () => {
    stub.reply({ '/api/order/getOrderInfo': { data: order(0, '待签约') } });
    await renderApplyPage(`/apply/form/min-four?order_sn=${ORDER_SN}`, mobilePage, {
      title: '提交申请',
    });
    expect(
      await screen.findByText('委托担保合同尚未签署，签署后申请才会提交给担保机构审核。'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '完成申请' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '去签署合同' }));
    expect(await whereNow()).toHaveTextContent(`/apply/form/three?order_sn=${ORDER_SN}`);
  });

  it('explains a link without an order number', async () => {
    await renderApplyPage('/apply/form/four', page, { title: '提交申请' });
    expect(await screen.findByText('未指定保函订单')).toBeInTheDocument();
    expect(stub.count('/api/order/getOrderInfo')).toBe(0);
  });
});
