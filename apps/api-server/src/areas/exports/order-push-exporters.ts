// Exports of the order-push screens (peizhi, docs/order-push.md): the push log (/pushnotice) and the
// message recipients (/config/message-users). Each reads the caller's company's rows matching the
// list's own filters (the list's where), newest (highest id) first, in batches by keyset on the id,
// shown through the list's own view; a recipient's mobile is masked as the screen shows it.
import {
  exportCompanyMessageUsers,
  exportCompanyPushes,
  PUSH_CHANNEL_TEXT,
  PUSH_EVENT_TEXT,
  type MessageUser,
  type OrderPush,
} from '@bht/api-client/contract';
import { maskMobile } from '@bht/validators';
import { and, desc } from 'drizzle-orm';
import { jobs, messageUsers, orderPushes } from '../../db/schema';
import {
  jobOfPush,
  listPushes,
  pushJobColumns,
  pushListWhere,
  toOrderPush,
} from '../order-push/push-log';
import { listMessageUsers, messageUserListWhere, toMessageUser } from '../order-push/recipients';
import { dateTimeCell } from './cells';
import { COUNT_PAGE, exporter } from './exporter';
import { afterRowBy, keysetBatches } from './keyset';

export const pushesExporter = exporter({
  definition: exportCompanyPushes,
  columns: [
    { header: '推送时间', width: 20, value: (p: OrderPush) => dateTimeCell(p.create_time) },
    { header: '推送事件', width: 14, value: (p) => p.event_text },
    { header: '订单编号', width: 24, value: (p) => p.order_sn },
    { header: '接收人', width: 12, value: (p) => p.recipient_name },
    { header: '手机号', width: 14, value: (p) => p.mobile },
    { header: '推送方式', width: 10, value: (p) => p.channel_text },
    { header: '标题', width: 30, value: (p) => p.title },
    { header: '内容', width: 50, value: (p) => p.content },
    { header: '状态', width: 10, value: (p) => p.status_text },
    { header: '尝试次数', width: 10, value: (p) => p.attempts },
    { header: '最近尝试时间', width: 20, value: (p) => dateTimeCell(p.attempt_time) },
    { header: '失败原因', width: 40, value: (p) => p.last_error },
    { header: '发送成功时间', width: 20, value: (p) => dateTimeCell(p.sent_time) },
  ],
  count: async (filters, { db, caller }) =>
    (await listPushes(db, caller.companyId, { ...filters, ...COUNT_PAGE })).total,
  async *rows(filters, { db, caller }) {
    const where = pushListWhere(caller.companyId, filters);
    const batches = keysetBatches(
      (after, size) =>
        db
          .select({ push: orderPushes, job: pushJobColumns })
          .from(orderPushes)
          .leftJoin(jobs, jobOfPush())
          .where(and(where, afterRowBy(orderPushes, [orderPushes.id], after)))
          .orderBy(desc(orderPushes.id))
          .limit(size),
      (row) => row.push.id,
    );
    for await (const rows of batches) yield rows.map((r) => toOrderPush(r.push, r.job));
  },
});

export const messageUsersExporter = exporter({
  definition: exportCompanyMessageUsers,
  columns: [
    { header: '姓名', width: 12, value: (u: MessageUser) => u.name },
    { header: '手机号', width: 14, value: (u) => maskMobile(u.mobile) },
    { header: '邮箱', width: 28, value: (u) => u.email },
    {
      header: '推送事件',
      width: 40,
      value: (u) => u.events.map((e) => PUSH_EVENT_TEXT[e]).join('、'),
    },
    {
      header: '推送方式',
      width: 16,
      value: (u) => u.channels.map((c) => PUSH_CHANNEL_TEXT[c]).join('、'),
    },
    { header: '启用', width: 8, value: (u) => (u.status === 1 ? '是' : '否') },
    { header: '添加时间', width: 20, value: (u) => dateTimeCell(u.create_time) },
  ],
  count: async (filters, { db, caller }) =>
    (await listMessageUsers(db, caller.companyId, { ...filters, ...COUNT_PAGE })).total,
  async *rows(filters, { db, caller }) {
    const where = messageUserListWhere(caller.companyId, filters);
    const batches = keysetBatches(
      (after, size) =>
        db
          .select()
          .from(messageUsers)
          .where(and(where, afterRowBy(messageUsers, [messageUsers.id], after)))
          .orderBy(desc(messageUsers.id))
          .limit(size),
      (row) => row.id,
    );
    for await (const rows of batches) yield rows.map(toMessageUser);
  },
});
