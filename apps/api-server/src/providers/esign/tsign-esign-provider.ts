// E-SIGNATURE BY e签宝 (SaaS V3, ESIGN_VENDOR=tsign). prepare stores the draft exactly as the
// sandbox does. sign runs after the caller checked our own SMS code, so nobody signs on e签宝's
// page: the draft is uploaded, a flow by file is started with the owning company as an automatic
// (静默) signer, which e签宝 allows for a company that authorised our application to seal for it
// (docs/providers.md), and sign waits a bounded time for e签宝 to complete the flow, then stores
// the signed PDF e签宝 serves. The flow id is kept next to the draft, so a retry after a timeout
// takes up the same flow instead of starting (and paying for) another one. The legal signature is
// e签宝's, inside the PDF; our signature string `tsign:<signFlowId>:<sha256>` binds the stored bytes
// to the flow that produced them, so anyone can fetch that flow's file from e签宝 and compare.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { Db } from '../../db/client';
import { ensureCompanies, enterprises } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { FileStorage } from '../storage/file-storage';
import type {
  DocumentToSign,
  ESignProvider,
  PreparedDocument,
  SignatureRecord,
  SignedDocument,
} from './esign-provider';
import type { SignedDocumentRow } from './signed-documents';
import { keyOfUrl, readPendingDraft, recordDraft, sha256, storeSigned } from './stored-drafts';
import { TsignClient, type SignFlowStatus } from './tsign/client';
import { TsignError } from './tsign/errors';
import type { TsignSettings } from './tsign/settings';

/** The flow started for one draft, kept in storage next to it. */
interface StartedFlow {
  signFlowId: string;
  fileId: string;
}

/** Where e签宝 puts the seal: its centre, this far in from the last page's bottom-right corner. */
const SEAL_INSET = 130;

const ENDED: Partial<Record<SignFlowStatus, string>> = { 3: '已撤销', 5: '已过期', 7: '被拒签' };

const SIGNATURE = /^tsign:([A-Za-z0-9_-]{1,64}):([0-9a-f]{64})$/;

/** The signature string of the signed bytes' digest, produced by flow `signFlowId`. */
export const tsignSignature = (signFlowId: string, digest: string) =>
  `tsign:${signFlowId}:${digest}`;

/** A failure the API client sees, in the envelope: e签宝's reason, 503 when trying later can help. */
function signingFailure(reason: string, retryable: boolean): AppError {
  return new AppError(`电子签署未完成：${reason}`, { status: retryable ? 503 : 502 });
}

export class TsignESignProvider implements ESignProvider {
  readonly name = 'tsign';
  private readonly client: TsignClient;

  constructor(
    private readonly settings: TsignSettings,
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly log?: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  ) {
    this.client = new TsignClient(settings);
  }

  prepare(document: DocumentToSign): Promise<PreparedDocument> {
    return recordDraft(this.db, this.storage, this.name, document);
  }

  async sign({
    signId,
    signedAt,
  }: {
    signId: string;
    signerName: string;
    signedAt: Date;
  }): Promise<SignedDocument> {
    const { row, draft } = await readPendingDraft(this.db, this.storage, signId);
    try {
      const flow = (await this.startedFlow(row)) ?? (await this.startFlow(row, draft));
      await this.waitUntilSigned(row, flow);
      const bytes = await this.signedFile(flow);
      const digest = sha256(bytes);
      const signedUrl = await storeSigned(this.storage, signId, bytes, signedAt);
      this.log?.info({ signId, signFlowId: flow.signFlowId }, 'e签宝签署完成');
      return {
        signedUrl,
        digest,
        signature: tsignSignature(flow.signFlowId, digest),
        signedAt,
        bytes,
      };
    } catch (error) {
      if (!(error instanceof TsignError)) throw error;
      this.log?.warn({ signId, code: error.code }, `e签宝签署失败：${error.reason}`);
      throw signingFailure(error.reason, error.retryable);
    }
  }

  verifySignedDocument(bytes: Uint8Array, record: SignatureRecord): boolean {
    const match = record.signature ? SIGNATURE.exec(record.signature) : null;
    if (!match || !record.digest) return false;
    const digest = sha256(bytes);
    return digest === record.digest && match[2] === digest;
  }

  private flowKey(row: SignedDocumentRow) {
    return keyOfUrl(row.draftUrl).replace(/-draft\.pdf$/, '-tsign-flow.json');
  }

  /** The flow an earlier attempt started for this draft, if any. */
  private async startedFlow(row: SignedDocumentRow): Promise<StartedFlow | null> {
    const stored = await this.storage.get(this.flowKey(row));
    return stored ? (JSON.parse(stored.toString('utf8')) as StartedFlow) : null;
  }

  private async startFlow(row: SignedDocumentRow, draft: Buffer): Promise<StartedFlow> {
    const company = await this.signingCompany(row);
    const pdf = await PDFDocument.load(draft);
    const pages = pdf.getPages();
    const { width } = pages[pages.length - 1]!.getSize();
    const fileName = `${row.kind.split(':')[0]}-${row.id}.pdf`;
    const { fileId } = await this.client.uploadFile({ fileName, bytes: draft });
    const { signFlowId } = await this.client.createSignFlowByFile({
      title: fileName.replace(/\.pdf$/, ''),
      docs: [{ fileId, fileName }],
      signers: [
        {
          kind: 'org',
          orgName: company.name,
          creditCode: company.creditCode,
          autoSign: true,
          fields: [{ fileId, page: pages.length, x: width - SEAL_INSET, y: SEAL_INSET }],
        },
      ],
    });
    const flow = { signFlowId, fileId };
    await this.storage.put(
      this.flowKey(row),
      Buffer.from(JSON.stringify(flow)),
      'application/json',
    );
    this.log?.info({ signId: row.id, signFlowId }, 'e签宝签署流程已发起');
    return flow;
  }

  /** The company that owns the document and signs it with its e-seal. */
  private async signingCompany(
    row: SignedDocumentRow,
  ): Promise<{ name: string; creditCode?: string }> {
    if (row.ownerType === 'enterprise') {
      const [enterprise] = await this.db
        .select({ name: enterprises.name, creditCode: enterprises.creditCode })
        .from(enterprises)
        .where(eq(enterprises.id, row.ownerId))
        .limit(1);
      if (enterprise) return enterprise;
    } else {
      const [company] = await this.db
        .select({ name: ensureCompanies.name })
        .from(ensureCompanies)
        .where(eq(ensureCompanies.id, row.ownerId))
        .limit(1);
      if (company) return company;
    }
    throw new Error(`signed document ${row.id}: owner ${row.ownerType} ${row.ownerId} missing`);
  }

  /** Polls the flow until e签宝 completed it, for at most settings.signWaitMs. */
  private async waitUntilSigned(row: SignedDocumentRow, flow: StartedFlow): Promise<void> {
    const deadline = Date.now() + this.settings.signWaitMs;
    for (;;) {
      const { signFlowStatus } = await this.client.getSignFlowDetail(flow.signFlowId);
      if (signFlowStatus === 2) return;
      const ended = ENDED[signFlowStatus];
      if (ended) {
        // This flow can no longer sign: the next attempt starts a new one.
        await this.storage.delete(this.flowKey(row));
        throw new TsignError(`e签宝签署流程${ended}，未能盖章，请重新获取验证码提交`, false);
      }
      if (Date.now() + this.settings.signPollMs > deadline)
        throw new TsignError(
          `e签宝在 ${Math.ceil(this.settings.signWaitMs / 1000)} 秒内未完成自动盖章，请稍后重新获取验证码提交（将继续使用已发起的签署流程）`,
          true,
        );
      await sleep(this.settings.signPollMs);
    }
  }

  private async signedFile(flow: StartedFlow): Promise<Uint8Array> {
    const files = await this.client.getSignedFiles(flow.signFlowId);
    const file = files.find((candidate) => candidate.fileId === flow.fileId) ?? files[0];
    if (!file) throw new TsignError('e签宝签署完成但没有返回签署后的文件', true);
    return this.client.download(file.downloadUrl);
  }
}
