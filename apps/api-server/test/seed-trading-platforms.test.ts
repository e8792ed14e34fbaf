// The sandbox seed registers the sandbox trading platform's two fake platforms with its public demo
// values (@bht/sandbox-platform/demo-defaults), secrets sealed, taken by 江苏信达; again is a no-op.
import { DEMO_EPOINT_PLATFORM, DEMO_JIANGXI_PLATFORM } from '@bht/sandbox-platform/demo-defaults';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPlatform } from '../src/areas/trading-platforms/platform-secrets';
import { ensureCompanies, tradingPlatformGuarantors, tradingPlatforms } from '../src/db/schema';
import { sandboxPlatformSeed, seedTradingPlatforms } from '../src/db/seed-trading-platforms';
import { createTestDatabase, testConfig, type TestDatabase } from './test-app';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.dispose());

it('registers both fake platforms once, with opened secrets equal to the fake’s', async () => {
  const config = testConfig({ SANDBOX_PLATFORM_URL: 'http://127.0.0.1:3399' });
  const seed = sandboxPlatformSeed(config)!;
  await seedTradingPlatforms(t.database.db, seed);
  await seedTradingPlatforms(t.database.db, seed);

  const rows = await t.database.db.select().from(tradingPlatforms).orderBy(tradingPlatforms.code);
  expect(rows.map((r) => [r.code, r.dialect, r.baseUrl])).toEqual([
    [DEMO_EPOINT_PLATFORM.code, 'epoint-4.0', 'http://127.0.0.1:3399/epoint'],
    [DEMO_JIANGXI_PLATFORM.code, 'jiangxi-2.3.0', 'http://127.0.0.1:3399'],
  ]);
  const [epoint, jiangxi] = rows.map((row) => openPlatform(config, row));
  expect(jiangxi).toMatchObject({
    inboundSecret: DEMO_JIANGXI_PLATFORM.toUs.appSecret,
    outboundSecret: DEMO_JIANGXI_PLATFORM.toPlatform.appSecret,
    sm2PrivateKey: null,
  });
  expect(epoint).toMatchObject({
    inboundSecret: DEMO_EPOINT_PLATFORM.toUs.appSecret,
    sm2PrivateKey: DEMO_EPOINT_PLATFORM.guarantorSm2.privateKey,
    row: { platformPublicKey: DEMO_EPOINT_PLATFORM.platformSm2.publicKey },
  });

  const guarantors = await t.database.db
    .select({ name: ensureCompanies.name, productNo: tradingPlatformGuarantors.productNo })
    .from(tradingPlatformGuarantors)
    .innerJoin(ensureCompanies, eq(ensureCompanies.id, tradingPlatformGuarantors.ensureCompanyId))
    .orderBy(tradingPlatformGuarantors.productNo);
  expect(guarantors).toEqual([
    { name: '江苏信达融资担保有限公司', productNo: '' },
    { name: '江苏信达融资担保有限公司', productNo: DEMO_JIANGXI_PLATFORM.productNo },
  ]);
  expect(sandboxPlatformSeed({ ...config, SANDBOX_PROVIDERS: false })).toBeUndefined();
});
