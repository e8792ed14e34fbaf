// /sun_two: confirm the proposal, pay at the insurer's cashier (observed on leavePage, since jsdom
// cannot navigate), or give it up after a confirmation.
import { Message } from '@arco-design/web-react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leavePage } from '../payments/leave-page';
import {
  CASHIER_URL,
  enterprise,
  policyReply,
  POLICY_SN,
  project,
  renderInsurancePage,
  user,
  whereNow,
  withApplyStub,
} from './insurance-test-kit';

const page = () => import('./sun-two-page');
const PAY = '/api/insurance/payPolicy';
const CANCEL = '/api/insurance/cancelPolicy';
const URL = `/sun_two?policy_sn=${POLICY_SN}`;

const stub = withApplyStub(() => ({
  '/api/enterprise/getUserInfo': { data: user() },
  '/api/insurance/getPolicy': policyReply('unpaid'),
  [PAY]: { data: { cashier_url: CASHIER_URL } },
  [CANCEL]: policyReply('closed'),
}));

let leave: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  leave = vi.spyOn(leavePage, 'to').mockImplementation(() => undefined);
});
afterEach(() => {
  leave.mockRestore();
  Message.clear();
});

describe('/sun_two', () => {
  it('shows everything the proposal says', async () => {
    await renderInsurancePage(URL, page, '确认投保');
    expect(await screen.findByText(POLICY_SN)).toBeInTheDocument();
    for (const text of [
      enterprise.name,
      project.tender_unit,
      project.name,
      '投标保证保险（阳光）',
      '¥500,000.00',
      '13800000001',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getAllByText('¥4,000.00').length).toBeGreaterThan(0);
    expect(stub.lastFields('/api/insurance/getPolicy')).toMatchObject({ policy_sn: POLICY_SN });
  });

  it('去支付 asks for the cashier and opens it', async () => {
    await renderInsurancePage(URL, page, '确认投保');
    fireEvent.click(await screen.findByRole('button', { name: '去支付' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(CASHIER_URL));
    expect(stub.lastFields(PAY)).toMatchObject({ policy_sn: POLICY_SN });
  });

  it('a refused payment stays here with the server’s message', async () => {
    stub.reply({ [PAY]: { status: 502, code: 0, msg: '保险公司收银台暂不可用，请稍后重试' } });
    await renderInsurancePage(URL, page, '确认投保');
    fireEvent.click(await screen.findByRole('button', { name: '去支付' }));
    await waitFor(() =>
      expect(document.querySelector('.arco-message')).toHaveTextContent(
        '保险公司收银台暂不可用，请稍后重试',
      ),
    );
    expect(leave).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '去支付' })).toBeEnabled();
  });

  it('放弃投保 asks first: 再想想 sends nothing, 确认放弃 closes the proposal and shows it', async () => {
    await renderInsurancePage(URL, page, '确认投保');
    fireEvent.click(await screen.findByRole('button', { name: '放弃投保' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      `确定放弃「${project.name}」的投标保证保险投保单（${POLICY_SN}）吗？`,
    );
    fireEvent.click(screen.getByRole('button', { name: '再想想' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stub.count(CANCEL)).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: '放弃投保' }));
    fireEvent.click(await screen.findByRole('button', { name: '确认放弃' }));
    expect(await whereNow()).toHaveTextContent(`/sun_three?policy_sn=${POLICY_SN}`);
    expect(stub.lastFields(CANCEL)).toMatchObject({ policy_sn: POLICY_SN });
    expect(stub.count(PAY)).toBe(0);
  });

  it('a refused give-up toasts the server’s message and stays here', async () => {
    stub.reply({ [CANCEL]: { status: 409, code: 0, msg: '投保单已支付，不能放弃' } });
    await renderInsurancePage(URL, page, '确认投保');
    fireEvent.click(await screen.findByRole('button', { name: '放弃投保' }));
    fireEvent.click(await screen.findByRole('button', { name: '确认放弃' }));
    await waitFor(() =>
      expect(document.querySelector('.arco-message')).toHaveTextContent('投保单已支付，不能放弃'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('a paid or closed proposal only links to its policy', async () => {
    stub.reply({ '/api/insurance/getPolicy': policyReply('insured') });
    await renderInsurancePage(URL, page, '确认投保');
    expect(await screen.findByText('该投保单已承保')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '去支付' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '查看保单' }));
    expect(await whereNow()).toHaveTextContent(`/sun_three?policy_sn=${POLICY_SN}`);
  });

  it('explains a link without the policy number', async () => {
    await renderInsurancePage('/sun_two', page, '确认投保');
    expect(await screen.findByText('未指定投保单')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '我的保单' }));
    expect(await whereNow()).toHaveTextContent('/sun_insure?tab=policies');
  });
});
