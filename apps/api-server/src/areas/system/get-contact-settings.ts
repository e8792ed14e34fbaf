import { getContactSettings } from '@bht/api-client/contract';
import { inArray } from 'drizzle-orm';
import { settings } from '../../db/schema';
import { implement } from '../../http/implement';

const KEYS = ['wc_tel', 'wc_wechatewm', 'wc_kfqq'] as const;

export const getContactSettingsHandler = implement(getContactSettings, async (_input, { db }) => {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, [...KEYS]));
  const values = new Map(rows.map((r) => [r.key, r.value]));
  return {
    wc_tel: values.get('wc_tel') ?? '',
    wc_wechatewm: values.get('wc_wechatewm') ?? '',
    wc_kfqq: values.get('wc_kfqq') ?? '',
  };
});
