// The platform operators' review desk through the real transport against a local HTTP server: an
// operator's session (remembered as one at log-in, it loads from the operator's call; the stub has
// no company call), its menu, the queue, one company authentication reviewed (a rejection needs an
// opinion, and a confirmation), the history; at phone width the queue and the history are cards.
import { PLATFORM_OPERATOR_PERMISSION } from '@bht/api-client';
import { buildMenu, OPERATOR_PERMISSION, parsePermissions } from '@bht/auth-guard';
import { startApiStub, type ApiStubServer } from '@bht/vitest-config/api-stub-server';
import { closeOverlays } from '@bht/vitest-config/close-overlays';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pointAtStub, renderPage } from '../auth/testing';

const link = (name: string) => `/uploads/2026/11/${name}?expires=1900000000&sig=${'s'.repeat(43)}`;

const submission = {
  company_id: 7,
  company_name: '新设融资担保有限公司',
  auth_status: 1,
  basic: {
    name: '新设融资担保有限公司',
    credit_code: '91320100700000000X',
    business_license: link('licence.png'),
    address: '南京市建邺区江东中路 1 号',
    contact: '王经理',
    tel: '025-84000000',
  },
  identity: {
    role: 'agent',
    legal_person: '张三',
    name: '李经办',
    id_card: '11010519491231002X',
    mobile: '13912345678',
    id_card_front: link('front.png'),
    id_card_back: link('back.png'),
    authorization_letter: link('letter.pdf'),
  },
  qualifications: { licence_no: '苏0123456', licence: link('permit.pdf'), other_files: [] },
  seal: { seal_image: link('seal.png') },
  submitted_time: 1_763_870_400,
  reviewed_time: null,
  opinion: null,
  actions: ['approve', 'reject'],
};

/** An enterprise admission already decided: the server offers no decision. */
const decided = {
  enterprise_id: 9,
  name: '已审建设有限公司',
  credit_code: '91320100700000009X',
  legal_person: '赵已审',
  auth_status: 2,
  auth_step: 4,
  reject_reason: null,
  identity: null,
  bank: null,
  agreement_url: null,
  submitted_time: 1_763_870_400,
  reviewed_time: 1_763_870_500,
  address: '南京市玄武区中山路 1 号',
  business_license: link('licence.png'),
  contact_name: '赵已审',
  contact_mobile: '13912345679',
  actions: [],
};

let stub: ApiStubServer;

beforeAll(async () => {
  stub = await startApiStub({
    '/api/platform/getInfo': {
      data: {
        account: { id: 1, account: 'platform_ops', name: '平台运营', auth_json: '平台运营' },
        pending: { enterprise: 1, company: 1 },
      },
    },
    '/api/platform/getReviewQueue': {
      data: {
        list: [
          {
            kind: 'company',
            id: 7,
            name: '新设融资担保有限公司',
            credit_code: '91320100700000000X',
            submitted_time: 1_763_870_400,
          },
        ],
        total: 1,
        page: 1,
        limit: 10,
      },
    },
    '/api/platform/getCompanySubmission': { data: submission },
    '/api/platform/getEnterpriseSubmission': { data: decided },
    '/api/platform/reviewCompany': {
      data: {
        id: 1,
        kind: 'company',
        subject_id: 7,
        subject_name: '新设融资担保有限公司',
        decision: 'reject',
        opinion: '授权委托书未盖章',
        operator_name: '平台运营',
        create_time: 1_763_870_500,
      },
    },
    '/api/platform/getReviewHistory': {
      data: {
        list: [
          {
            id: 1,
            kind: 'company',
            subject_id: 7,
            subject_name: '新设融资担保有限公司',
            decision: 'reject',
            opinion: '授权委托书未盖章',
            operator_name: '平台运营',
            create_time: 1_763_870_500,
          },
        ],
        total: 1,
        page: 1,
        limit: 10,
      },
    },
  });
  pointAtStub(stub.url, { kind: 'operator' });
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
});
afterEach(closeOverlays);

describe('the operator’s menu', () => {
  it('is the review desk and the trading platforms, which no company account sees', async () => {
    // The log-in's auth_json for operators is what the guard recognises.
    expect(PLATFORM_OPERATOR_PERMISSION).toBe(OPERATOR_PERMISSION);
    const { routes } = await import('../../app/routes');
    const operator = buildMenu(routes, parsePermissions('平台运营'));
    expect(operator.map((g) => [g.group, g.items.map((i) => i.title)])).toEqual([
      ['机构审核', ['企业准入审核', '机构认证审核', '审核记录']],
      ['交易平台对接', ['交易平台']],
    ]);
    const admin = buildMenu(routes, parsePermissions('*')).flatMap((g) =>
      g.items.map((i) => i.path),
    );
    expect(admin.filter((path) => path.startsWith('/review/'))).toEqual([]);
    expect(admin).not.toContain('/trading-platforms');
  });
});

describe('机构认证审核', () => {
  it('lists the waiting submissions, each opening its review', async () => {
    const { default: Page } = await import('./review-queue-page');
    await renderPage('/review/companies', <Page title="机构认证审核" />, {
      '/review/detail': <p>审核详情页</p>,
    });
    expect(await screen.findByText('新设融资担保有限公司')).toBeInTheDocument();
    expect(
      stub.seen.some(
        (s) => s.startsWith('GET /api/platform/getReviewQueue') && s.includes('kind=company'),
      ),
    ).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: '审核 新设融资担保有限公司' }));
    expect(await screen.findByText('审核详情页')).toBeInTheDocument();
  });

  it('shows the documents and rejects with an opinion after the confirmation', async () => {
    const { default: Page } = await import('./review-detail-page');
    await renderPage('/review/detail?kind=company&id=7', <Page title="审核详情" />, {
      '/review/companies': <p>机构认证队列</p>,
    });
    expect(await screen.findByRole('link', { name: '查看授权委托书' })).toHaveAttribute(
      'href',
      expect.stringContaining('/uploads/2026/11/letter.pdf?expires='),
    );
    expect(screen.getByText('李经办')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '驳回' }));
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('驳回时请填写审核意见（至少 2 个字）')).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('请输入审核意见'), {
      target: { value: '授权委托书未盖章' },
    });
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '确认驳回' }),
    );
    expect(await screen.findByText('机构认证队列', {}, { timeout: 5000 })).toBeInTheDocument();
    const sent = stub.seen.find((s) => s.startsWith('POST /api/platform/reviewCompany'))!;
    expect(sent).toContain('decision=reject');
    expect(sent).toContain(`opinion=${encodeURIComponent('授权委托书未盖章')}`);
  });
});

describe('审核详情 of a decided submission', () => {
  it('offers no decision when the server offers none', async () => {
    const { default: Page } = await import('./review-detail-page');
    await renderPage('/review/detail?kind=enterprise&id=9', <Page title="审核详情" />);
    expect(await screen.findByText('该申请已不在审核中（已认证）。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交审核' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '通过' })).not.toBeInTheDocument();
  });
});

describe('审核记录', () => {
  it('shows who decided what, when, with which opinion', async () => {
    const { default: Page } = await import('./review-history-page');
    await renderPage('/review/history', <Page title="审核记录" />);
    expect(await screen.findByText('授权委托书未盖章')).toBeInTheDocument();
    expect(screen.getByText('机构认证')).toBeInTheDocument();
    expect(screen.getByText('驳回')).toBeInTheDocument();
  });
});

describe('at phone width (375 px)', () => {
  const realWidth = window.innerWidth;
  beforeEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 }));
  afterEach(() =>
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: realWidth }),
  );

  it('shows each waiting submission as a card, its 审核 link at the foot', async () => {
    const { default: Page } = await import('./review-queue-page');
    await renderPage('/review/companies', <Page title="机构认证审核" />);
    const list = await screen.findByRole('list', { name: '机构认证审核' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(within(list).getAllByRole('listitem')[0]!);
    expect(card.getByText('统一社会信用代码').tagName).toBe('DT');
    expect(card.getByRole('link', { name: '审核 新设融资担保有限公司' })).toBeInTheDocument();
  });

  it('shows each decision as a card headed by the applicant', async () => {
    const { default: Page } = await import('./review-history-page');
    await renderPage('/review/history', <Page title="审核记录" />);
    const list = await screen.findByRole('list', { name: '审核记录' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getAllByRole('listitem')[0]!;
    expect(card.firstElementChild).toHaveTextContent('新设融资担保有限公司');
    expect(within(card).getByText('审核意见').tagName).toBe('DT');
    expect(within(card).getByText('授权委托书未盖章').tagName).toBe('DD');
  });
});
