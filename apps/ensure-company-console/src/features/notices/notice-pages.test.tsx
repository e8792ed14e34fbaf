// /notice/list and /notice/edit through the real transport against a local HTTP server: the list's
// request (status tab, title search, page) kept in the URL, its columns and actions (publish,
// unpublish and delete after a confirmation), the editor's new and existing notice (draft or
// publish, pinned, body, attachments) and the server's field errors on the fields.
import {
  startApiStub,
  type ApiStubServer,
  type StubReply,
} from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyInfo, pointAtStub, renderPage } from '../auth/testing';
import { closeOverlays, lastSent } from '../company-orders/testing';
import type { Notice, NoticeSummary } from './notice-queries';
import { notice, noticeSummary } from './testing';

let stub: ApiStubServer;
let detail: Notice;
let saveReply: StubReply | null;

const summaries = (status: string | null): NoticeSummary[] => {
  const all = Array.from({ length: 23 }, (_, i) =>
    noticeSummary({
      id: i + 1,
      title: `公告${i + 1}`,
      status: (i % 2) as 0 | 1,
      status_text: i % 2 ? '已发布' : '草稿',
      is_top: i === 0 ? 1 : 0,
      publish_time: i % 2 ? 1_763_870_400 : null,
    }),
  );
  return status === null ? all : all.filter((n) => String(n.status) === status);
};

beforeAll(async () => {
  stub = await startApiStub({
    '/api/ensure_company/getInfo': { data: companyInfo() },
    '/api/ensure_company/getNoticeList': (body) => {
      const sent = new URLSearchParams(body);
      const page = Number(sent.get('page'));
      const limit = Number(sent.get('limit'));
      const list = summaries(sent.get('status'));
      return {
        data: {
          list: list.slice((page - 1) * limit, page * limit),
          total: list.length,
          page,
          limit,
        },
      };
    },
    '/api/ensure_company/getNoticeDetail': () => ({ data: detail }),
    '/api/ensure_company/setNoticeStatus': (body) => {
      const sent = new URLSearchParams(body);
      return {
        data: noticeSummary({
          id: Number(sent.get('id')),
          status: Number(sent.get('status')) as 0 | 1,
        }),
      };
    },
    '/api/ensure_company/deleteNotice': { data: null },
    '/api/ensure_company/addNotice': () => saveReply ?? { data: notice({ id: 40 }) },
    '/api/ensure_company/editNotice': () => saveReply ?? { data: detail },
    '/api/tools/uploadFile': {
      data: {
        url: '/uploads/2026/11/new.pdf?expires=1&sig=y',
        name: '升级说明.pdf',
        size: 10,
        mime: 'application/pdf',
      },
    },
  });
  pointAtStub(stub.url);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
  detail = notice();
  saveReply = null;
});
afterEach(closeOverlays);

const sent = (path: string) => lastSent(stub.seen, path);
const rowOf = (title: string) => within(screen.getByText(title).closest('tr')!);

async function renderList(path = '/notice/list') {
  const { default: Page } = await import('./notice-list-page');
  const { default: Edit } = await import('./notice-edit-page');
  return renderPage(path, <Page title="公告管理" />, { '/notice/edit': <Edit /> });
}

async function renderEdit(path = '/notice/edit') {
  const { default: Page } = await import('./notice-edit-page');
  const { default: List } = await import('./notice-list-page');
  return renderPage(path, <Page />, { '/notice/list': <List title="公告管理" /> });
}

const TOOLS = [
  '加粗',
  '斜体',
  '下划线',
  '标题',
  '正文',
  '有序列表',
  '无序列表',
  '插入链接',
  '插入图片',
  '清除格式',
];
/** The body shows as it reads until clicked; the click loads the editor (Tiptap) in its place. */
async function openBodyEditor() {
  fireEvent.click(await screen.findByRole('button', { name: '编辑公告内容' }));
  return screen.findByRole('textbox', { name: '公告内容' });
}
const tool = (name: string) =>
  within(screen.getByRole('toolbar', { name: '格式工具栏' })).getByRole('button', { name });

describe('NoticeListPage', () => {
  it('lists the notices ten a page with status, pinned, published time and actions', async () => {
    await renderList();
    expect(await screen.findByText('公告1')).toBeInTheDocument();
    expect(Object.fromEntries(sent('/api/ensure_company/getNoticeList')!)).toEqual({
      page: '1',
      limit: '10',
    });
    for (const name of ['标题', '状态', '置顶', '附件', '发布时间'])
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(rowOf('公告1').getByText('置顶')).toBeInTheDocument();
    expect(rowOf('公告1').getByText('未发布')).toBeInTheDocument();
    expect(rowOf('公告1').getByRole('button', { name: '发布 公告1' })).toBeInTheDocument();
    expect(rowOf('公告2').getByRole('button', { name: '撤回 公告2' })).toBeInTheDocument();
    expect(rowOf('公告2').getByRole('link', { name: '编辑 公告2' })).toHaveAttribute(
      'href',
      '/notice/edit?id=2',
    );
  });

  it('keeps the status tab, the title search and the page in the URL and the request', async () => {
    await renderList('/notice/list?status=1&keyword=春节&page=2');
    await screen.findByText('公告22');
    expect(Object.fromEntries(sent('/api/ensure_company/getNoticeList')!)).toMatchObject({
      status: '1',
      keyword: '春节',
      page: '2',
    });
    expect(screen.getByRole('tab', { name: '已发布' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: '导出 Excel' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('搜索公告标题')).toHaveValue('春节');
    fireEvent.click(screen.getByRole('tab', { name: '草稿' }));
    await waitFor(() => expect(sent('/api/ensure_company/getNoticeList')!.get('status')).toBe('0'));
    expect(sent('/api/ensure_company/getNoticeList')!.get('page')).toBe('1');
  });

  it('publishes a draft at once, unpublishes and deletes only after a confirmation', async () => {
    await renderList();
    await screen.findByText('公告1');
    fireEvent.click(rowOf('公告1').getByRole('button', { name: '发布 公告1' }));
    await waitFor(() =>
      expect(Object.fromEntries(sent('/api/ensure_company/setNoticeStatus')!)).toMatchObject({
        id: '1',
        status: '1',
      }),
    );
    expect(await screen.findByText('公告已发布')).toBeInTheDocument();

    fireEvent.click(rowOf('公告2').getByRole('button', { name: '撤回 公告2' }));
    const unpublish = await screen.findByRole('dialog');
    expect(within(unpublish).getByText(/撤回后「公告2」将不再对外显示/)).toBeInTheDocument();
    fireEvent.click(within(unpublish).getByRole('button', { name: '撤回' }));
    await waitFor(() =>
      expect(Object.fromEntries(sent('/api/ensure_company/setNoticeStatus')!)).toMatchObject({
        id: '2',
        status: '0',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(rowOf('公告3').getByRole('button', { name: '删除 公告3' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/「公告3」将被永久删除/)).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent('/api/ensure_company/deleteNotice')).toBeUndefined();
    fireEvent.click(rowOf('公告3').getByRole('button', { name: '删除 公告3' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }),
    );
    await waitFor(() => expect(sent('/api/ensure_company/deleteNotice')!.get('id')).toBe('3'));
    expect(await screen.findByText('公告已删除')).toBeInTheDocument();
  });

  it('opens the editor for a new notice', async () => {
    await renderList();
    fireEvent.click(await screen.findByRole('button', { name: '新建公告' }));
    expect(await openBodyEditor()).toBeInTheDocument();
  });
});

describe('NoticeEditPage', () => {
  it('publishes a new notice with its title, pinned flag, formatted body and attachment', async () => {
    await renderEdit();
    fireEvent.change(screen.getByPlaceholderText('请输入公告标题（2-100 字）'), {
      target: { value: ' 系统升级公告 ' },
    });
    fireEvent.click(screen.getByRole('switch', { name: '置顶' }));
    const box = await openBodyEditor();
    for (const name of TOOLS) expect(tool(name)).toBeInTheDocument();
    // Keystrokes and toolbar clicks, as a person edits: the editor turns them into HTML.
    const user = userEvent.setup({ delay: null });
    await user.click(box);
    await user.keyboard('升级时间');
    await user.click(tool('标题'));
    await user.keyboard('{Enter}本周六 ');
    await user.click(tool('加粗'));
    expect(tool('加粗')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('22:00');
    await user.click(tool('加粗'));
    await user.keyboard(' 起');
    const file = new File(['%PDF-1.4'], '新附件.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('上传附件'), { target: { files: [file] } });
    expect(await screen.findByText('升级说明.pdf')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(sent('/api/ensure_company/addNotice')).toBeDefined());
    expect(Object.fromEntries(sent('/api/ensure_company/addNotice')!)).toMatchObject({
      title: '系统升级公告',
      is_top: '1',
      status: '1',
      content: '<h3>升级时间</h3><p>本周六 <strong>22:00</strong> 起</p>',
      attachments: '/uploads/2026/11/new.pdf?expires=1&sig=y',
    });
    expect(await screen.findByText('公告已发布')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '新建公告' })).toBeInTheDocument();
  });

  it('saves a draft without a body, but asks for one before publishing', async () => {
    await renderEdit();
    fireEvent.change(screen.getByPlaceholderText('请输入公告标题（2-100 字）'), {
      target: { value: '草稿公告' },
    });
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('请输入公告内容后再发布')).toBeInTheDocument();
    expect(sent('/api/ensure_company/addNotice')).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() =>
      expect(Object.fromEntries(sent('/api/ensure_company/addNotice')!)).toMatchObject({
        title: '草稿公告',
        status: '0',
        content: '',
        is_top: '0',
        attachments: '',
      }),
    );
    expect(await screen.findByText('草稿已保存')).toBeInTheDocument();
  });

  it('links the selected text, only to http, https or mailto addresses', async () => {
    await renderEdit();
    fireEvent.change(screen.getByPlaceholderText('请输入公告标题（2-100 字）'), {
      target: { value: '办事指南' },
    });
    const box = await openBodyEditor();
    const user = userEvent.setup({ delay: null });
    await user.click(box);
    await user.keyboard('查看指南{Control>}a{/Control}');
    await user.click(tool('插入链接'));
    const address = await screen.findByRole('textbox', { name: '链接地址' });
    await user.clear(address);
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: '插入' }));
    expect(
      await screen.findByText('链接须以 http://、https:// 或 mailto: 开头'),
    ).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, 'https://www.example.com/guide');
    await user.click(screen.getByRole('button', { name: '插入' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(sent('/api/ensure_company/addNotice')).toBeDefined());
    expect(sent('/api/ensure_company/addNotice')!.get('content')).toMatch(
      /^<p><a [^>]*href="https:\/\/www\.example\.com\/guide"[^>]*>查看指南<\/a><\/p>$/,
    );
  });

  it('shows the server’s field errors on the fields', async () => {
    saveReply = {
      status: 400,
      code: 0,
      msg: '附件无效，请重新上传本机构的文件',
      data: { fields: { attachments: '附件无效，请重新上传本机构的文件' } },
    };
    await renderEdit('/notice/edit?id=7');
    expect(await screen.findByDisplayValue('关于春节期间出函安排的通知')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '更新发布' }));
    expect(await screen.findByText('附件无效，请重新上传本机构的文件')).toBeInTheDocument();
  });

  it('loads a published notice with its body (images from the image host) and attachments, and takes it back to a draft', async () => {
    await renderEdit('/notice/edit?id=7');
    // Before it is edited the body reads as published, without the editor's download.
    expect(await screen.findByText('照常出函')).toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: '格式工具栏' })).toBeNull();
    const box = await openBodyEditor();
    await waitFor(() => expect(box.innerHTML).toContain('<strong>照常出函</strong>'));
    expect(box.querySelector('img[alt="示意图"]')!.getAttribute('src')).toBe(
      'https://img.example.com/uploads/2026/11/map.png?expires=1&sig=x',
    );
    expect(screen.getByText('出函安排.pdf')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(box);
    await user.keyboard('【更新】');
    expect(screen.getByRole('switch', { name: '置顶' })).toHaveAttribute('aria-checked', 'false');
    expect(sent('/api/ensure_company/getNoticeDetail')!.get('id')).toBe('7');
    fireEvent.click(screen.getByRole('button', { name: '撤回为草稿' }));
    await waitFor(() => expect(sent('/api/ensure_company/editNotice')).toBeDefined());
    const fields = Object.fromEntries(sent('/api/ensure_company/editNotice')!);
    expect(fields).toMatchObject({
      id: '7',
      status: '0',
      attachments: '/uploads/2026/11/plan.pdf?expires=1763880000&sig=abc',
    });
    // The loaded body comes back whole with the edit; the image as the stored file's path,
    // without this app's image host.
    expect(fields.content).toBe(
      '<p>【更新】春节期间<strong>照常出函</strong>。</p><p><img src="/uploads/2026/11/map.png?expires=1&amp;sig=x" alt="示意图"></p>',
    );
    expect(await screen.findByText('公告已撤回为草稿')).toBeInTheDocument();
  });
});
