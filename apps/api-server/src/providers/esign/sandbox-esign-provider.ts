// SANDBOX E-SIGNATURE: signs locally. The signed PDF is the draft plus a signature page (signer,
// time, document id, draft digest, a drawn stamp marked as sandbox), digitally signed with the
// party's certificate from the sandbox test CA (signing/sign-document-pdf.ts); its sha256 is signed with
// HMAC-SHA256 under ESIGN_SANDBOX_SECRET, so anyone holding that key can verify a file, and any
// change to the bytes breaks the check. A real vendor signs with its certificate instead.
import { chinaDateTime } from '../../time/china-time';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { maskMobile } from '@bht/validators';
import type { FastifyBaseLogger } from 'fastify';
import { PDFDocument, rgb } from 'pdf-lib';
import type { Db } from '../../db/client';
import { embedCjkFont } from '../../pdf/cjk-font';
import { PageFlow } from '../../pdf/page-flow';
import type { SigningContext } from '../../signing/signing-credential';
import { signDocumentPdf, type SigningParty } from '../../signing/sign-document-pdf';
import type { FileStorage } from '../storage/file-storage';
import type {
  DocumentToSign,
  ESignProvider,
  PreparedDocument,
  SignatureRecord,
  SignedDocument,
} from './esign-provider';
import { readPendingDraft, recordDraft, sha256, storeSigned } from './stored-drafts';

const STAMP_RED = rgb(0.8, 0.1, 0.1);

export class SandboxESignProvider implements ESignProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly secret: string,
    private readonly signing: SigningContext,
    private readonly log?: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  private sign256(signId: string, digest: string): string {
    return createHmac('sha256', this.secret).update(`${signId}:${digest}`).digest('hex');
  }

  prepare(document: DocumentToSign): Promise<PreparedDocument> {
    return recordDraft(this.db, this.storage, this.name, document);
  }

  async sign({
    signId,
    signerName,
    signedAt,
  }: {
    signId: string;
    signerName: string;
    signedAt: Date;
  }): Promise<SignedDocument> {
    const { row, draft } = await readPendingDraft(this.db, this.storage, signId);

    const doc = await PDFDocument.load(draft);
    const flow = new PageFlow(doc, await embedCjkFont(doc));
    flow.paragraph('电子签署页', { size: 18, center: true, after: 20 });
    flow.paragraph(
      [
        `文件编号：${signId}`,
        `签署人：${signerName}`,
        `签署手机号：${maskMobile(row.signerMobile)}（短信验证码验证通过）`,
        `签署时间：${chinaDateTime(signedAt)}（北京时间）`,
        `原文摘要（SHA-256）：${sha256(draft)}`,
        '签署服务：保函通电子签章（沙箱环境）',
      ].join('\n'),
      { size: 11, after: 24 },
    );
    this.drawStamp(flow, signerName);
    flow.paragraph('本页由沙箱电子签章服务生成，仅用于开发与测试，不具有法律效力。', {
      size: 9,
      color: rgb(0.45, 0.45, 0.45),
    });
    doc.setTitle(`${doc.getTitle() ?? '电子文件'}（已签署）`);
    doc.setModificationDate(signedAt);

    const bytes = await signDocumentPdf(this.signing, {
      pdf: await doc.save(),
      party: { kind: row.ownerType as SigningParty['kind'], id: row.ownerId },
      reference: signId,
      signedAt,
    });
    const digest = sha256(bytes);
    const signedUrl = await storeSigned(this.storage, signId, bytes, signedAt);
    this.log?.warn(
      { sandbox: true, signId },
      `[SANDBOX ESIGN] ${signerName} 签署文件 ${signId}，摘要 ${digest}`,
    );
    return {
      signedUrl,
      digest,
      signature: this.sign256(signId, digest),
      signedAt,
      bytes,
    };
  }

  /** A round red stamp with the signer's name, below the current position. */
  private drawStamp(flow: PageFlow, signerName: string) {
    const radius = 52;
    flow.ensure(radius * 2 + 20);
    const { page, font } = flow;
    const x = page.getWidth() - 56 - radius - 20;
    const y = flow.y - radius;
    page.drawCircle({ x, y, size: radius, borderColor: STAMP_RED, borderWidth: 3, opacity: 0 });
    const name = signerName.slice(0, 8);
    const nameSize = name.length > 4 ? 12 : 16;
    page.drawText(name, {
      x: x - font.widthOfTextAtSize(name, nameSize) / 2,
      y: y + 4,
      size: nameSize,
      font,
      color: STAMP_RED,
    });
    page.drawText('电子签名', {
      x: x - font.widthOfTextAtSize('电子签名', 10) / 2,
      y: y - 18,
      size: 10,
      font,
      color: STAMP_RED,
    });
    page.drawText('SANDBOX', {
      x: x - font.widthOfTextAtSize('SANDBOX', 9) / 2,
      y: y - 36,
      size: 9,
      font,
      color: STAMP_RED,
    });
    flow.y -= radius * 2 + 20;
  }

  verifySignedDocument(bytes: Uint8Array, record: SignatureRecord): boolean {
    if (!record.digest || !record.signature) return false;
    const digest = sha256(bytes);
    if (digest !== record.digest) return false;
    const expected = Buffer.from(this.sign256(record.id, digest), 'hex');
    const given = Buffer.from(record.signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
