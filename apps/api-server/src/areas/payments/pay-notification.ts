// A channel's result callback as both settlements read it (an order's payment in pay-result.ts,
// a policy's premium in areas/insurance/policy-results.ts) and the answer they give.
import type { payResultRequestSchema } from '@bht/api-client/contract';
import type { z } from 'zod';

export type PayNotification = z.output<typeof payResultRequestSchema>;
export type PayResultAnswer = { order_sn: string; accepted: boolean; duplicate: boolean };

/** The answer to an accepted result (an order's payment or a policy's premium). */
export const answer = (
  n: Pick<PayNotification, 'order_sn'>,
  duplicate: boolean,
): PayResultAnswer => ({
  order_sn: n.order_sn,
  accepted: true,
  duplicate,
});
