// 4.1 baohanapply: an application becomes an order (or finds the one of its applyno); the answer
// sends the bidder to the order on our portal.
import { z } from 'zod';
import { endpoint } from '../../dialect';
import { amount, applyno, creditCode, optionalText, text } from './payload-fields';
import { SEALED, sealedProjectKey } from './sealed-fields';

const applyPayload = z.object({
  applyno,
  biddername: text('biddername', 120),
  biddercode: creditCode('biddercode'),
  biaoduanno: text('biaoduanno', 500),
  biaoduanname: text('biaoduanname', 1000),
  bzjamount: amount('bzjamount'),
  zbr: text('zbr', 500),
  zbrorgnum: optionalText('zbrorgnum', 200),
});
type ApplyPayload = z.output<typeof applyPayload>;

export const baohanapply = endpoint<ApplyPayload>({
  name: 'baohanapply',
  summary: '投保申请（4.1）：创建订单并返回跳转地址',
  payload: applyPayload,
  answer: z.object({ redirecturl: z.string().describe('企业端订单页') }),
  businessNo: (payload) => payload.applyno,
  async handle(payload, context) {
    const key = sealedProjectKey(payload.biaoduanno);
    const { order } = await context.actions.applyForLetter({
      platformApplyNo: payload.applyno,
      productNo: '',
      enterprise: { name: payload.biddername, creditCode: payload.biddercode },
      contact: {},
      project: {
        key,
        name: SEALED,
        // projects.number is unique: the key stands in until the real number is known.
        number: key,
        bidSection: SEALED,
        tenderUnit: SEALED,
        bidBondAmount: payload.bzjamount,
      },
      sealedFields: {
        biaoduanno: payload.biaoduanno,
        biaoduanname: payload.biaoduanname,
        zbr: payload.zbr,
        ...(payload.zbrorgnum ? { zbrorgnum: payload.zbrorgnum } : {}),
      },
    });
    context.linkOrder(order.id);
    return {
      redirecturl: `${context.portalUrl}/myLetter/detail?order_sn=${encodeURIComponent(order.sn)}`,
    };
  },
});
