// A realistic order history for the demo guarantors (docs/dashboard.md, "Demo history"): about
// three hundred orders of every letter type over the last 90 days, applied for by history
// enterprises of their own (the demo enterprises the stories log in with keep empty lists), each
// taken through its type's machine (seed-history-plan.ts) and written in bulk to the tables the
// app uses: orders, order_logs, pay_logs, order_counts, surrenders and claims with their
// record_logs. Letters have no PDF (letter_url is null); everything else reads as if made live.
import { letterMachine, type LetterType } from '@bht/api-client/contract';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';
import { demoCompanies } from './demo-accounts';
import { demoCompanyRows } from './demo-company-rows';
import { demoCreditCode } from './demo-credit-code';
import { writeAftercare } from './seed-history-aftercare';
import type {
  Company,
  Firm,
  Master,
  PlannedLife,
  PlannedOrder,
  Project,
} from './seed-history-plan';
import {
  chinaDay,
  DAY_MS,
  digits,
  logNote,
  money,
  planLife,
  prng,
  walk,
  type Channel,
  type Prng,
} from './seed-history-plan';
import {
  companyLetterRates,
  enterpriseAccounts,
  enterprises,
  ensureCompanyAccounts,
  orderCounts,
  orderLogs,
  orders,
  payLogs,
  projects,
} from './schema';

const HISTORY_ENTERPRISES: Array<[string, string]> = [
  ['江苏中恒建设工程有限公司', '周国平'],
  ['南京鼎盛市政建设有限公司', '吴海涛'],
  ['苏州华建安装工程有限公司', '郑晓东'],
  ['无锡新城建筑工程有限公司', '冯立新'],
  ['常州永安水利建设有限公司', '蒋文斌'],
  ['南通海达路桥工程有限公司', '沈建华'],
  ['徐州汉源建设集团有限公司', '韩志刚'],
  ['镇江金山园林工程有限公司', '杨春梅'],
];
const CITIES = ['南京市', '苏州市', '无锡市', '常州市', '南通市', '徐州市', '扬州市', '镇江市'];
const WORKS = [
  ['中心小学改扩建工程', '教育局'],
  ['城市道路提升改造工程', '交通运输局'],
  ['雨污分流管网工程', '水务集团有限公司'],
  ['人民医院住院楼工程', '人民医院'],
  ['安置小区二期工程', '城市建设投资有限公司'],
  ['河道综合整治工程', '水利局'],
  ['体育公园景观工程', '园林绿化管理处'],
  ['保障性住房项目', '住房和城乡建设局'],
];
const COURIERS = ['顺丰速运', '中国邮政EMS', '京东物流'];

/** A bid letter's last day: 90 days after the bid opening day (BID_VALIDITY_DAYS, areas/issuing/letter-validity.ts; the test checks they agree). */
const bidLastDay = (bidOpenTime: Date) => chinaDay(bidOpenTime.getTime() + 90 * DAY_MS);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00+08:00`);

/** The demo guarantors with their online channel, an operator and each type's rate and minimum premium. */
async function historyCompanies(tx: Tx): Promise<Company[]> {
  const rows = await demoCompanyRows(tx);
  const rates = await tx.select().from(companyLetterRates);
  const accounts = await tx
    .select({
      id: ensureCompanyAccounts.id,
      name: ensureCompanyAccounts.name,
      companyId: ensureCompanyAccounts.companyId,
    })
    .from(ensureCompanyAccounts)
    .orderBy(ensureCompanyAccounts.id);
  return rows.map((row) => ({
    ...row,
    channel: demoCompanies.find((c) => c.name === row.name)!.payAccount.channel,
    handler: accounts.find((a) => a.companyId === row.id)!,
    rates: Object.fromEntries(
      rates
        .filter((rate) => rate.companyId === row.id)
        .map((rate) => [rate.letterType, [Number(rate.premiumRate), Number(rate.minPremium)]]),
    ),
  }));
}

export async function seedOrderHistory(db: Db, now = Date.now()): Promise<void> {
  const r = prng(20_261_127);
  await db.transaction(async (tx) => {
    const companies = await historyCompanies(tx);
    const [{ passwordHash } = { passwordHash: '' }] = await tx
      .select({ passwordHash: enterpriseAccounts.passwordHash })
      .from(enterpriseAccounts)
      .limit(1);
    // Their masters still have to change the initial password (is_reset_password 0).
    const { firms, masters } = await insertFirms(
      tx,
      HISTORY_ENTERPRISES.map(([name, legalPerson], i) => ({
        name,
        creditCode: demoCreditCode(60 + i),
        legalPerson,
        address: `江苏省${CITIES[i]}经济开发区建设路 ${20 + i} 号`,
        registeredCapital: `${(i + 2) * 3000} 万元人民币`,
        establishedDate: `200${i}-0${(i % 9) + 1}-08`,
        contactName: legalPerson,
        contactMobile: `137000000${String(i + 1).padStart(2, '0')}`,
        authStatus: 2,
        authStep: 4,
        submittedAt: new Date(now - 200 * DAY_MS),
        reviewedAt: new Date(now - 199 * DAY_MS),
      })),
      { passwordHash, isResetPassword: 0 },
    );
    const plan = await planOrders(tx, r, now, companies, firms, masters);
    await writeOrders(tx, r, now, plan);
    await seedCertificationsUnderWay(tx, passwordHash, now);
  });
}

/** Enterprises part-way through the /firm guide (auth_step 1–3, not yet submitted), one per step. */
const CERTIFYING: Array<[string, string]> = [
  ['扬州广陵建设工程有限公司', '许文军'],
  ['泰州海陵市政工程有限公司', '何建明'],
  ['盐城亭湖水利工程有限公司', '朱晓峰'],
];

async function seedCertificationsUnderWay(tx: Tx, passwordHash: string, now: number) {
  await insertFirms(
    tx,
    CERTIFYING.map(([name, legalPerson], i) => ({
      name,
      creditCode: demoCreditCode(70 + i),
      legalPerson,
      address: `江苏省${name.slice(0, 2)}市建设路 ${30 + i} 号`,
      contactName: legalPerson,
      contactMobile: `137000000${21 + i}`,
      authStatus: 0,
      authStep: i + 1,
      createdAt: new Date(now - (3 - i) * DAY_MS),
    })),
    { passwordHash, isResetPassword: 1 },
  );
}

/** Enterprises, each with its master account on its contact mobile (all permissions). */
async function insertFirms(
  tx: Tx,
  rows: Array<typeof enterprises.$inferInsert>,
  master: { passwordHash: string; isResetPassword: 0 | 1 },
) {
  const firms = await tx.insert(enterprises).values(rows).returning();
  const masters = await tx
    .insert(enterpriseAccounts)
    .values(
      firms.map((firm) => ({
        ...master,
        enterpriseId: firm.id,
        mobile: firm.contactMobile,
        name: firm.contactName,
        isMaster: 1,
        authJson: '*',
      })),
    )
    .returning();
  return { firms, masters };
}

/** Closed tenders (and a few still open) and awarded contracts of the history enterprises, then who applied where. */
async function planOrders(
  tx: Tx,
  r: Prng,
  now: number,
  companies: Company[],
  firms: Firm[],
  masters: Master[],
): Promise<PlannedOrder[]> {
  const tenders = await tx
    .insert(projects)
    .values(
      Array.from({ length: 46 }, (_, k) => {
        const city = CITIES[k % CITIES.length]!;
        const [work, unit] = WORKS[(k * 3) % WORKS.length]!;
        const open = dayStart(chinaDay(now - 92 * DAY_MS + k * 2.5 * DAY_MS)) + 9.5 * 3_600_000;
        return {
          name: `${city.replace('市', '')}${work}（${k + 1}）`,
          number: `LS-2026-${String(k + 1).padStart(4, '0')}`,
          tenderUnit: `${city}${unit}`,
          tradingCenter: `${city}公共资源交易中心`,
          bidSection: `${['一', '二', '三'][k % 3]}标段`,
          region: `江苏省${city}`,
          bidBondAmount: money(r.int(1, 80) * 10_000),
          bidOpenTime: new Date(open),
          deadline: new Date(open - DAY_MS),
          acceptsPaper: k % 2 === 0,
          createdAt: new Date(open - 30 * DAY_MS),
        };
      }),
    )
    .returning();
  const awarded = await tx
    .insert(projects)
    .values(
      firms.flatMap((firm, f) =>
        [0, 1, 2, 3].map((j) => {
          const city = CITIES[(f + j) % CITIES.length]!;
          const [work, unit] = WORKS[(f * 4 + j) % WORKS.length]!;
          return {
            name: `${city.replace('市', '')}${work}施工总承包（标段 ${j + 1}）`,
            number: `LSHT-2026-${String(f * 4 + j + 1).padStart(4, '0')}`,
            tenderUnit: `${city}${unit}`,
            tradingCenter: `${city}公共资源交易中心`,
            bidSection: '施工总承包',
            region: `江苏省${city}`,
            bidBondAmount: '800000.00',
            bidOpenTime: new Date(now - 150 * DAY_MS),
            deadline: new Date(now - 151 * DAY_MS),
            contractPrice: money(r.int(50, 2000) * 100_000),
            employer: `${city}${unit}`,
            winner: firm.name,
            startDate: chinaDay(now - 100 * DAY_MS),
            completionDate: chinaDay(now + 500 * DAY_MS),
            // Older than the demo projects, so the awarded lists (newest first) show those first.
            createdAt: new Date(now - 160 * DAY_MS),
          };
        }),
      ),
    )
    .returning();

  const planned: PlannedOrder[] = [];
  const companyFor = (type: LetterType) => {
    const offering = companies.filter((c) => c.rates[type]);
    const weights = offering.map((c) =>
      c.channel === 'hua_an' ? 3 : c.name.includes('银行') ? 2 : 5,
    );
    let roll = r.next() * weights.reduce((a, b) => a + b, 0);
    return offering.find((_, i) => (roll -= weights[i]!) < 0) ?? offering[0]!;
  };
  const add = (
    type: LetterType,
    created: number,
    f: number,
    project: Project,
    amount: number,
    terms: PlannedOrder['terms'],
    pinned?: readonly string[],
  ) => {
    if (created < now - 90 * DAY_MS || created > now - 10 * 60_000) return;
    const company = companyFor(type);
    const [rate, min] = company.rates[type]!;
    const premium = Math.max(min, Math.round(amount * rate * 100) / 100);
    const channels: Channel[] = [company.channel, company.channel, 'wechat', 'offline'];
    const validTo = (issuedAt: number) =>
      type === 'bid_e' || type === 'bid_paper'
        ? dayStart(bidLastDay(project.bidOpenTime))
        : dayStart(terms.validTo ?? chinaDay(issuedAt + 365 * DAY_MS));
    const life = pinned
      ? pinnedLife(pinned, created, company.channel)
      : planLife(r, type, created, now, channels, validTo);
    planned.push({
      type,
      created,
      company,
      firm: firms[f]!,
      master: masters[f]!,
      project,
      amount,
      premium,
      terms,
      life,
    });
  };

  for (const tender of tenders) {
    firms.forEach((_, f) => {
      if (!r.chance(0.8)) return;
      const type: LetterType = tender.acceptsPaper && r.chance(0.3) ? 'bid_paper' : 'bid_e';
      // Applications come in over the two weeks before the deadline; an open tender's up to now.
      const drawn = tender.deadline.getTime() - r.int(60, 14 * 24 * 60) * 60_000;
      const created = drawn < now ? drawn : now - r.int(10, 72 * 60) * 60_000;
      add(type, created, f, tender, Number(tender.bidBondAmount), {});
    });
  }
  const addContract = (
    type: 'performance' | 'worker',
    i: number,
    created: number,
    pinned?: readonly string[],
  ) => {
    const project = awarded[i]!;
    const price = Number(project.contractPrice);
    const share = type === 'worker' ? r.pick([1.5, 2, 2.5, 3]) : 10;
    const from = chinaDay(created + 3 * DAY_MS);
    const terms = {
      contractPrice: project.contractPrice,
      beneficiary: project.employer,
      beneficiaryCreditCode: demoCreditCode(200 + i),
      beneficiaryAddress: `江苏省${project.region?.slice(3) ?? ''}政务服务中心`,
      wageShare: type === 'worker' ? share.toFixed(2) : null,
      validFrom: from,
      validTo: chinaDay(dayStart(from) + 365 * DAY_MS),
    };
    add(type, created, Math.floor(i / 4), project, Math.round(price * share) / 100, terms, pinned);
  };
  for (const i of awarded.keys())
    for (const type of ['performance', 'worker'] as const) {
      if (!r.chance(type === 'performance' ? 0.8 : 0.6)) continue;
      addContract(type, i, now - r.int(10, 89 * 24 * 60) * 60_000);
    }

  // Whatever the draw, each early status of each type holds an order of the first history
  // enterprise from the last few hours: every queue and page has one to show (and the route walk,
  // docs/benchmarks.md, opens each page with a record).
  const paperTender =
    tenders.findLast((t) => t.acceptsPaper && t.deadline.getTime() > now) ??
    tenders.findLast((t) => t.acceptsPaper)!;
  OPEN_WORK.forEach((steps, k) => {
    const created = now - (2 + k) * 3_600_000;
    addContract('performance', k % 4, created, steps);
    addContract('worker', k % 4, created - 30 * 60_000, steps);
    add('bid_paper', created, 0, paperTender, Number(paperTender.bidBondAmount), {}, steps);
  });
  return planned.sort((a, b) => a.created - b.created);
}

/** The open work's steps: 待签约, 待审核, 待支付, then paid (出函中 / 待寄送). */
const OPEN_WORK = [[], ['sign'], ['sign', 'approve'], ['sign', 'approve', 'pay']] as const;

/** An order's life that took `steps`, twenty minutes apart, and stops there. */
function pinnedLife(steps: readonly string[], created: number, channel: Channel): PlannedLife {
  return {
    entered: false,
    steps: steps.map((action, k) => ({ action, at: created + (k + 1) * 20 * 60_000 })),
    channel: steps.includes('pay') ? channel : null,
    refunded: false,
    aftercare: null,
    endReason: null,
  };
}

const verifyCode = (r: Prng) =>
  Array.from({ length: 6 }, () => '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'[r.int(0, 33)]).join('');
const LETTER_PREFIX: Record<LetterType, string> = {
  bid_e: 'TBBH',
  bid_paper: 'ZZBH',
  performance: 'LYBH',
  worker: 'NMGBH',
};

/** The planned orders with their logs, payments, counters and after-issue records. */
async function writeOrders(tx: Tx, r: Prng, now: number, plan: PlannedOrder[]) {
  const rows = plan.map((p, i) => {
    const { life } = p;
    const start = life.entered ? findStart(p.type, life.channel !== null) : 0;
    const status = walk(p.type, start, life.steps);
    const at = (action: string) => life.steps.find((s) => s.action === action)?.at;
    const issuedAt = at('issue') ?? at('mail');
    const paidAt = life.channel ? (at('pay') ?? at('confirm_payment') ?? p.created) : undefined;
    const sealed = at('sign_letter') ?? at('print_letter');
    const ended = life.steps.find((s) => ['expire', 'surrender'].includes(s.action));
    const paper = p.type === 'bid_paper';
    const sn = `BH${digits(p.created)}${String(100_000 + i)}`;
    const bidValidTo = bidLastDay(p.project.bidOpenTime);
    return {
      sn,
      type: p.type,
      status,
      enterpriseId: p.firm.id,
      accountId: life.entered ? null : p.master.id,
      enteredBy: life.entered ? p.company.handler.id : null,
      ensureCompanyId: p.company.id,
      projectId: p.project.id,
      projectName: p.project.name,
      enterpriseName: p.firm.name,
      ensureCompanyName: p.company.name,
      bidBondAmount: money(p.amount),
      premiumRate: (p.premium / p.amount).toFixed(4),
      premium: money(p.premium),
      contactName: p.master.name,
      contactMobile: p.master.mobile,
      signedAt: at('sign') ? new Date(at('sign')!) : null,
      rejectReason: life.steps.find((s) => s.action === 'reject')?.note ?? null,
      // The order records offline or online (every online channel answers through pay-result as 'wechat').
      payMethod: life.channel && (life.channel === 'offline' ? 'offline' : 'wechat'),
      payTime: paidAt ? new Date(paidAt) : null,
      letterNo: sealed
        ? `${LETTER_PREFIX[p.type]}${digits(sealed).slice(0, 8)}${String(10_000_000 + i)}`
        : null,
      verifyCode: sealed ? verifyCode(r) : null,
      issuedAt: issuedAt ? new Date(issuedAt) : null,
      voidReason: life.steps.find((s) => s.action === 'void')?.note ?? null,
      ...(paper
        ? {
            receiverName: p.master.name,
            receiverMobile: p.master.mobile,
            receiverAddress: p.firm.address,
            courierCompany: issuedAt ? r.pick(COURIERS) : null,
            trackingNo: issuedAt ? `SF${String(1_300_000_000 + i * 7919)}` : null,
            mailedOn: issuedAt ? chinaDay(issuedAt) : null,
            receivedAt: at('confirm_receipt') ? new Date(at('confirm_receipt')!) : null,
          }
        : {}),
      ...p.terms,
      ...(p.type === 'bid_e' || paper
        ? { validFrom: issuedAt ? chinaDay(issuedAt) : null, validTo: sealed ? bidValidTo : null }
        : {}),
      ...(ended
        ? {
            endReason: life.endReason,
            endedOn: chinaDay(ended.at),
            ...(ended.action === 'surrender' ? { validTo: chinaDay(ended.at) } : {}),
          }
        : {}),
      createdAt: new Date(p.created),
      updatedAt: new Date(life.steps.at(-1)?.at ?? p.created),
    };
  });
  // In chunks: one statement of every row is slower on PGlite than a few smaller ones.
  const inserted: Array<{ id: number; sn: string; status: number }> = [];
  for (let k = 0; k < rows.length; k += 50)
    inserted.push(
      ...(await tx
        .insert(orders)
        .values(rows.slice(k, k + 50))
        .returning({ id: orders.id, sn: orders.sn, status: orders.status })),
    );

  const logs: Array<typeof orderLogs.$inferInsert> = [];
  const pays: Array<typeof payLogs.$inferInsert> = [];
  const counts = new Map<string, number>();
  plan.forEach((p, i) => {
    const { id, sn, status } = inserted[i]!;
    const { life } = p;
    const operators = {
      enterprise: {
        operatorType: 'enterprise',
        operatorId: p.master.id,
        operatorName: p.master.name,
      },
      ensure_company: {
        operatorType: 'ensure_company',
        operatorId: p.company.handler.id,
        operatorName: p.company.handler.name,
      },
      system: { operatorType: 'system', operatorId: null, operatorName: '系统' },
    };
    let from = life.entered ? findStart(p.type, life.channel !== null) : 0;
    logs.push({
      orderId: id,
      fromStatus: null,
      toStatus: from,
      action: 'create',
      ...operators[life.entered ? 'ensure_company' : 'enterprise'],
      note: life.entered ? '担保机构录入订单' : '提交申请',
      createdAt: new Date(p.created),
    });
    for (const step of life.steps) {
      const rule = letterMachine(p.type).machine.actions.find((t) => t.action === step.action)!;
      logs.push({
        orderId: id,
        fromStatus: from,
        toStatus: rule.to,
        action: step.action,
        ...operators[rule.actor],
        note: logNote(rule.label, step.note),
        createdAt: new Date(step.at),
      });
      from = rule.to;
    }
    if (life.channel) {
      const online = life.channel !== 'offline';
      const paidAt = rows[i]!.payTime!.getTime();
      const refundAt = life.steps.find((s) =>
        ['approve_refund', 'surrender'].includes(s.action),
      )?.at;
      pays.push({
        orderId: id,
        orderSn: sn,
        channel: life.channel,
        amount: money(p.premium),
        tradeNo: online
          ? `${life.channel.toUpperCase()}${digits(paidAt)}${String(i).padStart(6, '0')}`
          : null,
        status: life.refunded ? 'refunded' : 'paid',
        note: [
          life.entered
            ? `担保机构录入订单时已线下收款（${p.company.handler.name}）`
            : online
              ? '支付成功'
              : `担保机构确认线下收款（${p.company.handler.name}）`,
          ...(life.refunded
            ? [online ? '已原路退款' : `保费由担保机构线下转账退回（${p.company.handler.name}）`]
            : []),
        ].join('；'),
        createdAt: new Date(paidAt - (online ? 3 : 20 * 60) * 60_000),
        updatedAt: new Date(life.refunded && refundAt ? refundAt : paidAt),
      });
    }
    for (const [ownerType, ownerId] of [
      ['e', p.firm.id],
      ['c', p.company.id],
    ] as const) {
      const key = `${ownerType}|${ownerId}|${p.type}|${status}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  });
  for (let k = 0; k < logs.length; k += 400)
    await tx.insert(orderLogs).values(logs.slice(k, k + 400));
  if (pays.length) await tx.insert(payLogs).values(pays);
  await tx
    .insert(orderCounts)
    .values(
      [...counts].map(([key, total]) => {
        const [ownerType, ownerId, type, status] = key.split('|');
        return {
          ownerType: ownerType!,
          ownerId: Number(ownerId),
          type: type!,
          status: Number(status),
          total,
        };
      }),
    )
    .onConflictDoUpdate({
      target: [orderCounts.ownerType, orderCounts.ownerId, orderCounts.type, orderCounts.status],
      set: { total: sql`${orderCounts.total} + excluded.total` },
    });
  await writeAftercare(
    tx,
    plan,
    inserted.map((row) => row.id),
  );
}

/** Where an entered order starts: past review (待支付), or past payment when it was received (addOrder). */
function findStart(type: LetterType, paid: boolean): number {
  return letterMachine(type).machine.actions.find((t) => t.action === (paid ? 'pay' : 'approve'))!
    .to;
}
