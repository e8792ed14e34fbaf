// Demo data for performance (履约) and wage (农民工工资) letters, added to existing databases too
// wherever it is missing (like the pay accounts): awarded projects (a tender won, with its contract
// price, employer, winner and construction period) and the demo guarantors' premium terms for the
// two types (company_letter_rates; 南京银行 offers neither, so the offer lists differ by type).
import type { Db } from './client';
import { demoEnterprises } from './demo-accounts';
import { demoCompanyRows } from './demo-company-rows';
import { companyLetterRates, projects } from './schema';

const DAY_MS = 86_400_000;

/** Name, city, employer, contract price, months from start to completion. */
const AWARDED: Array<[string, string, string, string, number]> = [
  [
    '江北新区市民中心二期施工总承包',
    '南京市',
    '南京江北新区建设投资集团有限公司',
    '186500000.00',
    26,
  ],
  ['苏州工业园区星湖学校新建工程', '苏州市', '苏州工业园区教育局', '92380000.00', 18],
  ['无锡太湖新城污水主干管网工程', '无锡市', '无锡市水务集团有限公司', '48760000.00', 14],
  ['常州高铁新城安置房三期工程', '常州市', '常州市城市建设（集团）有限公司', '135200000.00', 24],
  ['南通沿江公路跨河大桥工程', '南通市', '南通市交通运输局', '268900000.00', 30],
  ['扬州运河文化公园景观提升工程', '扬州市', '扬州市园林局', '15600000.00', 10],
  ['徐州市中心医院急诊医技楼工程', '徐州市', '徐州市中心医院', '74300000.00', 20],
];

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Premium terms per demo guarantor and type; a guarantor missing from a type does not offer it. */
const LETTER_RATES: Record<string, Partial<Record<'performance' | 'worker', [string, string]>>> = {
  江苏信达融资担保有限公司: { performance: ['0.0080', '500.00'], worker: ['0.0060', '300.00'] },
  中国平安财产保险股份有限公司江苏分公司: {
    performance: ['0.0065', '800.00'],
    worker: ['0.0050', '500.00'],
  },
};

export async function seedAwardedProjects(db: Db, now = Date.now()): Promise<void> {
  // Won by the authenticated demo enterprises in turn (the first one wins most).
  const winners = demoEnterprises.filter((e) => e.authStatus === 2).map((e) => e.name);
  const rows = AWARDED.map(([name, city, employer, price, months], i) => {
    const start = now + (30 + i * 7) * DAY_MS;
    return {
      name,
      number: `ZB-2026-${String(i + 1).padStart(4, '0')}`,
      tenderUnit: employer,
      tradingCenter: `${city}公共资源交易中心`,
      bidSection: '施工总承包',
      region: `江苏省${city}`,
      // The tender is over: opened and closed in the past, its bid bond 2 % of the price capped at 800 000.
      bidBondAmount: String(Math.min(800_000, Math.round(Number(price) * 0.02))) + '.00',
      bidOpenTime: new Date(now - (40 + i) * DAY_MS),
      deadline: new Date(now - (41 + i) * DAY_MS),
      contractPrice: price,
      employer,
      winner: winners[i % 3 === 2 ? 1 : 0] ?? '',
      startDate: day(start),
      completionDate: day(start + months * 30 * DAY_MS),
    };
  });
  await db.insert(projects).values(rows).onConflictDoNothing({ target: projects.number });

  const companies = await demoCompanyRows(db);
  const rates = companies.flatMap((company) =>
    Object.entries(LETTER_RATES[company.name] ?? {}).map(
      ([letterType, [premiumRate, minPremium]]) => ({
        companyId: company.id,
        letterType,
        premiumRate,
        minPremium,
      }),
    ),
  );
  if (rates.length > 0) await db.insert(companyLetterRates).values(rates).onConflictDoNothing();
}
