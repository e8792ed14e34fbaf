// Verifying an enterprise's basic bank account by a small-amount deposit ("小额打款验证"): the
// provider pays a random amount of 0.01-0.99 yuan into the account; the enterprise reads it on
// its statement and enters it. A real vendor (UnionPay, a bank's open API…) is one more file
// implementing this interface; the rules (expiry, attempts, name check) live in areas/firm.
export interface BankAccount {
  bankName: string;
  bankBranch: string;
  accountName: string;
  accountNo: string;
}

export interface BankVerificationProvider {
  /** 'sandbox' or the vendor's name; shown in logs. */
  readonly name: string;
  /** Pays the deposit; the amount (1-99 fen) goes back to the caller, which keeps only its hash. */
  sendMicroDeposit(account: BankAccount): Promise<{ amountCents: number }>;
}
