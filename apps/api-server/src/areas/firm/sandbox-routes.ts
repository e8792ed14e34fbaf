// SANDBOX ONLY (registered only with sandbox providers outside production): what a developer or
// a browser test needs to walk the /firm guide without a bank or a platform reviewer.
//   GET  /api/sandbox/bank-deposit?account_no=   the sandbox bank's statement (deposit amounts)
//   POST /api/sandbox/review-enterprise           enterprise_id, action approve|reject, reason
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { sandboxBankDeposits } from '../../db/schema';
import { parseOrThrow } from '../../http/validation-messages';
import { toUnixSeconds } from '../../http/wire-format';
import { platformReviewer, reviewEnterprise } from './review-enterprise';

const reviewRequest = z.object({
  enterprise_id: z.coerce.number().int().positive('请指定企业'),
  action: z.enum(['approve', 'reject'], { error: '审核结果须为 approve 或 reject' }),
  reason: z.string().optional().default(''),
});

export function registerFirmSandboxRoutes(app: FastifyInstance, db: Db) {
  app.get('/api/sandbox/bank-deposit', { schema: { hide: true } }, async (request) => {
    const accountNo = String((request.query as Record<string, unknown>).account_no ?? '');
    const rows = await db
      .select()
      .from(sandboxBankDeposits)
      .where(eq(sandboxBankDeposits.accountNo, accountNo))
      .orderBy(desc(sandboxBankDeposits.id))
      .limit(20);
    return {
      code: 1,
      msg: '沙箱银行打款记录（仅开发 / 测试环境）',
      data: rows.map((r) => ({
        account_no: r.accountNo,
        account_name: r.accountName,
        bank_name: r.bankName,
        amount: (r.amountCents / 100).toFixed(2),
        time: toUnixSeconds(r.createdAt),
      })),
    };
  });

  app.post('/api/sandbox/review-enterprise', { schema: { hide: true } }, async (request) => {
    const { enterprise_id, action, reason } = parseOrThrow(reviewRequest, request.body);
    const reviewed = await reviewEnterprise(
      db,
      enterprise_id,
      action === 'approve' ? { action } : { action, reason },
      platformReviewer('沙箱审核'),
    );
    request.log.warn(
      { sandbox: true, enterpriseId: enterprise_id, action },
      '[SANDBOX REVIEW] 企业认证审核',
    );
    return {
      code: 1,
      msg: '',
      data: {
        enterprise_id: reviewed.id,
        auth_status: reviewed.authStatus,
        reject_reason: reviewed.rejectReason,
      },
    };
  });
}
