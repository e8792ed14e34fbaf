// The public notice screens through the real transport: /notice/index (published notices, pinned
// marked, ten a page, title search and page in the URL and the request, empty and failed states)
// and /notice/noticeinfo (the sanitised body with images from the image host, attachments to
// download, not found for a draft or withdrawn notice).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { renderWithWhere } from '../../testing/route-harness';
import { startFirmStub, whereNow, type FirmStub } from '../firm/firm-test-kit';
import { notice, noticeSummary } from './test-kit';

let stub: FirmStub;
const list = () => import('./notice-list-page');
const detail = () => import('./notice-detail-page');

/** Renders a public page as a visitor sees it (no session needed). */
async function renderPage(
  path: string,
  page: () => Promise<{ default: ComponentType<{ title: string }> }>,
  title: string,
) {
  const { default: Page } = await page();
  return renderWithWhere(path, <Page title={title} />, { session: false });
}

const page = (body: string) => {
  const sent = new URLSearchParams(body);
  const n = Number(sent.get('page'));
  const limit = Number(sent.get('limit'));
  const all = Array.from({ length: 13 }, (_, i) =>
    noticeSummary({
      id: i + 1,
      title: `公告${i + 1}`,
      is_top: i === 0 ? 1 : 0,
      attachment_count: i === 1 ? 2 : 0,
    }),
  );
  return {
    data: { list: all.slice((n - 1) * limit, n * limit), total: all.length, page: n, limit },
  };
};

beforeAll(async () => {
  stub = await startFirmStub({
    '/api/notice/getList': page,
    '/api/notice/getDetail': { data: notice() },
  });
  window.__BHT_CONFIG__ = { ...window.__BHT_CONFIG__!, imageHost: 'https://img.example.com' };
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
  stub.reply({ '/api/notice/getList': page, '/api/notice/getDetail': { data: notice() } });
});

describe('NoticeListPage', () => {
  it('lists published notices ten a page, pinned marked, each linking to its detail', async () => {
    await renderPage('/notice/index', list, '公告');
    const items = within(await screen.findByRole('list', { name: '公告列表' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(10);
    expect(Object.fromEntries(stub.lastBody('/api/notice/getList')!)).toMatchObject({
      page: '1',
      limit: '10',
    });
    expect(within(items[0]!).getByText('置顶')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: '公告1' })).toHaveAttribute(
      'href',
      '/notice/noticeinfo?id=1',
    );
    expect(within(items[1]!).getByText(/江苏信达融资担保有限公司 · 附件 2 个/)).toBeInTheDocument();
    expect(within(items[1]!).getByText('2024-11-23')).toBeInTheDocument();
    fireEvent.click(screen.getByText('2'));
    await waitFor(() => expect(stub.lastBody('/api/notice/getList')!.get('page')).toBe('2'));
    expect(await screen.findByRole('link', { name: '公告13' })).toBeInTheDocument();
  });

  it('searches titles, keeping the keyword in the URL, and says when nothing matches', async () => {
    stub.reply({ '/api/notice/getList': { data: { list: [], total: 0, page: 1, limit: 10 } } });
    await renderPage('/notice/index?keyword=春节&page=3', list, '公告');
    expect(await screen.findByText('没有符合条件的公告')).toBeInTheDocument();
    expect(Object.fromEntries(stub.lastBody('/api/notice/getList')!)).toMatchObject({
      keyword: '春节',
      page: '3',
    });
    expect(screen.getByPlaceholderText('搜索公告标题')).toHaveValue('春节');
    fireEvent.change(screen.getByPlaceholderText('搜索公告标题'), { target: { value: '升级' } });
    fireEvent.keyDown(screen.getByPlaceholderText('搜索公告标题'), { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(stub.lastBody('/api/notice/getList')!.get('keyword')).toBe('升级'));
    expect(stub.lastBody('/api/notice/getList')!.get('page')).toBe('1');
  });

  it('shows an empty list, and a failure with a retry', async () => {
    stub.reply({ '/api/notice/getList': { status: 500, code: 0, msg: '服务器繁忙，请稍后重试' } });
    await renderPage('/notice/index', list, '公告');
    // One retry (the app's default) before the failure shows.
    expect(
      await screen.findByText('服务器繁忙，请稍后重试', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    stub.reply({ '/api/notice/getList': { data: { list: [], total: 0, page: 1, limit: 10 } } });
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无公告')).toBeInTheDocument();
  });
});

describe('NoticeDetailPage', () => {
  it('shows the title, guarantor, date, the formatted body with its images and the attachments', async () => {
    await renderPage('/notice/noticeinfo?id=11', detail, '公告详情');
    expect(
      await screen.findByRole('heading', { name: '关于春节期间出函安排的通知' }),
    ).toBeInTheDocument();
    expect(Object.fromEntries(stub.lastBody('/api/notice/getDetail')!)).toMatchObject({ id: '11' });
    expect(screen.getByText(/江苏信达融资担保有限公司 · 发布于/)).toBeInTheDocument();
    const body = screen.getByLabelText('公告内容');
    expect(within(body).getByRole('heading', { name: '出函安排' })).toBeInTheDocument();
    expect(within(body).getByText('照常出函').tagName).toBe('STRONG');
    expect(within(body).getByRole('img', { name: '示意图' })).toHaveAttribute(
      'src',
      'https://img.example.com/uploads/2026/11/map.png?expires=1&sig=x',
    );
    const file = within(screen.getByRole('list', { name: '附件' })).getByRole('link', {
      name: '出函安排.pdf',
    });
    expect(file).toHaveAttribute(
      'href',
      'https://img.example.com/uploads/2026/11/plan.pdf?expires=1763880000&sig=abc',
    );
    expect(file).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says a draft, withdrawn or unknown notice does not exist', async () => {
    stub.reply({ '/api/notice/getDetail': { status: 404, code: 0, msg: '公告不存在或已撤回' } });
    await renderPage('/notice/noticeinfo?id=99', detail, '公告详情');
    expect(await screen.findByText('公告不存在或已撤回')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '返回公告列表' }));
    expect(await whereNow()).toHaveTextContent('/notice/index');
  });

  it('does not ask for a notice without a valid id', async () => {
    await renderPage('/notice/noticeinfo?id=abc', detail, '公告详情');
    expect(await screen.findByText('公告不存在或已撤回')).toBeInTheDocument();
    expect(stub.count('/api/notice/getDetail')).toBe(0);
  });
});
