// INSURER_VENDOR=off: no insurer contract yet. Quotes and proposals are refused with a 409 (the
// enterprise sees that guarantee insurance is not open); no result can be genuine, so none is
// verified; issuing and refunding throw, which the jobs keep as failures for the staff.
import { OFF, ServiceOffError, type SwitchedOff } from '../service-off';
import type { InsurerProvider } from './insurer-provider';

export const INSURER_OFF_REFUSAL = '投标保证保险暂未开通';

export class OffInsurerProvider implements InsurerProvider, SwitchedOff {
  readonly name = OFF;
  readonly refusal = INSURER_OFF_REFUSAL;

  async quote(): Promise<{ premium: string }> {
    throw new ServiceOffError(this.refusal);
  }

  async createPolicy(): Promise<{ proposalNo: string; cashierUrl: string }> {
    throw new ServiceOffError(this.refusal);
  }

  verifyNotification(): boolean {
    return false;
  }

  async issuePolicy(): Promise<{ policyNo: string }> {
    throw new ServiceOffError(this.refusal);
  }

  async refund(): Promise<{ refundNo: string }> {
    throw new ServiceOffError(this.refusal);
  }
}
