// /sun_three: the policy, polled while unpaid until the insurer's result lands; 已承保 with the
// policy number and PDF, 已关闭 with the reason, 支付取消 when the cashier says so (spec §8).
import { Message } from '@arco-design/web-react';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATUS_POLL_MS } from '../letters/result-view';
import {
  policyReply,
  POLICY_SN,
  project,
  renderInsurancePage,
  user,
  whereNow,
  withApplyStub,
} from './insurance-test-kit';

const page = () => import('./sun-three-page');
const GET = '/api/insurance/getPolicy';

const stub = withApplyStub(() => ({
  '/api/enterprise/getUserInfo': { data: user() },
  [GET]: policyReply('unpaid'),
}));
afterEach(() => {
  vi.useRealTimers();
  Message.clear();
});

const fakeTimers = () =>
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });
const nextPoll = () => act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_MS));

describe('/sun_three', () => {
  it('polls while unpaid, then shows 已承保 with the policy number and PDF, and stops polling', async () => {
    fakeTimers();
    await renderInsurancePage(`/sun_three?policy_sn=${POLICY_SN}&result=ok`, page, '投保完成');
    expect(await screen.findByText('等待保险公司确认支付结果…')).toBeInTheDocument();
    expect(stub.lastFields(GET)).toMatchObject({ policy_sn: POLICY_SN });
    await nextPoll();
    expect(stub.count(GET)).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('等待保险公司确认支付结果…')).toBeInTheDocument();

    stub.reply({ [GET]: policyReply('insured') });
    await nextPoll();
    expect(
      await screen.findByText('保险公司已确认承保，保单号：YG2026110000123'),
    ).toBeInTheDocument();
    const pdf = screen.getAllByRole('link', { name: '下载保单（PDF）' });
    expect(pdf[0]).toHaveAttribute(
      'href',
      'https://img.example.com/uploads/policies/BX202611250001.pdf?expires=1&sig=abc',
    );
    expect(screen.queryByText('等待保险公司确认支付结果…')).not.toBeInTheDocument();
    const polls = stub.count(GET);
    await nextPoll();
    await nextPoll();
    expect(stub.count(GET)).toBe(polls);
  });

  it('an insured policy whose document the insurer has not issued yet says so, with nothing to download', async () => {
    stub.reply({ [GET]: policyReply('insured', { policy_no: null, policy_url: null }) });
    await renderInsurancePage(`/sun_three?policy_sn=${POLICY_SN}`, page, '投保完成');
    expect(
      await screen.findByText(
        '保险公司已确认收到保费，保单正在出具，请稍后刷新查看保单号与保单文件。',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '下载保单（PDF）' })).not.toBeInTheDocument();
  });

  it('shows a closed policy with its reason and a way to start again', async () => {
    stub.reply({ [GET]: policyReply('closed', { close_reason: '保险公司拒保：投保人信息不符' }) });
    await renderInsurancePage(`/sun_three?policy_sn=${POLICY_SN}`, page, '投保完成');
    expect(
      await screen.findByText('投保单已关闭：保险公司拒保：投保人信息不符'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重新投保' }));
    expect(await whereNow()).toHaveTextContent(`/sun_insure?project_id=${project.id}`);
  });

  it('result=cancel shows 支付取消 without polling, and 重新支付 goes back to pay', async () => {
    fakeTimers();
    await renderInsurancePage(`/sun_three?policy_sn=${POLICY_SN}&result=cancel`, page, '投保完成');
    expect(await screen.findByText('支付取消')).toBeInTheDocument();
    expect(screen.queryByText('等待保险公司确认支付结果…')).not.toBeInTheDocument();
    const polls = stub.count(GET);
    await nextPoll();
    expect(stub.count(GET)).toBe(polls);
    fireEvent.click(screen.getByRole('button', { name: '重新支付' }));
    expect(await whereNow()).toHaveTextContent(`/sun_two?policy_sn=${POLICY_SN}`);
  });

  it('stops polling when the page is left, and a failed poll shows no toast', async () => {
    fakeTimers();
    await renderInsurancePage(`/sun_three?policy_sn=${POLICY_SN}`, page, '投保完成');
    await screen.findByText('等待保险公司确认支付结果…');
    stub.reply({ [GET]: { status: 503, code: 0, msg: '服务器繁忙' } });
    await nextPoll();
    expect(screen.getByText('等待保险公司确认支付结果…')).toBeInTheDocument();
    expect(document.querySelector('.arco-message')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '我的保单' }));
    expect(await whereNow()).toHaveTextContent('/sun_insure?tab=policies');
    const polls = stub.count(GET);
    await nextPoll();
    await nextPoll();
    expect(stub.count(GET)).toBe(polls);
    expect(document.querySelector('.arco-message')).toBeNull();
  });
});
