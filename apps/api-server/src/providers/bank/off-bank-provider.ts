// BANK_VENDOR=off: no bank-verification contract yet. Every deposit is refused with a 409 telling
// the enterprise to contact the platform, whose staff can verify the account by other means.
import { OFF, ServiceOffError, type SwitchedOff } from '../service-off';
import type { BankVerificationProvider } from './bank-verification-provider';

export const BANK_OFF_REFUSAL = '对公账户小额打款验证暂未开通，请联系平台工作人员';

export class OffBankProvider implements BankVerificationProvider, SwitchedOff {
  readonly name = OFF;
  readonly refusal = BANK_OFF_REFUSAL;

  async sendMicroDeposit(): Promise<{ amountCents: number }> {
    throw new ServiceOffError(this.refusal);
  }
}
