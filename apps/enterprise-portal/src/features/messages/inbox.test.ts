// Where a message leads: a mailed paper letter opens the paper order's detail, other order kinds
// the e-letter's (messages do not carry the order's type).
import type { InboxMessage } from '@bht/ui';
import { describe, expect, it } from 'vitest';
import { messageLink } from './inbox';

const message = (kind: string, order_sn: string | null): InboxMessage => ({ id: 1, kind, title: '标题', content: '内容', order_sn, is_read: 0, create_time: 1_764_000_000, read_time: null }) as InboxMessage;

describe('messageLink', () => {
  it('leads a mailed paper letter to /paperdetail', () => {
    expect(messageLink(message('letter_mailed', 'PB1'))).toEqual({ path: '/paperdetail?sn=PB1', label: '查看快递信息' });
  });

  it('keeps the e-letter detail and letter for the other order kinds', () => {
    expect(messageLink(message('order_approved', 'BH1'))?.path).toBe('/myLetter/detail?order_sn=BH1');
    expect(messageLink(message('letter_issued', 'BH1'))?.path).toBe('/myLetter/detail3?order_sn=BH1');
    expect(messageLink(message('auth_approved', null))?.path).toBe('/firm/five');
  });
});
