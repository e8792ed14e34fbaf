// Sending a text message. A real vendor (Aliyun, Tencent Cloud…) is one more file implementing
// this interface; the code rules (length, expiry, resend, attempts) live in areas/sms, not here.
export interface SmsMessage {
  mobile: string;
  scene: string;
  text: string;
}

/** The vendor refused the message (unknown or blocked number…); `reason` is a Chinese sentence shown to the operator. */
export class SmsDeliveryError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'SmsDeliveryError';
  }
}

export interface SmsProvider {
  /** 'sandbox' or the vendor's name; shown in logs. */
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}
