// Realistic demo data for an empty database. Idempotent: an existing database only gets what it is missing
// of the agreements and the demo companies' pay accounts.
import { count } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import type { Db } from './client';
import { demoCompanies, demoEnterprises, DEMO_PASSWORD } from './demo-accounts';
import { demoCreditCode } from './demo-credit-code';
import { seedPlatformOperators } from './seed-operators';
import { seedLegalDocuments } from './seed-documents';
import { seedAwardedProjects } from './seed-awarded-projects';
import { seedCompanyPayAccounts } from './seed-pay-accounts';
import { seedInsuranceProducts } from './seed-insurance';
import { seedPreservationReference } from './seed-preservation';
import { seedOrderHistory } from './seed-history';
import { seedTradingPlatforms, type SandboxPlatformSeed } from './seed-trading-platforms';
import {
  areas,
  companyLetterRates,
  companyTypes,
  enterpriseAccounts,
  enterpriseAddresses,
  enterprises,
  ensureCompanies,
  ensureCompanyAccounts,
  projects,
  settings,
} from './schema';

export { demoCreditCode };

const BID_TYPES = ['bid_e', 'bid_paper'] as const;

const CITIES = ['南京市', '苏州市', '无锡市', '常州市', '南通市', '徐州市', '扬州市', '镇江市'];
/** Works: name, procurement kind, tender unit (prefixed with the city). */
const WORKS: Array<[string, string, string]> = [
  ['第三人民医院门诊楼改扩建工程', '施工', '第三人民医院'],
  ['滨江大道综合管廊工程', '施工总承包', '城市建设投资集团有限公司'],
  ['实验小学教学楼新建工程', '施工', '教育局'],
  ['城北污水处理厂提标改造工程', 'EPC总承包', '水务集团有限公司'],
  ['高新区人才公寓项目', '施工', '高新技术产业开发区管理委员会'],
  ['老旧小区改造二期工程', '施工', '住房和城乡建设局'],
  ['体育中心全民健身馆工程', '监理', '体育局'],
  ['环城西路快速化改造工程', '施工', '交通运输局'],
];

/**
 * `history`: a new database also gets the demo guarantors' order history (seed-history.ts): the app
 * and the browser stories start with it; the API tests' database does not (their lists count rows).
 * `sandboxPlatforms` (sandbox only): the sandbox trading platform's two fake platforms are
 * registered too, each when missing (seed-trading-platforms.ts).
 */
export async function seed(
  db: Db,
  {
    history = false,
    sandboxPlatforms,
  }: { history?: boolean; sandboxPlatforms?: SandboxPlatformSeed } = {},
): Promise<{ seeded: boolean }> {
  // Agreements are added to existing databases too (each only when missing).
  await seedLegalDocuments(db);
  const [existing] = await db.select({ n: count() }).from(enterprises);
  const seeded = (existing?.n ?? 0) === 0;
  if (seeded) await seedDemoData(db);
  // Pay accounts of the demo companies are added to existing databases too (each only when missing).
  await seedCompanyPayAccounts(db);
  await seedInsuranceProducts(db);
  await seedAwardedProjects(db);
  // Preservation categories and the seeded areas' courts, each only when missing.
  await seedPreservationReference(db);
  await seedPlatformOperators(db);
  if (sandboxPlatforms) await seedTradingPlatforms(db, sandboxPlatforms);
  if (seeded && history) await seedOrderHistory(db);
  return { seeded };
}

async function seedDemoData(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const areaRows = await tx
      .insert(areas)
      .values(CITIES.map((name) => ({ name, parentId: 0 })))
      .returning();
    const areaId = (name: string) => areaRows.find((a) => a.name === name)?.id ?? areaRows[0]!.id;
    const typeRows = await tx
      .insert(companyTypes)
      .values([{ name: '担保公司' }, { name: '保险公司' }, { name: '银行' }])
      .returning();

    for (const company of demoCompanies) {
      const [row] = await tx
        .insert(ensureCompanies)
        .values({
          name: company.name,
          typeId: typeRows.find((t) => t.name === company.type)!.id,
          areaId: areaId(company.area),
          intro: `${company.name}，持牌经营，专注工程保函服务。`,
          contact: '客服中心',
          tel: '025-84561234',
          address: `江苏省${company.area}建邺区江东中路 ${100 + company.name.length} 号`,
        })
        .returning();
      // The bid letters' premium schedule (docs/settings.md); performance and wage terms: seedAwardedProjects.
      await tx.insert(companyLetterRates).values(
        BID_TYPES.map((letterType) => ({
          companyId: row!.id,
          letterType,
          premiumRate: company.premiumRate,
          minPremium: company.minPremium,
        })),
      );
      await tx.insert(ensureCompanyAccounts).values(
        company.accounts.map((a) => ({
          companyId: row!.id,
          account: a.account,
          name: a.name,
          mobile: a.mobile,
          authJson: a.authJson,
          passwordHash,
        })),
      );
    }

    for (const [index, demo] of demoEnterprises.entries()) {
      const [row] = await tx
        .insert(enterprises)
        .values({
          name: demo.name,
          creditCode: demoCreditCode(index + 1),
          legalPerson: demo.legalPerson,
          address: `江苏省${CITIES[index % CITIES.length]}某某路 ${index + 18} 号`,
          registeredCapital: `${(index + 1) * 5000} 万元人民币`,
          establishedDate: `20${10 + index}-0${(index % 9) + 1}-15`,
          contactName: demo.master.name,
          contactMobile: demo.master.mobile,
          authStatus: demo.authStatus,
          authStep: demo.authStep,
          rejectReason: demo.rejectReason ?? null,
          submittedAt: demo.authStatus === 0 ? null : new Date(),
          reviewedAt: demo.authStatus === 2 || demo.authStatus === -1 ? new Date() : null,
        })
        .returning();
      await tx.insert(enterpriseAccounts).values([
        {
          enterpriseId: row!.id,
          mobile: demo.master.mobile,
          name: demo.master.name,
          passwordHash,
          isMaster: 1,
          authJson: '*',
          isResetPassword: demo.master.isResetPassword ?? 1,
        },
        ...demo.subs.map((s) => ({
          enterpriseId: row!.id,
          mobile: s.mobile,
          name: s.name,
          passwordHash,
          isMaster: 0,
          authJson: s.authJson,
        })),
      ]);
      // The first demo enterprise (authenticated) can apply for a paper letter at once: one default receiving address.
      if (index === 0) {
        await tx.insert(enterpriseAddresses).values({
          enterpriseId: row!.id,
          name: demo.master.name,
          mobile: demo.master.mobile,
          region: '江苏省 南京市 建邺区',
          address: '江东中路 188 号恒信大厦 12 楼',
          isDefault: 1,
        });
      }
    }

    const now = Date.now();
    const projectRows = CITIES.flatMap((city, c) =>
      WORKS.slice(0, 4 + (c % 4)).map(([work, kind, unit], w) => {
        const seq = c * 10 + w + 1;
        const openAt = now + (7 + seq) * 86400_000;
        return {
          name: `${city.replace('市', '')}${work}${kind}`,
          number: `JS${String(c + 1).padStart(2, '0')}-2026-${String(seq).padStart(4, '0')}`,
          tenderUnit: `${city}${unit}`,
          tradingCenter: `${city}公共资源交易中心`,
          bidSection: `${['一', '二', '三'][w % 3]}标段`,
          region: `江苏省${city}`,
          // 10 000 to 800 000 yuan: a works bid bond is capped at 800 000 (工程建设项目施工招标投标办法 §37).
          bidBondAmount: `${(((seq * 37) % 80) + 1) * 10000}.00`,
          bidOpenTime: new Date(openAt),
          deadline: new Date(openAt - 86400_000),
          // Every other tender also takes a paper bid letter (纸质投标保函).
          acceptsPaper: w % 2 === 0,
        };
      }),
    );
    await tx.insert(projects).values(projectRows);
    await tx.insert(settings).values([
      { key: 'wc_tel', value: '400-800-1234' },
      { key: 'wc_wechatewm', value: '/assets/wechat-qrcode.svg' },
      { key: 'wc_kfqq', value: 'https://work.weixin.qq.com/kfid/kfc-baohantong' },
    ]);
  });
}
