// 配置管理 through HTTP (docs/settings.md): the premium schedule of each letter type (getPremium,
// setPremium with amount bands checked server-side, previewPremium), what enterprises are then
// quoted and charged (the next quote and application use the new schedule, existing orders keep
// theirs), the order switches (setStatus, togglePayConfig, setUnpaidExpiry) and their permissions.
import {
  addLetter,
  companyGetOrderSettings,
  companyGetPremium,
  companyPreviewPremium,
  companySetPremium,
  companySetStatus,
  companySetUnpaidExpiry,
  companyTogglePayConfig,
  getCompanyList,
  paperGetEnsureCompany,
  performanceGetPrice,
  type EndpointDefinition,
} from '@bht/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyLetterRates } from '../src/db/schema';
import { addCompany, addCompanyAccount, callEndpoint, companyToken } from './company-session';
import { tokenFor } from './enterprise-session';
import { addProject, applyLetter, letterForm, orderRow } from './order-fixtures';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let enterprise: string;
let companyId: number;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  enterprise = await tokenFor(t.app, '13800000001');
  const { company, account } = await addCompany(t.database.db, {
    name: '保费设置测试担保有限公司',
  });
  companyId = company.id;
  admin = await companyToken(t.app, account.account);
});
afterAll(() => t.close());

const ok = async <T>(
  promise: Promise<{ json(): { code: number; data: T }; body: string }>,
): Promise<T> => {
  const res = await promise;
  expect(res.json().code, res.body).toBe(1);
  return res.json().data;
};
const setPremium = (fields: Record<string, string>, token = admin) =>
  callEndpoint(t.app, companySetPremium, token, fields);
const bands = (list: unknown[]) => JSON.stringify(list);
const offerOf = async (projectId: number) => {
  const list = await ok<Array<{ id: number; premium: string; premium_rate: string }>>(
    callEndpoint(t.app, getCompanyList, undefined, { project_id: String(projectId) }),
  );
  return list.find((offer) => offer.id === companyId);
};
const bidTerms = async () =>
  (
    await t.database.db
      .select()
      .from(companyLetterRates)
      .where(
        and(
          eq(companyLetterRates.companyId, companyId),
          eq(companyLetterRates.letterType, 'bid_e'),
        ),
      )
  )[0]!;

describe('getPremium', () => {
  it('lists every letter type: the bid types as set, the others not offered until set', async () => {
    const list = await ok(callEndpoint(t.app, companyGetPremium, admin));
    expect(companyGetPremium.response.safeParse(list).success).toBe(true);
    expect(list).toEqual([
      expect.objectContaining({
        type: 'bid_e',
        type_text: '投标电子保函',
        offered: 1,
        premium_rate: '0.0150',
        min_premium: '300.00',
        bands: [],
      }),
      expect.objectContaining({
        type: 'bid_paper',
        offered: 1,
        premium_rate: '0.0150',
        min_premium: '300.00',
      }),
      {
        type: 'performance',
        type_text: '履约保函',
        offered: 0,
        premium_rate: null,
        min_premium: null,
        bands: [],
        update_time: null,
      },
      expect.objectContaining({ type: 'worker', offered: 0, premium_rate: null }),
    ]);
  });

  it('shows the seeded guarantor its migrated schedules', async () => {
    const xinda = await companyToken(t.app, 'xinda_admin');
    const list = await ok<
      Array<{ type: string; premium_rate: string | null; min_premium: string | null }>
    >(callEndpoint(t.app, companyGetPremium, xinda));
    expect(list.map((s) => [s.type, s.premium_rate, s.min_premium])).toEqual([
      ['bid_e', '0.0150', '300.00'],
      ['bid_paper', '0.0150', '300.00'],
      ['performance', '0.0080', '500.00'],
      ['worker', '0.0060', '300.00'],
    ]);
  });
});

describe('setPremium', () => {
  it('refuses unsound schedules field by field in Chinese, changing nothing', async () => {
    const before = await bidTerms();
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ premium_rate: '1.2' }, 'premium_rate', '费率应在 0 至 100% 之间，最多两位小数（如 1.5%）'],
      [{ premium_rate: '' }, 'premium_rate', '请输入费率'],
      [{ min_premium: '-5' }, 'min_premium', '请输入正确的最低保费（最多两位小数）'],
      [{ bands: 'not json' }, 'bands', '金额分档格式不正确'],
      [
        { bands: bands([{ from: '0', to: '100000', kind: 'rate' }]) },
        'bands',
        '金额分档格式不正确',
      ],
      [
        {
          bands: bands([
            { from: '0', to: '200000', kind: 'rate', value: '0.01' },
            { from: '100000', to: null, kind: 'rate', value: '0.01' },
          ]),
        },
        'bands',
        '第 2 档：与上一档金额重叠，起始金额不能小于 ¥200,000.00',
      ],
      [
        { bands: bands([{ from: '50000', to: '10000', kind: 'rate', value: '0.01' }]) },
        'bands',
        '第 1 档：截止金额须大于起始金额',
      ],
      [
        { bands: bands([{ from: '0', to: '10000', kind: 'fixed', value: '100' }]) },
        'bands',
        '第 1 档：固定保费不能低于最低保费 ¥300.00',
      ],
      [
        { bands: bands([{ from: '0', to: '10000', kind: 'discount', value: '0.1' }]) },
        'bands',
        '第 1 档：请选择按费率或固定保费',
      ],
      [{ type: 'surety' }, 'type', '请选择正确的保函类型'],
    ];
    for (const [change, field, message] of cases) {
      const res = await setPremium({
        type: 'bid_e',
        premium_rate: '0.02',
        min_premium: '300',
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 0,
        msg: message,
        data: { fields: { [field]: message } },
      });
    }
    expect(await bidTerms()).toEqual(before);
  });

  it('changes the next quote and the next application; existing orders keep their premium', async () => {
    const project = await addProject(t, { bidBondAmount: '200000.00' });
    expect(await offerOf(project.id)).toMatchObject({ premium: '3000.00', premium_rate: '0.0150' });
    const earlier = await applyLetter(t, enterprise, { projectId: project.id, companyId });
    expect(earlier.premium).toBe('3000.00');

    const saved = await ok(
      setPremium({
        type: 'bid_e',
        premium_rate: '0.015',
        min_premium: '300',
        bands: bands([
          { from: '0', to: '100000', kind: 'fixed', value: '600' },
          { from: '100000', to: '500000', kind: 'rate', value: '0.008' },
        ]),
      }),
    );
    expect(saved).toMatchObject({
      type: 'bid_e',
      offered: 1,
      premium_rate: '0.0150',
      min_premium: '300.00',
      bands: [
        { from: '0.00', to: '100000.00', kind: 'fixed', value: '600.00' },
        { from: '100000.00', to: '500000.00', kind: 'rate', value: '0.0080' },
      ],
    });

    expect(await offerOf(project.id)).toMatchObject({ premium: '1600.00', premium_rate: '0.0080' });
    const small = await addProject(t, { bidBondAmount: '50000.00' });
    expect(await offerOf(small.id)).toMatchObject({ premium: '600.00', premium_rate: '0.0120' });
    const large = await addProject(t, { bidBondAmount: '800000.00' });
    expect(await offerOf(large.id)).toMatchObject({ premium: '12000.00', premium_rate: '0.0150' });

    // The order applied before keeps its snapshot; a new one is charged the new schedule.
    expect(await orderRow(t, earlier.order_sn)).toMatchObject({
      premium: '3000.00',
      premiumRate: '0.0150',
    });
    const later = await applyLetter(t, enterprise, { projectId: small.id, companyId });
    expect(later.premium).toBe('600.00');
    expect(await orderRow(t, later.order_sn)).toMatchObject({
      premium: '600.00',
      premiumRate: '0.0120',
      bidBondAmount: '50000.00',
    });

    const quote = await ok(
      callEndpoint(t.app, companyPreviewPremium, admin, { type: 'bid_e', amount: '200000' }),
    );
    expect(quote).toEqual({
      amount: '200000.00',
      premium: '1600.00',
      premium_rate: '0.0080',
      min_premium: '300.00',
      rule: '担保金额 ¥200,000.00 属于「¥100,000.00 以上至 ¥500,000.00」档，担保金额 ¥200,000.00 × 费率 0.80% = ¥1,600.00（最低保费 ¥300.00）',
    });
  });

  it('prices each letter type on its own schedule (paper offers, performance quotes)', async () => {
    const project = await addProject(t, { bidBondAmount: '100000.00', acceptsPaper: true });
    await ok(setPremium({ type: 'bid_paper', premium_rate: '0.025', min_premium: '500' }));
    const paperOffers = await ok<Array<{ id: number; premium: string }>>(
      callEndpoint(t.app, paperGetEnsureCompany, enterprise, { project_id: String(project.id) }),
    );
    expect(paperOffers.find((o) => o.id === companyId)?.premium).toBe('2500.00');

    const notOffered = await callEndpoint(t.app, performanceGetPrice, enterprise, {
      ensure_company_id: String(companyId),
      amount: '100000',
    });
    expect(notOffered.statusCode).toBe(409);
    expect(notOffered.json().msg).toBe('该担保机构暂未开办履约保函业务');
    await ok(
      setPremium({
        type: 'performance',
        premium_rate: '0.006',
        min_premium: '800',
        bands: bands([{ from: '1000000', to: null, kind: 'rate', value: '0.004' }]),
      }),
    );
    expect(
      await ok(
        callEndpoint(t.app, performanceGetPrice, enterprise, {
          ensure_company_id: String(companyId),
          amount: '100000',
        }),
      ),
    ).toMatchObject({ premium: '800.00', premium_rate: '0.0060' });
    expect(
      await ok(
        callEndpoint(t.app, performanceGetPrice, enterprise, {
          ensure_company_id: String(companyId),
          amount: '2000000',
        }),
      ),
    ).toMatchObject({
      premium: '8000.00',
      premium_rate: '0.0040',
      rule: expect.stringContaining('属于「¥1,000,000.00 以上」档'),
    });
  });

  it('offered=0 withdraws the type: not offered, applications refused, terms kept', async () => {
    const project = await addProject(t, { bidBondAmount: '100000.00' });
    await ok(
      setPremium({ type: 'bid_e', offered: '0', premium_rate: '0.015', min_premium: '300' }),
    );
    expect(await offerOf(project.id)).toBeUndefined();
    const refused = await callEndpoint(
      t.app,
      addLetter,
      enterprise,
      await letterForm(t, { projectId: project.id, companyId }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('该担保机构暂未开办投标电子保函业务');
    expect((await bidTerms()).premiumRate).toBe('0.0150');
    await ok(setPremium({ type: 'bid_e', premium_rate: '0.015', min_premium: '300' }));
    expect(await offerOf(project.id)).toBeDefined();
  });

  it('two saves at once leave one whole schedule', async () => {
    const a = {
      type: 'worker',
      premium_rate: '0.005',
      min_premium: '300',
      bands: bands([{ from: '0', to: '100000', kind: 'fixed', value: '400' }]),
    };
    const b = { type: 'worker', premium_rate: '0.007', min_premium: '600', bands: '[]' };
    const results = await Promise.all([setPremium(a), setPremium(b)]);
    expect(results.map((r) => r.json().code)).toEqual([1, 1]);
    const [row] = await t.database.db
      .select()
      .from(companyLetterRates)
      .where(
        and(
          eq(companyLetterRates.companyId, companyId),
          eq(companyLetterRates.letterType, 'worker'),
        ),
      );
    expect([
      ['0.0050', '300.00', 1],
      ['0.0070', '600.00', 0],
    ]).toContainEqual([row!.premiumRate, row!.minPremium, row!.bands.length]);
  });
});

describe('order settings', () => {
  it('reads and sets accepting orders, online payment and the unpaid limit', async () => {
    expect(await ok(callEndpoint(t.app, companyGetOrderSettings, admin))).toEqual({
      status: 1,
      pay_config_enabled: 1,
      unpaid_expire_hours: 72,
    });
    expect(
      await ok(callEndpoint(t.app, companyTogglePayConfig, admin, { enabled: '0' })),
    ).toMatchObject({ pay_config_enabled: 0 });
    const read = await t.app.inject({
      method: 'GET',
      url: `${companyTogglePayConfig.path}?token=${admin}`,
    });
    expect(read.json().data).toMatchObject({ pay_config_enabled: 0 });
    const missing = await callEndpoint(t.app, companyTogglePayConfig, admin);
    expect(missing.json()).toMatchObject({ code: 0, msg: '请选择是否开启在线支付' });
    expect(
      await ok(callEndpoint(t.app, companyTogglePayConfig, admin, { enabled: '1' })),
    ).toMatchObject({ pay_config_enabled: 1 });

    expect(
      await ok(callEndpoint(t.app, companySetUnpaidExpiry, admin, { hours: '24' })),
    ).toMatchObject({ unpaid_expire_hours: 24 });
    for (const [hours, msg] of [
      ['0', '时限不能少于 1 小时'],
      ['721', '时限不能超过 720 小时（30 天）'],
      ['1.5', '时限应为整数小时'],
    ]) {
      const res = await callEndpoint(t.app, companySetUnpaidExpiry, admin, { hours: hours! });
      expect(res.json()).toMatchObject({ code: 0, msg, data: { fields: { hours: msg } } });
    }
    expect(await ok(callEndpoint(t.app, companyGetOrderSettings, admin))).toMatchObject({
      unpaid_expire_hours: 24,
    });
  });

  it('a paused company is not offered and refuses new applications, until it opens again', async () => {
    const project = await addProject(t, { bidBondAmount: '100000.00' });
    expect(await ok(callEndpoint(t.app, companySetStatus, admin, { status: '0' }))).toMatchObject({
      status: 0,
    });
    expect(await offerOf(project.id)).toBeUndefined();
    const refused = await callEndpoint(
      t.app,
      addLetter,
      enterprise,
      await letterForm(t, { projectId: project.id, companyId }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('该担保机构已暂停接单，请选择其他担保机构');
    expect(await ok(callEndpoint(t.app, companySetStatus, admin, { status: '1' }))).toMatchObject({
      status: 1,
    });
    expect(await offerOf(project.id)).toBeDefined();
  });
});

describe('permissions', () => {
  const calls: Array<[string, EndpointDefinition, Record<string, string>, string]> = (
    [
      [companyGetPremium, {}, 'peizhi'],
      [companySetPremium, { type: 'bid_e', premium_rate: '0.01', min_premium: '100' }, 'peizhi'],
      [companyGetOrderSettings, {}, 'peizhi'],
      [companySetStatus, { status: '0' }, 'peizhi'],
      [companyTogglePayConfig, { enabled: '0' }, 'peizhi'],
      [companySetUnpaidExpiry, { hours: '1' }, 'peizhi'],
      [companyPreviewPremium, { type: 'bid_e', amount: '1000' }, 'luru'],
    ] as const
  ).map(([endpoint, fields, permission]) => [endpoint.id, endpoint, fields, permission]);

  it.each(calls)(
    '%s answers 403 to an account without its permission and changes nothing',
    async (_id, endpoint, fields, permission) => {
      const others = ['jigou', 'peizhi', 'dingdan', 'gonggao']
        .filter((p) => p !== permission)
        .join(',');
      const without = await companyToken(
        t.app,
        (await addCompanyAccount(t.database.db, companyId, others)).account,
      );
      const before = await t.database.db
        .select()
        .from(companyLetterRates)
        .where(eq(companyLetterRates.companyId, companyId));
      const res = await callEndpoint(t.app, endpoint, without, fields);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(-2);
      expect(
        await t.database.db
          .select()
          .from(companyLetterRates)
          .where(eq(companyLetterRates.companyId, companyId)),
      ).toEqual(before);
      expect(await ok(callEndpoint(t.app, companyGetOrderSettings, admin))).toMatchObject({
        status: 1,
        pay_config_enabled: 1,
      });
    },
  );

  it('togglePayConfig read by GET needs peizhi too', async () => {
    const without = await companyToken(
      t.app,
      (await addCompanyAccount(t.database.db, companyId, 'dingdan')).account,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `${companyTogglePayConfig.path}?token=${without}`,
    });
    expect(res.statusCode).toBe(403);
  });
});
