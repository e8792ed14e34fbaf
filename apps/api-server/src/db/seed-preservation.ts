// Reference data of litigation-preservation guarantees (docs/preservation.md): the two category
// trees (保全类别, 案件类别) and the courts of the seeded areas. Each row is added wherever it is
// missing (categories by kind and name, courts by name), so every start completes older databases
// and production gets the categories without the demo data.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from './client';
import { areas, courts, preservationCategories } from './schema';

type Tree = ReadonlyArray<readonly [parent: string, children: readonly string[]]>;

/** 保全类别: what is preserved, by when it is asked (before a suit, during it, before enforcement). */
export const PRESERVE_CATEGORIES: Tree = [
  ['财产保全', ['诉前财产保全', '诉中财产保全', '执行前财产保全', '仲裁财产保全']],
  ['证据保全', ['诉前证据保全', '诉中证据保全']],
  ['行为保全', ['诉前行为保全', '诉中行为保全']],
];

/** 案件类别: the kind of dispute (民事案件案由规定, the higher levels). */
export const CASE_CATEGORIES: Tree = [
  ['民事', ['合同纠纷', '物权纠纷', '侵权责任纠纷', '婚姻家庭继承纠纷']],
  [
    '商事',
    ['买卖合同纠纷', '建设工程施工合同纠纷', '金融借款合同纠纷', '民间借贷纠纷', '股权转让纠纷'],
  ],
  [
    '知识产权',
    ['著作权权属侵权纠纷', '商标权权属侵权纠纷', '专利权权属侵权纠纷', '不正当竞争纠纷'],
  ],
  ['劳动争议', ['劳动合同纠纷', '追索劳动报酬纠纷', '工伤保险待遇纠纷']],
  ['海事海商', ['海上货物运输合同纠纷', '船舶碰撞损害责任纠纷', '船舶租用合同纠纷']],
];

/** Courts by seeded area (city): its intermediate court, district and county-level courts, specialised ones. */
export const COURTS_BY_AREA: Readonly<Record<string, readonly string[]>> = {
  南京市: [
    '江苏省高级人民法院',
    '南京市中级人民法院',
    '南京市玄武区人民法院',
    '南京市秦淮区人民法院',
    '南京市建邺区人民法院',
    '南京市鼓楼区人民法院',
    '南京市江宁区人民法院',
    '南京海事法院',
    '南京铁路运输法院',
  ],
  苏州市: [
    '苏州市中级人民法院',
    '苏州市姑苏区人民法院',
    '苏州工业园区人民法院',
    '苏州市吴中区人民法院',
    '苏州市相城区人民法院',
    '昆山市人民法院',
    '张家港市人民法院',
  ],
  无锡市: [
    '无锡市中级人民法院',
    '无锡市梁溪区人民法院',
    '无锡市滨湖区人民法院',
    '无锡市新吴区人民法院',
    '江阴市人民法院',
    '宜兴市人民法院',
  ],
  常州市: [
    '常州市中级人民法院',
    '常州市天宁区人民法院',
    '常州市钟楼区人民法院',
    '常州市新北区人民法院',
    '常州市武进区人民法院',
    '溧阳市人民法院',
  ],
  南通市: [
    '南通市中级人民法院',
    '南通市崇川区人民法院',
    '南通市通州区人民法院',
    '南通市海门区人民法院',
    '如皋市人民法院',
    '启东市人民法院',
  ],
  徐州市: [
    '徐州市中级人民法院',
    '徐州市鼓楼区人民法院',
    '徐州市云龙区人民法院',
    '徐州市泉山区人民法院',
    '邳州市人民法院',
    '新沂市人民法院',
    '徐州铁路运输法院',
  ],
  扬州市: [
    '扬州市中级人民法院',
    '扬州市广陵区人民法院',
    '扬州市邗江区人民法院',
    '仪征市人民法院',
    '高邮市人民法院',
  ],
  镇江市: [
    '镇江市中级人民法院',
    '镇江市京口区人民法院',
    '镇江市润州区人民法院',
    '丹阳市人民法院',
    '句容市人民法院',
  ],
};

async function seedTree(db: Db, kind: 'preserve' | 'case', tree: Tree): Promise<void> {
  const parents = tree.map(([name], i) => ({ kind, name, parentId: 0, sort: (i + 1) * 10 }));
  await db.insert(preservationCategories).values(parents).onConflictDoNothing();
  const rows = await db
    .select({ id: preservationCategories.id, name: preservationCategories.name })
    .from(preservationCategories)
    .where(
      and(
        eq(preservationCategories.kind, kind),
        inArray(
          preservationCategories.name,
          parents.map((p) => p.name),
        ),
      ),
    );
  const idOf = new Map(rows.map((r) => [r.name, r.id]));
  const children = tree.flatMap(([parent, names]) =>
    names.map((name, i) => ({ kind, name, parentId: idOf.get(parent)!, sort: (i + 1) * 10 })),
  );
  await db.insert(preservationCategories).values(children).onConflictDoNothing();
}

export async function seedPreservationReference(db: Db): Promise<void> {
  await seedTree(db, 'preserve', PRESERVE_CATEGORIES);
  await seedTree(db, 'case', CASE_CATEGORIES);
  const areaRows = await db
    .select({ id: areas.id, name: areas.name })
    .from(areas)
    .where(inArray(areas.name, Object.keys(COURTS_BY_AREA)));
  const courtRows = areaRows.flatMap((area) =>
    (COURTS_BY_AREA[area.name] ?? []).map((name) => ({ name, areaId: area.id })),
  );
  if (courtRows.length > 0) await db.insert(courts).values(courtRows).onConflictDoNothing();
}
