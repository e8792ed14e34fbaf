// Where a message leads: by the order's letter type (a paper order opens /paperdetail, an e-letter
// its detail or its letter), authentication results to the result page.
import type { InboxMessage } from '@bht/ui';
import { describe, expect, it } from 'vitest';
import { messageLink } from './inbox';

const message = (
  kind: string,
  order_sn: string | null,
  order_type: string | null = order_sn ? 'bid_e' : null,
): InboxMessage => ({
  id: 1,
  kind,
  title: '标题',
  content: '内容',
  order_sn,
  order_type,
  is_read: 0,
  create_time: 1_764_000_000,
});

describe('messageLink', () => {
  it('leads every message about a paper order to /paperdetail', () => {
    expect(messageLink(message('letter_mailed', 'PB1', 'bid_paper'))).toEqual({
      path: '/paperdetail?sn=PB1',
      label: '查看快递信息',
    });
    // An invoice message names its order: the records found by it, whatever the letter type.
    expect(messageLink(message('invoice_issued', 'PB1', 'bid_paper'))).toEqual({
      path: '/invoice/index?keyword=PB1',
      label: '查看发票',
    });
    expect(messageLink(message('invoice_voided', 'BH1', 'bid_e'))).toEqual({
      path: '/invoice/index?keyword=BH1',
      label: '查看发票',
    });
    expect(messageLink(message('order_approved', 'PB1', 'bid_paper'))).toEqual({
      path: '/paperdetail?sn=PB1',
      label: '查看订单',
    });
    expect(messageLink(message('refund_approved', 'PB1', 'bid_paper'))?.path).toBe(
      '/paperdetail?sn=PB1',
    );
  });

  it.each([
    ['performance', '/honour/honour'],
    ['worker', '/worker/worker'],
  ])('leads a message about a %s letter to its detail over its list', (type, list) => {
    expect(messageLink(message('order_approved', 'LY1', type))).toEqual({
      path: `${list}?sn=LY1`,
      label: '查看订单',
    });
    expect(messageLink(message('letter_issued', 'LY1', type))).toEqual({
      path: `${list}?sn=LY1`,
      label: '查看保函',
    });
  });

  it.each(['claim_raised', 'claim_accepted', 'claim_rejected', 'claim_paid'])(
    'leads %s to the claim records of its order',
    (kind) => {
      expect(messageLink(message(kind, 'PB1', 'bid_paper'))).toEqual({
        path: '/demage/index?keyword=PB1',
        label: '查看理赔',
      });
      expect(messageLink(message(kind, 'BH1'))).toEqual({
        path: '/demage/index?keyword=BH1',
        label: '查看理赔',
      });
    },
  );

  it.each(['surrender_approved', 'surrender_refused', 'letter_ended'])(
    'leads %s to the order’s detail of its type',
    (kind) => {
      expect(messageLink(message(kind, 'BH1'))).toEqual({
        path: '/myLetter/detail?order_sn=BH1',
        label: '查看订单',
      });
      expect(messageLink(message(kind, 'PB1', 'bid_paper'))).toEqual({
        path: '/paperdetail?sn=PB1',
        label: '查看订单',
      });
      expect(messageLink(message(kind, 'LY1', 'performance'))).toEqual({
        path: '/honour/honour?sn=LY1',
        label: '查看订单',
      });
    },
  );

  it('keeps the e-letter detail and letter for e-letter orders', () => {
    expect(messageLink(message('order_approved', 'BH1'))?.path).toBe(
      '/myLetter/detail?order_sn=BH1',
    );
    expect(messageLink(message('letter_issued', 'BH1'))?.path).toBe(
      '/myLetter/detail3?order_sn=BH1',
    );
    expect(messageLink(message('auth_approved', null))?.path).toBe('/firm/five');
  });
});
