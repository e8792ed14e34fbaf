// `pnpm --filter api-server review:enterprise -- --id N --approve | --reject "原因"`: the admission
// review of a submitted enterprise authentication (1 → 2 or 1 → -1) on the configured database,
// beside the platform operators' review desk (docs/company-auth.md), which records who decided.
import { parseArgs } from 'node:util';
import {
  platformReviewer,
  reviewEnterprise,
  type ReviewDecision,
} from '../areas/firm/review-enterprise';
import { AppError } from '../http/app-error';
import { loadConfig } from '../config';
import { openDatabase } from './client';

const USAGE =
  'Usage: pnpm --filter api-server review:enterprise -- --id <enterprise id> (--approve | --reject "驳回原因")';

function decisionFrom(argv: string[]): { id: number; decision: ReviewDecision } {
  const { values } = parseArgs({
    args: argv.filter((a) => a !== '--'),
    options: { id: { type: 'string' }, approve: { type: 'boolean' }, reject: { type: 'string' } },
    strict: true,
  });
  const id = Number(values.id);
  if (!Number.isInteger(id) || id <= 0 || Boolean(values.approve) === (values.reject !== undefined))
    throw new Error(USAGE);
  return {
    id,
    decision: values.approve
      ? { action: 'approve' }
      : { action: 'reject', reason: values.reject ?? '' },
  };
}

let exitCode = 0;
try {
  const { id, decision } = decisionFrom(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    const reviewed = await reviewEnterprise(
      database.db,
      id,
      decision,
      platformReviewer('命令行审核'),
    );
    console.info(
      reviewed.authStatus === 2
        ? `已通过：${reviewed.name}（#${reviewed.id}）认证成功`
        : `已驳回：${reviewed.name}（#${reviewed.id}），原因：${reviewed.rejectReason}`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(
    error instanceof AppError ? `审核失败：${error.message}` : (error as Error).message,
  );
  exitCode = 1;
}
process.exitCode = exitCode;
