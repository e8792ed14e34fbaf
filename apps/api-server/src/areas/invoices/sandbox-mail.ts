// SANDBOX ONLY (never registered in production mode): read what the sandbox mail provider "sent",
// so developers and browser tests can see an electronic invoice arrive. GET /api/sandbox/mail?to=
// (the newest 20 to that address; the attachment as a signed link, as the mail would carry it).
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { sandboxMailOutbox } from '../../db/schema';
import { toUnixSeconds } from '../../http/wire-format';
import { fileLinks } from '../../http/file-links';

export function registerMailSandboxRoutes(app: FastifyInstance, db: Db, config: Config) {
  app.get('/api/sandbox/mail', { schema: { hide: true } }, async (request) => {
    const to = String((request.query as Record<string, unknown>).to ?? '').slice(0, 120);
    const rows = await db
      .select()
      .from(sandboxMailOutbox)
      .where(eq(sandboxMailOutbox.to, to))
      .orderBy(desc(sandboxMailOutbox.id))
      .limit(20);
    const link = fileLinks(config);
    return {
      code: 1,
      msg: '沙箱邮件发件箱（仅开发 / 测试环境）',
      data: rows.map((r) => ({
        to: r.to,
        subject: r.subject,
        text: r.body,
        attachment_url: link(r.attachment),
        time: toUnixSeconds(r.createdAt),
      })),
    };
  });
}
