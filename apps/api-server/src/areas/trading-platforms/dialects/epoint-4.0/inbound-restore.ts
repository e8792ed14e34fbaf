// 4.6 baohanrestore: the bids are open and the platform sends the key of the fields it sealed in
// 4.1. They are decrypted and checked (sealed-fields.ts), then the shared openBids restores the
// order and its project and re-issues a letter already made in clear, which the `issued` builder
// uploads again as filetype 2. A wrong key changes nothing; the same restore again answers success.
// It may come before our letter exists (even before its number): the letter made later is 明文.
import { z } from 'zod';
import { DialectRefusal, endpoint } from '../../dialect';
import { NOTHING_SEALED } from '../../platform-actions';
import { parseEpointTime } from './codec';
import { applyno, malformed, optionalText, text } from './payload-fields';
import { platformOrder } from './platform-order';
import { openSealedFields } from './sealed-fields';
import { epointSettings } from './settings';

const restorePayload = z.object({
  applyno,
  // Absent when the platform opens the bids before it learnt our letter number.
  baohanno: optionalText('baohanno', 50),
  kaibiaotime: text('kaibiaotime', 19).transform((value, context) => {
    const time = parseEpointTime(value);
    if (time) return time;
    context.addIssue({ code: 'custom', message: malformed('kaibiaotime') });
    return z.NEVER;
  }),
  key: text('key', 64),
});

export const baohanrestore = endpoint<z.output<typeof restorePayload>>({
  name: 'baohanrestore',
  summary: '开标还原（4.6）：解密开标前保密的项目信息，出具明文保函',
  payload: restorePayload,
  businessNo: (payload) => payload.applyno,
  async handle(payload, context) {
    const order = await platformOrder(context, payload.applyno, payload.baohanno);
    if (!order.sealedFields) throw new DialectRefusal('refused', NOTHING_SEALED);
    const settings = epointSettings.parse(context.platform.row.settings);
    const restored = openSealedFields(order.sealedFields, payload.key, settings);
    await context.actions.openBids(order, { openedAt: payload.kaibiaotime, ...restored });
    return {};
  },
});
