// Test data for the notice screens, shaped by the contract (the stub's replies are parsed by the
// real transport with the response schemas, so a wrong shape fails the test).
import type { Notice, NoticeSummary } from './notice-queries';

export function noticeSummary(overrides: Partial<NoticeSummary> = {}): NoticeSummary {
  return {
    id: 7,
    title: '关于春节期间出函安排的通知',
    status: 1,
    status_text: '已发布',
    is_top: 0,
    excerpt: '春节期间照常出函。',
    company_name: '信达融资担保有限公司',
    attachment_count: 1,
    publish_time: 1_763_870_400,
    create_time: 1_763_860_000,
    update_time: 1_763_870_400,
    ...overrides,
  };
}

export function notice(overrides: Partial<Notice> = {}): Notice {
  return {
    ...noticeSummary(),
    content:
      '<p>春节期间<strong>照常出函</strong>。</p><p><img src="/uploads/2026/11/map.png?expires=1&amp;sig=x" alt="示意图" /></p>',
    attachments: [
      { url: '/uploads/2026/11/plan.pdf?expires=1763880000&sig=abc', name: '出函安排.pdf' },
    ],
    ...overrides,
  };
}
