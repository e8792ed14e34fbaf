// The platform.push job (docs/jobs.md, docs/trading-platforms.md "Outbound"): enqueued by
// queuePlatformEvent in the transaction of the event, payload of ids only. Each attempt builds the
// messages from the rows as they are now (the dialect's outbound builder), sends each one and logs
// it (direction 'out', with the job and attempt); a message the platform does not take fails the
// attempt, so the job retries with back-off and ends dead, visible in the order's conversation.
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { orders, tradingPlatforms } from '../../db/schema';
import { longLivedFileLink } from '../../http/file-links';
import { JobFailure, type JobHandler } from '../../jobs/job-queue';
import type { FileStorage } from '../../providers/storage/file-storage';
import type { PlatformReply } from './dialect';
import { platformDialect } from './dialect-table';
import { writePlatformMessage } from './platform-log';
import type { PlatformPushPayload } from './platform-events';
import { redactPlatformBody } from './platform-redaction';
import { openPlatform } from './platform-secrets';

export interface PlatformPushDeps {
  db: Db;
  storage: FileStorage;
  config: Pick<Config, 'SECRET_BOX_KEY' | 'FILE_URL_SECRET' | 'PUBLIC_BASE_URL'>;
}

export function platformPushJobHandler({ db, storage, config }: PlatformPushDeps): JobHandler {
  return {
    genericError: '推送交易平台失败，系统将自动重试',
    run: async (job, { now }) => {
      const { orderId, event, refId } = job.payload as unknown as PlatformPushPayload;
      const [row] = await db
        .select({ order: orders, platform: tradingPlatforms })
        .from(orders)
        .innerJoin(tradingPlatforms, eq(tradingPlatforms.id, orders.platformId))
        .where(eq(orders.id, orderId));
      if (!row) return;
      if (!row.platform.enabled) throw new JobFailure('交易平台已停用，暂不推送');
      const dialect = platformDialect(row.platform.dialect);
      const build = dialect?.outbound[event];
      if (!dialect || !build) return;
      const platform = openPlatform(config, row.platform);
      const messages = await build({
        db,
        storage,
        platform,
        order: row.order,
        refId,
        now,
        publicFileUrl: (key, days) =>
          longLivedFileLink(config, config.PUBLIC_BASE_URL, key, days, now.getTime()),
      });
      for (const message of messages) {
        const reply = await dialect
          .send(message, platform, now)
          .catch((error: unknown): PlatformReply => ({
            ok: false,
            httpStatus: null,
            code: null,
            message: `无法连接交易平台（${error instanceof Error ? error.message : String(error)}）`,
            logged: null,
          }));
        await writePlatformMessage(db, {
          platformId: platform.row.id,
          orderId,
          direction: 'out',
          endpoint: message.endpoint.slice(0, 80),
          businessNo: message.businessNo ?? row.order.platformApplyNo,
          jobId: job.id,
          attempt: job.attempts,
          httpStatus: reply.httpStatus,
          ok: reply.ok,
          resultCode: reply.code?.slice(0, 16) ?? null,
          resultMessage: reply.message,
          body: message.body,
          answer: redactPlatformBody(reply.logged),
        });
        if (!reply.ok) throw new JobFailure(`交易平台未接收：${reply.message}`);
      }
    },
  };
}
