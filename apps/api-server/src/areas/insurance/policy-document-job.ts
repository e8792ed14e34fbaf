// The insurance.policy job (docs/insurance.md, docs/jobs.md): the insurer's policy number and the
// policy PDF (stored private to the enterprise) of a policy just insured. Enqueued in the
// transaction that marks the policy insured (policy-results.ts), run by the insurer's callback right
// after its commit, retried by the job runner with back-off; the insurer's resend of the result
// queues it again at once. `issuePolicy` answers the same number every time, and the number and
// file are written only on a policy still without its document (a concurrent run removes its own
// file), so a policy gets one document.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { insurancePolicies, projects } from '../../db/schema';
import { newPdfKey, UPLOADS_PREFIX } from '../../http/file-links';
import {
  enqueueJob,
  JobFailure,
  requeueJob,
  runJobNow,
  type JobHandler,
  type JobLog,
} from '../../jobs/job-queue';
import type { Providers } from '../../providers';
import type { Insurer } from '../../providers/insurer/insurer-provider';
import { todayInChina } from '../../time/china-time';
import { letterValidTo } from '../issuing/letter-validity';
import { renderPolicy } from './policy-pdf';
import type { PolicyRow } from './policy-records';

export const POLICY_DOCUMENT_JOB = 'insurance.policy';
export const POLICY_DOCUMENT_MAX_ATTEMPTS = 8;
export const policyDocumentJobKey = (policyId: number) => `policy-document:${policyId}`;
export const POLICY_ISSUE_FAILED = '保单出具失败，将自动重试';

type DocumentProviders = Pick<Providers, 'insurer' | 'storage' | 'sandbox'>;

/** Queues the document of policy `policyId`, in the transaction that insures it. */
export const enqueuePolicyDocument = (db: Db | Tx, policyId: number) =>
  enqueueJob(db, {
    kind: POLICY_DOCUMENT_JOB,
    key: policyDocumentJobKey(policyId),
    payload: { policyId },
    maxAttempts: POLICY_DOCUMENT_MAX_ATTEMPTS,
    runByCaller: true,
  });

/** An insured policy still without its document (a resend of its result): its job queued now. */
export async function ensurePolicyDocumentQueued(db: Db, policyId: number): Promise<void> {
  if (!(await enqueuePolicyDocument(db, policyId)))
    await requeueJob(db, policyDocumentJobKey(policyId));
}

/** Numbers the policy at the insurer, renders and stores its PDF, and writes both if still missing. */
async function issueDocument(db: Db, providers: DocumentProviders, row: PolicyRow): Promise<void> {
  if (!row.proposalNo) throw new Error(`policy ${row.sn} has no proposal number`);
  const { policyNo } = await providers.insurer.issuePolicy({
    insurer: row.insurer as Insurer,
    proposalNo: row.proposalNo,
  });
  const [project] = await db.select().from(projects).where(eq(projects.id, row.projectId)).limit(1);
  if (!project) throw new Error(`policy ${row.sn} lost its project`);
  const issuedAt = row.paidAt ?? new Date();
  const bytes = await renderPolicy({
    policyNo,
    sn: row.sn,
    insurerName: row.insurerName,
    productName: row.productName,
    applicant: row.applicantName,
    insured: row.insuredName,
    projectName: row.projectName,
    projectNumber: project.number,
    bidSection: project.bidSection,
    sumInsured: row.sumInsured,
    premium: row.premium,
    from: todayInChina(issuedAt),
    to: letterValidTo(project.bidOpenTime),
    issuedAt,
    contactName: row.contactName,
    contactMobile: row.contactMobile,
    sandbox: providers.sandbox,
  });
  const key = newPdfKey('policies', issuedAt);
  await providers.storage.put(key, Buffer.from(bytes), 'application/pdf');
  try {
    const [written] = await db
      .update(insurancePolicies)
      .set({ policyNo, policyUrl: UPLOADS_PREFIX + key })
      .where(and(eq(insurancePolicies.id, row.id), isNull(insurancePolicies.policyUrl)))
      .returning({ id: insurancePolicies.id });
    if (!written) await providers.storage.delete(key);
  } catch (error) {
    await providers.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** The insurance.policy job: the document of an insured policy without one; a failure is retried. */
export function policyDocumentJobHandler(db: Db, providers: DocumentProviders): JobHandler {
  return {
    genericError: POLICY_ISSUE_FAILED,
    run: async (job, { log }) => {
      const { policyId } = job.payload as { policyId: number };
      const [row] = await db
        .select()
        .from(insurancePolicies)
        .where(eq(insurancePolicies.id, policyId));
      if (!row || row.status !== 'insured' || row.policyUrl) return;
      try {
        await issueDocument(db, providers, row);
      } catch (error) {
        log.error(
          { err: error, policySn: row.sn, insurer: row.insurer, attempt: job.attempts },
          'the paid policy could not be issued',
        );
        throw new JobFailure(POLICY_ISSUE_FAILED);
      }
    },
  };
}

/** Runs the document job of policy `policyId` now (the insurer's callback), if due and free. */
export const runPolicyDocumentNow = (
  { db, providers, log }: { db: Db; providers: DocumentProviders; log: JobLog },
  policyId: number,
) =>
  runJobNow(
    db,
    POLICY_DOCUMENT_JOB,
    policyDocumentJobHandler(db, providers),
    log,
    policyDocumentJobKey(policyId),
  );
