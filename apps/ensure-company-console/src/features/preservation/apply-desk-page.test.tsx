// /institution/apply 诉讼保全申请 through the real transport against a local HTTP server: the list
// with its tab, keyword, court, dates and page in the URL and the request; the detail drawer
// (parties, papers, actions); 删除 and 出函 after their confirmations; 新增申请 with the area → court
// cascade, categories, parties and amounts, the parties sent as JSON, a party's server field error
// on its field; the empty state and phone cards.
import {
  startApiStub,
  type ApiStubServer,
  type StubReply,
} from '@bht/vitest-config/api-stub-server';
import {
  creditCodeCheckChar,
  organisationCodeCheckChar,
  residentIdCheckChar,
} from '@bht/validators';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyInfo, pointAtStub, renderPage } from '../auth/testing';
import { closeOverlays, lastSent } from '../company-orders/testing';
import { APPLY_DESK } from './apply-paths';
import type { Apply } from './preservation-queries';
import { apply, areas, caseCategories, courtsOf, preserveCategories } from './testing';

let stub: ApiStubServer;
let store: Map<number, Apply>;
let saveReply: StubReply | null;

const target = (body: string) => store.get(Number(new URLSearchParams(body).get('id')))!;
const creditCode = (org8 = 'MA1M9ABC') => {
  const first17 = `91320100${org8}${organisationCodeCheckChar(org8)}`;
  return first17 + creditCodeCheckChar(first17);
};
const personId = (first17 = '32010219900307241') => first17 + residentIdCheckChar(first17);

beforeAll(async () => {
  stub = await startApiStub({
    '/api/ensure_company/getInfo': { data: companyInfo() },
    '/api/ensure_company/getApplyList': (body) => {
      const sent = new URLSearchParams(body);
      const list = [...store.values()].filter(
        (a) => !sent.get('status') || a.status === Number(sent.get('status')),
      );
      return { data: { list, total: list.length, page: Number(sent.get('page') ?? 1), limit: 10 } };
    },
    '/api/ensure_company/getApplyDetail': (body) => ({ data: target(body) }),
    '/api/ensure_company/getAreaList': { data: areas },
    '/api/ensure_company/getCourtList': (body) => {
      const area = Number(new URLSearchParams(body).get('area_id'));
      return { data: area ? (courtsOf[area] ?? []) : Object.values(courtsOf).flat() };
    },
    '/api/index/getCaseCategoryAll': { data: caseCategories },
    '/api/index/getPreserveCategoryAll': { data: preserveCategories },
    '/api/ensure_company/deleteApply': (body) => {
      store.delete(target(body).id);
      return { data: null };
    },
    '/api/ensure_company/handleApply': (body) => {
      const current = target(body);
      const next = {
        ...current,
        status: 2,
        status_text: '已出函',
        actions: [],
        issue_time: 1_764_300_000,
      };
      store.set(current.id, next);
      return { data: next };
    },
    '/api/ensure_company/editApply': (body) => {
      const current = target(body);
      const next = { ...current, remark: new URLSearchParams(body).get('remark')! };
      store.set(current.id, next);
      return { data: next };
    },
    '/api/ensure_company/addApply': () => {
      if (saveReply) return saveReply;
      const added = apply({ id: 40, sn: 'BQ20261127100000999999' });
      store.set(40, added);
      return { data: added };
    },
  });
  pointAtStub(stub.url);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
  store = new Map();
  saveReply = null;
});
afterEach(closeOverlays);

const called = (path: string) => stub.seen.some((s) => s.startsWith(`POST ${path}`));

async function renderAt(path: string) {
  const { default: Page } = await import('./apply-desk-page');
  return renderPage(path, <Page title="诉讼保全申请" />);
}

/** Chooses in an Arco Select: its options show in a pop-up on the page (not the list's own
 *  court filter, a native select whose options carry the same names). */
async function choose(scope: ReturnType<typeof within>, combobox: string, option: string) {
  fireEvent.click(scope.getByRole('combobox', { name: combobox }));
  const popUpOption = await waitFor(() => {
    const found = screen
      .getAllByRole('option', { name: option })
      .find((element) => !element.closest('select'));
    expect(found).toBeDefined();
    return found!;
  });
  fireEvent.click(popUpOption);
}

// A loaded machine (shared CI cores) makes these multi-step screens slow: generous per-test time.
describe('ApplyDeskPage', { timeout: 60_000 }, () => {
  it('lists applications; tab, search and court go to the server and the URL', async () => {
    store.set(31, apply());
    const router = await renderAt(`${APPLY_DESK.path}?keyword=恒信&page=2`);
    expect(
      await screen.findByRole('link', { name: '查看保全申请 BQ20261127100000123456' }),
    ).toBeInTheDocument();
    expect(screen.getByText('¥1,000,000.00')).toBeInTheDocument();
    expect(
      Object.fromEntries(lastSent(stub.seen, '/api/ensure_company/getApplyList')!),
    ).toMatchObject({ keyword: '恒信', page: '2' });
    expect(screen.getByRole('textbox', { name: '关键词' })).toHaveValue('恒信');
    expect(screen.getByRole('button', { name: '导出 Excel' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: '已出函' }));
    expect(await screen.findByText('没有符合条件的保全申请')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?keyword=%E6%81%92%E4%BF%A1&status=2');
    expect(lastSent(stub.seen, '/api/ensure_company/getApplyList')!.get('status')).toBe('2');

    // The court filter is the browser's own select.
    const court = within(screen.getByRole('form', { name: '保全申请搜索' })).getByRole('combobox', {
      name: '法院',
    });
    const option = await within(court).findByRole<HTMLOptionElement>('option', {
      name: '南京市中级人民法院',
    });
    fireEvent.change(court, { target: { value: option.value } });
    await waitFor(() => expect(router.state.location.search).toContain('court_id=1'));
    await waitFor(() =>
      expect(lastSent(stub.seen, '/api/ensure_company/getApplyList')!.get('court_id')).toBe('1'),
    );
  });

  it('says so when the company has no application yet', async () => {
    await renderAt(APPLY_DESK.path);
    expect(await screen.findByText('暂无保全申请，点击「新增申请」录入')).toBeInTheDocument();
  });

  it('shows the application in the drawer and deletes it after a confirmation', async () => {
    store.set(31, apply());
    const router = await renderAt(`${APPLY_DESK.path}?id=31`);
    const panel = within(await screen.findByRole('region', { name: '保全申请详情' }));
    expect(await panel.findByText('（2026）苏0102民初1234号')).toBeInTheDocument();
    const parties = within(panel.getByRole('region', { name: '当事人' }));
    expect(parties.getByText('南京恒信建设工程有限公司')).toBeInTheDocument();
    expect(parties.getByText('不详')).toBeInTheDocument();
    // Under the name it was uploaded with, a download of the signed link.
    const paper = within(panel.getByRole('list', { name: '申请材料' })).getByRole('link', {
      name: '保全申请书.pdf',
    });
    expect(paper).toHaveAttribute(
      'href',
      expect.stringContaining('/uploads/2026/11/5c0e9a7d2b14.pdf?expires=1&sig=a'),
    );
    expect(paper).toHaveAttribute('download', '保全申请书.pdf');
    for (const name of ['编辑', '提交', '撤销', '删除'])
      expect(panel.getByRole('button', { name })).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: '出函' })).toBeNull();

    fireEvent.click(panel.getByRole('button', { name: '删除' }));
    const dialog = within(await screen.findByRole('dialog', { name: '确认删除该保全申请？' }));
    fireEvent.click(dialog.getByRole('button', { name: '取消' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '确认删除该保全申请？' })).toBeNull(),
    );
    expect(called('/api/ensure_company/deleteApply')).toBe(false);
    fireEvent.click(panel.getByRole('button', { name: '删除' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: '确认删除该保全申请？' })).getByRole(
        'button',
        { name: '确认删除' },
      ),
    );
    expect(await screen.findByText('保全申请已删除')).toBeInTheDocument();
    expect(lastSent(stub.seen, '/api/ensure_company/deleteApply')!.get('id')).toBe('31');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('编辑 a draft in the form filled with it, sent with its id', async () => {
    store.set(33, apply({ id: 33 }));
    await renderAt(`${APPLY_DESK.path}?id=33`);
    const panel = within(await screen.findByRole('region', { name: '保全申请详情' }));
    fireEvent.click(await panel.findByRole('button', { name: '编辑' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: '编辑保全申请 BQ20261127100000123456' }),
    );
    expect(await dialog.findByDisplayValue('（2026）苏0102民初1234号')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: '当事人 1 名称' })).toHaveValue(
      '南京恒信建设工程有限公司',
    );
    // The area's courts load after the form opens; the court's name shows then.
    await waitFor(() =>
      expect(dialog.getByRole('combobox', { name: '受理法院' })).toHaveTextContent(
        '南京市玄武区人民法院',
      ),
    );
    expect(dialog.getByText('保全申请书.pdf')).toBeInTheDocument();
    fireEvent.change(dialog.getByPlaceholderText('如保全财产线索、特别约定'), {
      target: { value: '补充财产线索' },
    });
    // The fixture's applicant code is not a real one: the form checks it like the server.
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    expect(await dialog.findByText('统一社会信用代码校验不通过，请核对')).toBeInTheDocument();
    fireEvent.change(dialog.getByRole('textbox', { name: '当事人 1 证件号码' }), {
      target: { value: creditCode() },
    });
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已保存为草稿')).toBeInTheDocument();
    const sent = Object.fromEntries(lastSent(stub.seen, '/api/ensure_company/editApply')!);
    expect(sent).toMatchObject({
      id: '33',
      court_id: '2',
      remark: '补充财产线索',
      attachments: '/uploads/2026/11/5c0e9a7d2b14.pdf?expires=1&sig=a',
    });
    expect(await panel.findByText('补充财产线索')).toBeInTheDocument();
  });

  it('出函 a submitted application after its confirmation', async () => {
    store.set(
      32,
      apply({ id: 32, status: 1, status_text: '已提交', actions: ['withdraw', 'issue', 'cancel'] }),
    );
    await renderAt(`${APPLY_DESK.path}?id=32`);
    const panel = within(await screen.findByRole('region', { name: '保全申请详情' }));
    fireEvent.click(await panel.findByRole('button', { name: '出函' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: '确认已向法院出具担保函？' })).getByRole(
        'button',
        { name: '确认出函' },
      ),
    );
    expect(await screen.findByText('已登记出函')).toBeInTheDocument();
    expect(
      Object.fromEntries(lastSent(stub.seen, '/api/ensure_company/handleApply')!),
    ).toMatchObject({ id: '32', action: 'issue' });
    expect(await panel.findByText('当前状态下没有可执行的操作')).toBeInTheDocument();
  });

  it('新增申请: area then court, categories, parties and amounts; the parties go as JSON; a party’s server error lands on its field', async () => {
    await renderAt(APPLY_DESK.path);
    fireEvent.click(await screen.findByRole('button', { name: '新增申请' }));
    const dialog = within(await screen.findByRole('dialog', { name: '新增诉讼保全申请' }));
    expect(dialog.getByRole('combobox', { name: '受理法院' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await choose(dialog, '法院所在地区', '苏州市');
    await choose(dialog, '受理法院', '苏州工业园区人民法院');
    await choose(dialog, '案件类别', '买卖合同纠纷');
    await choose(dialog, '保全类别', '诉前财产保全');
    const type = (label: string, value: string) =>
      fireEvent.change(dialog.getByRole('textbox', { name: label }), { target: { value } });
    const amounts = dialog.getAllByPlaceholderText('最多两位小数');
    fireEvent.change(amounts[0]!, { target: { value: '500000' } });
    fireEvent.change(dialog.getByPlaceholderText('不超过申请保全金额'), {
      target: { value: '600000' },
    });
    type('当事人 1 名称', '苏州园区科技发展有限公司');
    type('当事人 1 证件号码', creditCode());
    type('当事人 2 名称', '李明');
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    expect(await dialog.findByText('担保金额不能超过申请保全金额')).toBeInTheDocument();
    expect(called('/api/ensure_company/addApply')).toBe(false);

    fireEvent.change(dialog.getByPlaceholderText('不超过申请保全金额'), {
      target: { value: '400000' },
    });
    type('当事人 2 证件号码', personId());
    saveReply = {
      status: 400,
      code: 0,
      msg: '身份证号校验不通过，请核对',
      data: { fields: { 'parties.1.id_no': '该身份证号已被列入失信名单，请核对' } },
    };
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    const error = await dialog.findByText('该身份证号已被列入失信名单，请核对');
    expect(error.closest('.arco-form-item')).toHaveTextContent('身份证号');
    const sent = Object.fromEntries(lastSent(stub.seen, '/api/ensure_company/addApply')!);
    expect(sent).toMatchObject({
      court_id: '3',
      case_category_id: '13',
      preserve_category_id: '4',
      preserve_amount: '500000',
      guarantee_amount: '400000',
      submit: '0',
      case_no: '',
      attachments: '',
    });
    expect(JSON.parse(sent.parties!)).toEqual([
      { role: 'applicant', type: 'company', name: '苏州园区科技发展有限公司', id_no: creditCode() },
      { role: 'respondent', type: 'person', name: '李明', id_no: personId() },
    ]);

    saveReply = null;
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已保存为草稿')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '新增诉讼保全申请' })).toBeNull(),
    );
    expect(
      await screen.findByRole('link', { name: '查看保全申请 BQ20261127100000999999' }),
    ).toBeInTheDocument();
  });

  describe('at phone width (375 px)', () => {
    const realWidth = window.innerWidth;
    beforeEach(() =>
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 }),
    );
    afterEach(() =>
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: realWidth }),
    );

    it('shows each application as a card', async () => {
      store.set(31, apply());
      await renderAt(APPLY_DESK.path);
      const list = await screen.findByRole('list', { name: '保全申请' });
      expect(screen.queryByRole('table')).toBeNull();
      const card = within(within(list).getAllByRole('listitem')[0]!);
      expect(card.getByText('担保金额').tagName).toBe('DT');
      expect(
        card.getByRole('link', { name: '查看保全申请 BQ20261127100000123456' }),
      ).toBeInTheDocument();
    });
  });
});
