// 4.12 claimsnotice: a claim (见索即付) on the claims desk. The payee is the letter's beneficiary;
// without an amount the claim is for everything the letter still guarantees.
import { formatCents, scaled } from '@bht/validators';
import { z } from 'zod';
import type { OrderRow } from '../../../../db/rows';
import type { PlatformAttachment } from '../../platform-actions';
import { endpoint } from '../../dialect';
import { amount, applyno, baohanno, malformed, mobile, optionalText, text } from './payload-fields';
import { platformOrder } from './platform-order';
import { SEALED } from './sealed-fields';

/** `filelist`: a JSON array string `[{"fileurl":"…"}]`. */
const fileList = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  z
    .string({ error: malformed('filelist') })
    .transform((value, context): PlatformAttachment[] => {
      const files = z
        .array(z.object({ fileurl: z.url({ protocol: /^https?$/ }) }))
        .max(20)
        .safeParse(parseJson(value));
      if (!files.success) {
        context.addIssue({ code: 'custom', message: malformed('filelist') });
        return z.NEVER;
      }
      return files.data.map(({ fileurl }, i) => ({
        type: '',
        name: fileName(fileurl, i),
        url: fileurl,
      }));
    })
    .optional(),
);

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** The URL's last path segment, else a numbered name. */
function fileName(url: string, index: number): string {
  const last = new URL(url).pathname.split('/').pop() ?? '';
  try {
    const name = decodeURIComponent(last);
    if (name) return name.slice(0, 100);
  } catch {
    // A malformed escape: the numbered name below.
  }
  return `索赔文件${index + 1}`;
}

const claimPayload = z.object({
  applyno,
  baohanno,
  payeraccount: optionalText('payeraccount', 30),
  payeramount: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    amount('payeramount').optional(),
  ),
  applyusername: text('applyusername', 20),
  applyuserphone: mobile('applyuserphone'),
  reason: optionalText('reason', 500),
  filelist: fileList,
});

const remaining = (order: OrderRow) =>
  formatCents(scaled(order.bidBondAmount, 2) - scaled(order.paidOut, 2));

export const claimsnotice = endpoint<z.output<typeof claimPayload>>({
  name: 'claimsnotice',
  summary: '理赔通知（4.12）：进入理赔审核',
  payload: claimPayload,
  businessNo: (payload) => payload.applyno,
  async handle(payload, context) {
    const order = await platformOrder(context, payload.applyno, payload.baohanno);
    const payee = order.beneficiary ?? SEALED;
    await context.actions.raiseClaim(order, {
      claimant: payee,
      ...(order.beneficiaryCreditCode ? { claimantCreditCode: order.beneficiaryCreditCode } : {}),
      amount: payload.payeramount ?? remaining(order),
      reason: payload.reason?.slice(0, 200) ?? '交易平台发起索赔',
      bankAccountName: payee,
      bankAccountNo: payload.payeraccount ?? '',
      bankName: '',
      contactName: payload.applyusername,
      contactMobile: payload.applyuserphone,
      attachments: payload.filelist ?? [],
    });
    return {};
  },
});
