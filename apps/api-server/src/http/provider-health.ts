// GET /healthz/providers (platform operators only): which vendor serves each external service,
// without any setting, so an operator can check a deployment's configuration (docs/providers.md).
import { ResponseCode } from '@bht/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Providers } from '../providers';
import { resolveCaller } from './auth-context';

export function registerProviderHealth(
  app: FastifyInstance,
  { db, config, providers }: { db: Db; config: Config; providers: Providers },
) {
  app.get('/healthz/providers', { schema: { hide: true } }, async (request) => {
    await resolveCaller(db, config, request, 'platform_operator');
    const { sms, ocr, bank, esign, payment, insurer, mail } = providers;
    return {
      code: ResponseCode.SUCCESS,
      msg: '',
      data: {
        sandbox_allowed: providers.sandbox,
        services: {
          sms: sms.name,
          ocr: ocr.name,
          bank: bank.name,
          esign: esign.name,
          wechatpay: payment.vendorOf('wechatpay') ?? 'off',
          alipay: payment.vendorOf('alipay') ?? 'off',
          insurer: insurer.name,
          mail: mail.name,
          storage: config.STORAGE_URL ? 's3' : 'local',
        },
      },
    };
  });
}
