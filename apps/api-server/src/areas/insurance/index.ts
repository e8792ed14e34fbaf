// Guarantee insurance (投标保证保险, docs/insurance.md): the insurers' products and quotes, and the
// enterprise's proposals and policies. The insurers' results arrive on the payment callbacks
// (areas/payments/pay-result.ts → policy-results.ts).
import {
  addPolicyHandler,
  cancelPolicyHandler,
  getPolicyHandler,
  getPolicyListHandler,
  payPolicyHandler,
} from './policies';
import { getProductsHandler } from './products';

export const insuranceHandlers = [
  getProductsHandler,
  addPolicyHandler,
  payPolicyHandler,
  cancelPolicyHandler,
  getPolicyHandler,
  getPolicyListHandler,
];
