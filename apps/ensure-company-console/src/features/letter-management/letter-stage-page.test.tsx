// /ordermang/index 正常履约 and /ordermang/stoporder 履约终止 through the real transport against a
// local HTTP server: the stage, search and paging sent to the API and kept in the URL, the
// countdown and end reason, the open-request marks, rows linking to the letter, empty state and
// phone cards.
import {
  startApiStub,
  type ApiStubServer,
  type StubReply,
} from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyInfo, pointAtStub, renderPage } from '../auth/testing';
import { closeOverlays, lastSent } from '../company-orders/testing';
import { endedLetter, letterRecord } from './testing';

let stub: ApiStubServer;
let listReply: StubReply | null;

/** 13 letters of the asked stage; the third is close to its end, the second has a claim open. */
function listPage(body: string): StubReply {
  const sent = new URLSearchParams(body);
  const page = Number(sent.get('page'));
  const limit = Number(sent.get('limit'));
  const ended = sent.get('stage') === '履约终止';
  const all = Array.from({ length: 13 }, (_, i) => {
    const base = ended
      ? endedLetter(
          i === 1
            ? {
                end_reason: 'paid_out',
                end_reason_text: '全额赔付',
                paid_out: '800000.00',
                remaining: '0.00',
              }
            : {},
        )
      : letterRecord({
          days_left: i === 2 ? 12 : 45 + i,
          open_claim: i === 1 ? 1 : 0,
          open_surrender: i === 3 ? 1 : 0,
        });
    const n = String(i + 1).padStart(4, '0');
    return {
      ...base,
      id: i + 1,
      sn: `BH2026112310000000${n}`,
      letter_no: `TBBH2026112300${n}`,
      project_name: `项目${i + 1}`,
    };
  });
  return {
    data: { list: all.slice((page - 1) * limit, page * limit), total: all.length, page, limit },
  };
}

beforeAll(async () => {
  stub = await startApiStub({
    '/api/ensure_company/getInfo': { data: companyInfo() },
    '/api/ensure_company/getLetterList': (body) => listReply ?? listPage(body),
  });
  pointAtStub(stub.url);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
  listReply = null;
});
afterEach(closeOverlays);

const listRequest = () => lastSent(stub.seen, '/api/ensure_company/getLetterList');
const rowOf = (letterNo: string) =>
  within(screen.getByRole('link', { name: `查看保函 ${letterNo}` }).closest('tr')!);

async function renderIt(path: string, stage: string) {
  const { default: Page } = await import('./letter-stage-page');
  return renderPage(path, <Page title={stage} />, { '/ordermang/orderdetail': <p>保函详情页</p> });
}

describe('LetterStagePage', () => {
  it('lists the letters in force with amounts, validity and the days left (orange from 30 days)', async () => {
    await renderIt('/ordermang/index', '正常履约');
    expect(
      await screen.findByRole('link', { name: '查看保函 TBBH20261123000001' }),
    ).toBeInTheDocument();
    expect(Object.fromEntries(listRequest()!)).toMatchObject({
      stage: '正常履约',
      page: '1',
      limit: '10',
    });
    expect(screen.getAllByRole('row')).toHaveLength(11);
    for (const name of [
      '保函编号',
      '保函类型',
      '项目名称',
      '投保企业',
      '担保金额',
      '已赔付 / 剩余',
      '有效期',
    ])
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: '终止原因' })).toBeNull();
    const first = rowOf('TBBH20261123000001');
    expect(first.getByText('2026-11-23 至 2027-01-10')).toBeInTheDocument();
    expect(first.getByText('剩余 45 天').closest('.arco-tag')).toHaveClass('arco-tag-green');
    expect(first.getByText('¥0.00')).toBeInTheDocument();
    expect(first.getAllByText('¥800,000.00')).toHaveLength(2);
    expect(rowOf('TBBH20261123000003').getByText('剩余 12 天').closest('.arco-tag')).toHaveClass(
      'arco-tag-orange',
    );
    expect(rowOf('TBBH20261123000002').getByText('理赔中')).toBeInTheDocument();
    expect(rowOf('TBBH20261123000004').getByText('退保中')).toBeInTheDocument();
    expect(first.queryByText('理赔中')).toBeNull();
  });

  it('lists ended letters with the reason and the date they ended', async () => {
    await renderIt('/ordermang/stoporder', '履约终止');
    await screen.findByRole('link', { name: '查看保函 TBBH20261123000001' });
    expect(listRequest()!.get('stage')).toBe('履约终止');
    expect(screen.getByRole('columnheader', { name: '终止原因' })).toBeInTheDocument();
    expect(rowOf('TBBH20261123000001').getByText('退保')).toBeInTheDocument();
    expect(rowOf('TBBH20261123000001').getByText('2026-11-26')).toBeInTheDocument();
    expect(rowOf('TBBH20261123000002').getByText('全额赔付')).toBeInTheDocument();
    expect(screen.queryByText(/^剩余 \d+ 天$/)).toBeNull();
  });

  it('sends the keyword, type and issue dates from page 1 and keeps them in the URL; 重置 clears them', async () => {
    const router = await renderIt('/ordermang/index?page=2', '正常履约');
    await screen.findByRole('link', { name: '查看保函 TBBH20261123000011' });
    expect(screen.getByText('出函日期')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: '保函类型' }), {
      target: { value: 'performance' },
    });
    await waitFor(() => expect(listRequest()!.get('type')).toBe('performance'));
    expect(listRequest()!.get('page')).toBe('1');
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: ' 江北 ' } });
    const [start, end] = screen.getAllByPlaceholderText(/日期$/) as HTMLInputElement[];
    const enter = (input: HTMLInputElement) =>
      fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(start!);
    fireEvent.change(start!, { target: { value: '2026-11-01' } });
    enter(start!);
    fireEvent.change(end!, { target: { value: '2026-11-30' } });
    enter(end!);
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(listRequest()!.get('keyword')).toBe('江北'));
    expect(Object.fromEntries(listRequest()!)).toMatchObject({
      stage: '正常履约',
      page: '1',
      type: 'performance',
      start_date: '2026-11-01',
      end_date: '2026-11-30',
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      type: 'performance',
      keyword: '江北',
      start_date: '2026-11-01',
      end_date: '2026-11-30',
    });

    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(listRequest()!.has('keyword')).toBe(false));
    expect(listRequest()!.has('type')).toBe(false);
    expect(router.state.location.search).toBe('');
  });

  it('restores search and page from the URL and pages on the server', async () => {
    const router = await renderIt(
      `/ordermang/index?keyword=${encodeURIComponent('江北')}&type=worker`,
      '正常履约',
    );
    await screen.findByRole('link', { name: '查看保函 TBBH20261123000001' });
    expect(Object.fromEntries(listRequest()!)).toMatchObject({
      keyword: '江北',
      type: 'worker',
      page: '1',
    });
    expect(screen.getByLabelText('关键词')).toHaveValue('江北');
    fireEvent.click(screen.getByText('2', { selector: '.arco-pagination-item' }));
    expect(
      await screen.findByRole('link', { name: '查看保函 TBBH20261123000011' }),
    ).toBeInTheDocument();
    expect(listRequest()!.get('page')).toBe('2');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
  });

  it('opens the letter’s detail from its number', async () => {
    const router = await renderIt('/ordermang/index', '正常履约');
    fireEvent.click(await screen.findByRole('link', { name: '查看保函 TBBH20261123000002' }));
    expect(await screen.findByText('保函详情页')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?order_sn=BH20261123100000000002');
  });

  it('says so when the stage has no letters, and when the account lacks its permission', async () => {
    listReply = { data: { list: [], total: 0, page: 1, limit: 10 } };
    await renderIt('/ordermang/stoporder', '履约终止');
    expect(await screen.findByText('暂无履约终止的保函')).toBeInTheDocument();
    listReply = { status: 403, code: -2, msg: '没有「正常履约」权限' };
    await renderIt('/ordermang/index', '正常履约');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    expect(screen.getAllByText('没有「正常履约」权限').length).toBeGreaterThan(0);
  });

  describe('at phone width (375 px)', () => {
    const realWidth = window.innerWidth;
    beforeEach(() =>
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 }),
    );
    afterEach(() =>
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: realWidth }),
    );

    it('shows each letter as a card with its validity, and stacks the search', async () => {
      await renderIt('/ordermang/index', '正常履约');
      const list = await screen.findByRole('list', { name: '正常履约保函' });
      expect(screen.queryByRole('table')).toBeNull();
      const card = within(within(list).getAllByRole('listitem')[0]!);
      expect(card.getByRole('link', { name: '查看保函 TBBH20261123000001' })).toBeInTheDocument();
      expect(card.getByText('有效期').tagName).toBe('DT');
      expect(card.getByText('剩余 45 天')).toBeInTheDocument();
      expect(screen.getByRole('form', { name: '保函搜索' })).toHaveClass('arco-form-vertical');
    });
  });
});
