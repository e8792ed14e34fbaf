// The insurers' guarantee insurance products (docs/insurance.md): two of 阳光 (`sun`) and two of
// 华安 (`hua_an`), each added wherever it is missing (by insurer and name), so databases seeded
// before guarantee insurance existed offer them too.
import type { Db } from './client';
import { insuranceProducts } from './schema';

export const INSURER_NAMES = {
  sun: '阳光财产保险股份有限公司',
  hua_an: '华安财产保险股份有限公司',
} as const;

export const demoInsuranceProducts: Array<
  Pick<
    typeof insuranceProducts.$inferInsert,
    'name' | 'description' | 'premiumRate' | 'minPremium' | 'minSumInsured'
  > & { insurer: keyof typeof INSURER_NAMES }
> = [
  {
    insurer: 'sun',
    name: '投标保证保险（标准版）',
    description: '替代现金投标保证金，保险金额为项目投标保证金，保险期间覆盖投标有效期。',
    premiumRate: '0.0100',
    minPremium: '200.00',
  },
  {
    insurer: 'sun',
    name: '投标保证保险（优享版）',
    description: '标准版保障之外，支持投标有效期延长时免费批改保险期间，专属客服协助索赔。',
    premiumRate: '0.0150',
    minPremium: '300.00',
  },
  {
    insurer: 'hua_an',
    name: '投标保证保险',
    description: '线上投保、即时承保，电子保单可在线查验，适用于房屋建筑与市政工程招标项目。',
    premiumRate: '0.0120',
    minPremium: '250.00',
  },
  {
    insurer: 'hua_an',
    name: '工程投标保证保险（大额）',
    description: '适用于投标保证金 50 万元以上的项目，费率更低，起保保费较高。',
    premiumRate: '0.0080',
    minPremium: '1000.00',
    minSumInsured: '500000.00',
  },
];

export async function seedInsuranceProducts(db: Db): Promise<void> {
  const present = new Set(
    (
      await db
        .select({ insurer: insuranceProducts.insurer, name: insuranceProducts.name })
        .from(insuranceProducts)
    ).map((p) => `${p.insurer}:${p.name}`),
  );
  const missing = demoInsuranceProducts
    .filter((p) => !present.has(`${p.insurer}:${p.name}`))
    .map((p) => ({ ...p, insurerName: INSURER_NAMES[p.insurer] }));
  if (missing.length > 0) await db.insert(insuranceProducts).values(missing);
}
