// 用户中心 through the real transport: authentication status, the notice for an unauthenticated
// sub-account, quick entries, notices (list, empty, failed) and the contact widget.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  renderPage,
  startFirmStub,
  userInfo,
  whereNow,
  type FirmStub,
} from '../firm/firm-test-kit';
import { noticeSummary } from '../notices/test-kit';

let stub: FirmStub;
const home = () => import('./home-page');

beforeAll(async () => {
  stub = await startFirmStub({
    '/api/config/getContact': {
      data: { wc_tel: '400-800-1234', wc_wechatewm: '', wc_kfqq: 'https://kf.example.com' },
    },
  });
});
afterAll(() => stub.close());

const notices = (list: Array<{ id: number; title: string }>) => ({
  data: {
    list: list.map((n) => ({ ...noticeSummary(), ...n })),
    total: list.length,
    page: 1,
    limit: 5,
  },
});

describe('HomePage', () => {
  it('shows the company, the approved stamp, last login, quick entries, notices and contact', async () => {
    stub.reply({
      '/api/enterprise/getUserInfo': { data: userInfo({ auth_status: 2, auth_step: 4 }) },
      '/api/notice/getList': notices([{ id: 11, title: '关于春节期间出函安排的通知' }]),
    });
    await renderPage('/index', home, '用户中心');
    expect(
      await screen.findByRole('heading', { name: '南京示例建设有限公司' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '状态：已认证' })).toBeInTheDocument();
    expect(screen.getByText(/上次登录/)).toHaveTextContent('2024-11-23');
    expect(screen.queryByRole('link', { name: '去认证' })).not.toBeInTheDocument();

    const entries = screen.getByRole('navigation', { name: '申请保函' });
    expect(within(entries).getByRole('link', { name: '申请投标电子保函' })).toHaveAttribute(
      'href',
      '/myLetter/list',
    );
    expect(within(entries).getByRole('link', { name: '申请纸质投标保函' })).toHaveAttribute(
      'href',
      '/applypaper',
    );
    expect(within(entries).getByRole('link', { name: '申请履约保函' })).toHaveAttribute(
      'href',
      '/honourapply',
    );
    expect(within(entries).getByRole('link', { name: '申请农民工工资保函' })).toHaveAttribute(
      'href',
      '/worker/peasant',
    );

    expect(await screen.findByRole('link', { name: '关于春节期间出函安排的通知' })).toHaveAttribute(
      'href',
      '/notice/noticeinfo?id=11',
    );
    expect(await screen.findByRole('link', { name: '400-800-1234' })).toHaveAttribute(
      'href',
      'tel:400-800-1234',
    );
    expect(stub.lastBody('/api/notice/getList')?.get('limit')).toBe('5');

    fireEvent.click(within(entries).getByRole('link', { name: '申请履约保函' }));
    expect(await whereNow()).toHaveTextContent('/honourapply');
  });

  it('sends an unauthenticated main account to /firm and shows an empty notice list', async () => {
    stub.reply({
      '/api/enterprise/getUserInfo': {
        data: userInfo({ auth_status: 0, auth_step: 0 }, { lastLogin: null }),
      },
      '/api/notice/getList': notices([]),
    });
    await renderPage('/index', home, '用户中心');
    expect(await screen.findByRole('img', { name: '状态：未认证' })).toBeInTheDocument();
    expect(screen.getByText(/上次登录/)).toHaveTextContent('首次登录');
    expect(await screen.findByText('暂无公告')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: '去认证' }));
    expect(await whereNow()).toHaveTextContent('/firm');
  });

  it('shows the rejection reason with a link to the result page', async () => {
    stub.reply({
      '/api/enterprise/getUserInfo': {
        data: userInfo({ auth_status: -1, auth_step: 4, reject_reason: '营业执照已过期' }),
      },
    });
    await renderPage('/index', home, '用户中心');
    expect(await screen.findByRole('img', { name: '状态：已驳回' })).toBeInTheDocument();
    expect(screen.getByText(/营业执照已过期/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看详情并重新认证' })).toHaveAttribute(
      'href',
      '/firm',
    );
  });

  it('tells a sub-account of an unauthenticated company to wait', async () => {
    stub.reply({
      '/api/enterprise/getUserInfo': {
        data: userInfo({ auth_status: 0, auth_step: 0 }, { isMaster: 0 }),
      },
      '/api/notice/getList': notices([]),
    });
    await renderPage('/index', home, '用户中心');
    expect(await screen.findByText('请等待主账号完成企业认证')).toBeInTheDocument();
    expect(screen.getByText('子账号')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '去认证' })).not.toBeInTheDocument();
  });

  it('offers a retry when notices fail for another reason', async () => {
    stub.reply({
      '/api/enterprise/getUserInfo': { data: userInfo({ auth_status: 2, auth_step: 4 }) },
      '/api/notice/getList': { status: 500, code: 0, msg: '服务器繁忙，请稍后重试' },
    });
    await renderPage('/index', home, '用户中心');
    expect(await screen.findByText(/公告加载失败/)).toBeInTheDocument();
    stub.reply({ '/api/notice/getList': notices([{ id: 12, title: '系统升级公告' }]) });
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: '系统升级公告' })).toBeInTheDocument();
  });
});
