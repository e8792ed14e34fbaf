// Rules every step of a letter application re-checks, whatever the letter type: the project still
// takes applications of that type (a bid letter: open for bids; a performance or wage letter: an
// awarded contract), and at most one live letter per enterprise and project (bid letters: one of
// either bid type; performance and wage letters: one of each type).
import { letterMachine, type LetterType, type OrderStatusCode } from '@bht/api-client/contract';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { lockUntilCommit } from '../../db/advisory-lock';
import type { Db, Tx } from '../../db/client';
import { orders, projects } from '../../db/schema';
import { conflict, notFound } from '../../http/app-error';
import { isOpen } from '../projects/project-view';
import type { OrderRow, ProjectRow } from '../../db/rows';

export const PROJECT_CLOSED = '该项目已截止投标，不能申请保函';

export const PROJECT_NO_PAPER = '该项目不受理纸质投标保函';

export const PROJECT_NOT_AWARDED = '项目不存在或尚未中标';

/** The bid letter types: an enterprise holds at most one live bid letter per project, e-letter or paper. */
export const BID_LETTER_TYPES = ['bid_e', 'bid_paper'] as const satisfies readonly LetterType[];

/** Letters for an awarded contract (履约, 农民工工资): the project must have one. */
export const CONTRACT_LETTER_TYPES = [
  'performance',
  'worker',
] as const satisfies readonly LetterType[];

export const isContractLetter = (type: LetterType) =>
  (CONTRACT_LETTER_TYPES as readonly string[]).includes(type);

/** The types among which an enterprise holds at most one live order per project, for an application of `type`. */
export const exclusiveTypes = (type: LetterType): readonly LetterType[] =>
  isContractLetter(type) ? [type] : BID_LETTER_TYPES;

/** An awarded project (中标合同 recorded) still listed: what performance and wage letters are for. */
export const isAwarded = (project: ProjectRow) =>
  project.contractPrice !== null && project.status === 1;

/**
 * Statuses in which an order of `type` still holds the enterprise's application, read from its
 * machine: some transition leaves the status, or the letter is in force. Rejected, voided,
 * cancelled and refunded orders are final and free the project for a new application.
 */
export function liveStatuses(type: LetterType): OrderStatusCode[] {
  const letter = letterMachine(type);
  return letter.statuses.filter(
    (status) =>
      letter.inForce.includes(status) ||
      letter.machine.actions.some((t) => t.from.includes(status)),
  );
}

export async function findProject(db: Db | Tx, projectId: number): Promise<ProjectRow> {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!project) throw notFound('项目不存在');
  return project;
}

/**
 * Whether the project takes letters of `type` now: bid letters need it open (status 1 and its
 * deadline still ahead; 409), paper only where accepts_paper (409); performance and wage letters an
 * awarded contract (404 '项目不存在或尚未中标', as their project calls answer).
 */
export function assertProjectOpen(project: ProjectRow, type: LetterType): void {
  if (isContractLetter(type)) {
    if (!isAwarded(project)) throw notFound(PROJECT_NOT_AWARDED);
    return;
  }
  if (!isOpen(project)) throw conflict(PROJECT_CLOSED);
  if (letterMachine(type).delivery === 'mail' && !project.acceptsPaper)
    throw conflict(PROJECT_NO_PAPER);
}

/**
 * Serialises applications of one enterprise for one project until the transaction ends, so two
 * concurrent submissions cannot both find "no live order" and both insert.
 */
export async function lockApplication(
  tx: Tx,
  enterpriseId: number,
  projectId: number,
): Promise<void> {
  await lockUntilCommit(tx, `letter-apply:${enterpriseId}:${projectId}`);
}

/**
 * The enterprise's newest order for the project among `types` (default: every bid letter type) in
 * the statuses `statusesOf` gives for each type (default: the live ones).
 */
export async function findLiveOrder(
  db: Db | Tx,
  enterpriseId: number,
  projectId: number,
  {
    types = BID_LETTER_TYPES,
    statusesOf = liveStatuses,
  }: { types?: readonly LetterType[]; statusesOf?: (type: LetterType) => readonly number[] } = {},
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.enterpriseId, enterpriseId),
        eq(orders.projectId, projectId),
        or(
          ...types.map((type) =>
            and(eq(orders.type, type), inArray(orders.status, [...statusesOf(type)])),
          ),
        ),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  return row ?? null;
}
