// SANDBOX ONLY (never registered in production mode): read the texts the sandbox SMS provider
// "sent", so developers and browser tests can enter real codes. GET /api/sandbox/sms?mobile=
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxSmsInbox } from '../../db/schema';
import { toUnixSeconds } from '../../http/wire-format';

export function registerSandboxRoutes(app: FastifyInstance, db: Db) {
  app.get('/api/sandbox/sms', { schema: { hide: true } }, async (request) => {
    const mobile = String((request.query as Record<string, unknown>).mobile ?? '');
    const rows = await db
      .select()
      .from(sandboxSmsInbox)
      .where(eq(sandboxSmsInbox.mobile, mobile))
      .orderBy(desc(sandboxSmsInbox.id))
      .limit(20);
    return {
      code: 1,
      msg: '沙箱短信收件箱（仅开发 / 测试环境）',
      data: rows.map((r) => ({
        mobile: r.mobile,
        scene: r.scene,
        text: r.text,
        code: /\d{6}/.exec(r.text)?.[0] ?? '',
        time: toUnixSeconds(r.createdAt),
      })),
    };
  });
}
