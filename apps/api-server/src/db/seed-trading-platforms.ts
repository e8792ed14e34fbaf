// Sandbox only: the two fake platforms of apps/sandbox-platform (江西 v2.3.0 and Epoint 4.0),
// registered with the public demo values that package exports, each taken by the demo guarantor
// 江苏信达, so `npm start` can push applications at once. Added wherever missing (by code).
// Only the constants module of @bht/sandbox-platform is imported: the fake itself never reaches the
// API's bundle.
import {
  DEMO_EPOINT_PLATFORM,
  DEMO_JIANGXI_PLATFORM,
  DEMO_PLATFORM_GUARANTOR,
  sandboxPlatformBaseUrls,
} from '@bht/sandbox-platform/demo-defaults';
import type { Config } from '../config';
import { sealSecret, secretBoxKey } from '../crypto/secret-box';
import type { Db } from './client';
import { demoCompanyRows } from './demo-company-rows';
import {
  platformSecretContext,
  tradingPlatformGuarantors,
  tradingPlatforms,
  type PlatformSecretColumn,
} from './schema';

export interface SandboxPlatformSeed {
  SECRET_BOX_KEY: string;
  /** Where the sandbox platform listens (config SANDBOX_PLATFORM_URL). */
  SANDBOX_PLATFORM_URL: string;
}

/** What the seed needs, when the sandbox providers are on (never in production). */
export function sandboxPlatformSeed(
  config: Pick<Config, 'SANDBOX_PROVIDERS' | 'SECRET_BOX_KEY' | 'SANDBOX_PLATFORM_URL'>,
): SandboxPlatformSeed | undefined {
  if (!config.SANDBOX_PROVIDERS || !config.SECRET_BOX_KEY) return undefined;
  return {
    SECRET_BOX_KEY: config.SECRET_BOX_KEY,
    SANDBOX_PLATFORM_URL: config.SANDBOX_PLATFORM_URL,
  };
}

export async function seedTradingPlatforms(db: Db, config: SandboxPlatformSeed): Promise<void> {
  const guarantor = (await demoCompanyRows(db)).find((c) => c.name === DEMO_PLATFORM_GUARANTOR);
  if (!guarantor) return;
  const bases = sandboxPlatformBaseUrls(config.SANDBOX_PLATFORM_URL);
  // As areas/trading-platforms/platform-secrets.ts seals them (the seed may not import an area).
  const key = secretBoxKey(config.SECRET_BOX_KEY);
  const seal = (column: PlatformSecretColumn, code: string, plain: string) =>
    sealSecret(plain, key, platformSecretContext(column, code));
  const platforms = [
    {
      demo: DEMO_JIANGXI_PLATFORM,
      dialect: 'jiangxi-2.3.0',
      baseUrl: bases.jiangxi,
      productNo: DEMO_JIANGXI_PLATFORM.productNo,
      settings: {},
      sm2: {},
    },
    {
      demo: DEMO_EPOINT_PLATFORM,
      dialect: 'epoint-4.0',
      baseUrl: bases.epoint,
      productNo: '',
      // The demo centre demands the bidder's basic account (基本户): the portal's pay page asks for it.
      settings: { requirePayerAccount: true },
      sm2: {
        sm2PrivateKey: seal(
          'sm2_private_key',
          DEMO_EPOINT_PLATFORM.code,
          DEMO_EPOINT_PLATFORM.guarantorSm2.privateKey,
        ),
        sm2PublicKey: DEMO_EPOINT_PLATFORM.guarantorSm2.publicKey,
        platformPublicKey: DEMO_EPOINT_PLATFORM.platformSm2.publicKey,
      },
    },
  ];
  for (const { demo, dialect, baseUrl, productNo, settings, sm2 } of platforms) {
    const [row] = await db
      .insert(tradingPlatforms)
      .values({
        code: demo.code,
        name: demo.name,
        dialect,
        baseUrl,
        inboundAppKey: demo.toUs.appKey,
        inboundAppSecret: seal('inbound_app_secret', demo.code, demo.toUs.appSecret),
        outboundAppKey: demo.toPlatform.appKey,
        outboundAppSecret: seal('outbound_app_secret', demo.code, demo.toPlatform.appSecret),
        settings,
        ...sm2,
      })
      .onConflictDoNothing()
      .returning({ id: tradingPlatforms.id });
    if (!row) continue;
    await db
      .insert(tradingPlatformGuarantors)
      .values({ platformId: row.id, ensureCompanyId: guarantor.id, productNo });
  }
}
