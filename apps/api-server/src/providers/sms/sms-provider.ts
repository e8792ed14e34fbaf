// Sending a text message. A real vendor (Aliyun, Tencent Cloud…) is one more file implementing
// this interface; the code rules (length, expiry, resend, attempts) live in areas/sms, not here.
export interface SmsMessage {
  mobile: string;
  scene: string;
  text: string;
}

export interface SmsProvider {
  /** 'sandbox' or the vendor's name; shown in logs. */
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}
