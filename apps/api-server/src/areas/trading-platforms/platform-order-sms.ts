// The platform.sms job: the text telling a pushed application's contact that the order exists on
// 保函通 and how to follow and pay it on the portal (the account is the contact's mobile; a first
// log-in sets its password with 忘记密码 by SMS code). Enqueued in applyForLetter's transaction, so
// only the order that won a race of two pushes texts; the order_push template carries the text.
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { orders, tradingPlatforms } from '../../db/schema';
import { enqueueJob, JobFailure, type JobHandler } from '../../jobs/job-queue';
import { SmsDeliveryError, type SmsProvider } from '../../providers/sms/sms-provider';

export const PLATFORM_SMS_JOB = 'platform.sms';
export const PLATFORM_SMS_SCENE = 'platform_order';
export const platformSmsJobKey = (orderId: number) => `platform-sms:${orderId}`;

export const enqueuePlatformOrderSms = (tx: Tx, orderId: number) =>
  enqueueJob(tx, {
    kind: PLATFORM_SMS_JOB,
    key: platformSmsJobKey(orderId),
    payload: { orderId },
    maxAttempts: 6,
  });

export function platformOrderText(
  order: { sn: string; projectName: string; ensureCompanyName: string; premium: string },
  platformName: string,
  portalUrl: string,
): string {
  return `【保函通】您在${platformName}提交的投标保函申请已由${order.ensureCompanyName}受理（订单号 ${order.sn}，项目「${order.projectName}」，保费 ${order.premium} 元）。请用本手机号登录 ${portalUrl} 查看进度并支付保费，首次登录请点“忘记密码”通过短信验证码设置密码。`;
}

export function platformSmsJobHandler(
  db: Db,
  sms: SmsProvider,
  config: Pick<Config, 'PORTAL_PUBLIC_URL'>,
): JobHandler {
  return {
    genericError: '短信服务暂不可用，系统将自动重试',
    run: async (job) => {
      const { orderId } = job.payload as { orderId: number };
      const [row] = await db
        .select({ order: orders, platformName: tradingPlatforms.name })
        .from(orders)
        .innerJoin(tradingPlatforms, eq(tradingPlatforms.id, orders.platformId))
        .where(eq(orders.id, orderId));
      if (!row?.order.contactMobile) return;
      const text = platformOrderText(row.order, row.platformName, config.PORTAL_PUBLIC_URL);
      try {
        await sms.send({
          mobile: row.order.contactMobile,
          scene: PLATFORM_SMS_SCENE,
          text,
          template: { name: 'order_push', params: { content: text } },
        });
      } catch (error) {
        throw error instanceof SmsDeliveryError ? new JobFailure(error.reason) : error;
      }
    },
  };
}
