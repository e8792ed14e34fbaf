// Sending an e-mail (electronic invoices, docs/invoices.md). A real vendor (SMTP relay, Aliyun
// DirectMail…) is one more file implementing this interface and one line in providers/index.ts.
// What is sent and what a failure means for the invoice live in areas/invoices, not here.
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Stored path (`/uploads/<key>`) of a file to attach, read from FileStorage by the vendor. */
  attachment?: string | null;
  /** The attachment's file name as the recipient sees it (`电子发票-….pdf`). */
  attachmentName?: string;
}

/** The message was not accepted or bounced; `reason` is a Chinese sentence shown to the operator (推送失败). */
export class MailDeliveryError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'MailDeliveryError';
  }
}

export interface MailProvider {
  /** 'sandbox' or the vendor's name; shown in logs. */
  readonly name: string;
  /** Resolves when the message was delivered; throws MailDeliveryError with the reason otherwise. */
  send(message: MailMessage): Promise<void>;
}
