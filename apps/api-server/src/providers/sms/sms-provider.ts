// Sending a text message. A real vendor (Aliyun, Tencent Cloud…) is one more file implementing
// this interface; the code rules (length, expiry, resend, attempts) live in areas/sms, not here.
/**
 * The vendor template a message is sent with, by our name for it, and its parameters: real
 * vendors send only messages made from templates they approved (codes per template name in each
 * vendor's settings, docs/providers.md); the sandbox shows `text`, the same message written out.
 */
export type SmsTemplate =
  | { name: 'verification_code'; params: { code: string; minutes: string } }
  | {
      name: 'claim_notice';
      params: { letter_no: string; claim_sn: string; amount: string; company: string };
    }
  | { name: 'order_push'; params: { content: string } };

export interface SmsMessage {
  mobile: string;
  scene: string;
  text: string;
  template: SmsTemplate;
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
