// Bulk orders for the API benchmark (bench-api.mjs), written in set-based SQL (generate_series,
// one statement per table, no anti-join) so 1,000,000 orders take a minute or two (docs/benchmarks.md
// has the measured times). Runs on a
// database the API has already migrated and seeded with the demo accounts. The spread is fixed
// (setseed) so runs are comparable:
// - 1,000 enterprises (the 6 demo ones plus generated ones with one master account each); only
//   authenticated ones apply; the demo enterprise 13800000001 places 2 % of the orders;
// - 10 companies (3 demo + 7 generated, each with a console account and a premium schedule for both
//   bid letter types in company_letter_rates, some with amount bands); 江苏信达 (xinda_admin) takes
//   40 % plus its share of the rest;
// - a quarter of the orders bid paper letters (bid_paper, only on tenders that accept paper), the
//   rest bid e-letters, on the open tenders (not the awarded projects); each order priced by its
//   guarantor's schedule for its type and its tender's amount, as the API prices an application;
// - each type's statuses as a mature portal holds them (SEED_PLAN), and the order as far along as
//   its status says, with times that agree with the API's background jobs: unpaid orders younger
//   than the 72 h the unpaid-order job allows, letters in force within their validity, older ones
//   ended by the expiry job (履约终止); the fields each step sets (signed, paid, letter number,
//   verification code, validity, mailing, receipt, end) and one order_logs row per step, one
//   pay_logs row per payment;
// - order_counts rebuilt from the rows per owner, type and status (what order-transitions.ts keeps
//   up in production);
// - secondary indexes of the bulk tables dropped before the load and built after it, then vacuumed
//   and analysed (as autovacuum keeps a mature table: statistics, and the visibility map that lets
//   PostgreSQL answer from an index alone).

const EXTRA_ENTERPRISES = 994;
const EXTRA_COMPANIES = 7;

/** Share of bid paper letters among the orders. */
export const PAPER_SHARE = 0.25;

/** A bid letter's last day: about a bid-opening delay plus the 90-day bid validity (letter-validity.ts) after application. */
export const LETTER_DAYS = 110;

/** The guarantors' default unpaid_expire_hours: the unpaid-order job cancels 待签约 / 待支付 orders older than that. */
export const UNPAID_EXPIRE_HOURS = 72;

/** When each action of an order's path happens, in hours after the order was created. */
export const ACTION_HOURS = {
  create: 0,
  sign: 0.5,
  cancel: 1,
  approve: 2,
  reject: 3,
  pay: 4,
  request_refund: 8,
  sign_letter: 24,
  print_letter: 24,
  approve_refund: 32,
  issue: 48,
  mail: 48,
  confirm_receipt: 96,
  void: 240,
  // The expiry job's first run after the last day (valid_to).
  expire: (LETTER_DAYS + 1) * 24,
};

/**
 * Each step: the status it leads to per letter type, who takes it (order_logs.operator_type) and
 * what order_logs.note says (transitionOrder writes the action's label, with the required note
 * after a colon). tests/scripts checks every path against the contract's LETTER_MACHINES.
 */
export const ACTIONS = {
  create: { to: 0, actor: 'enterprise', note: '提交申请' },
  sign: { to: 1, actor: 'enterprise', note: '签署合同' },
  approve: { to: 2, actor: 'ensure_company', note: '审核通过' },
  reject: { to: 5, actor: 'ensure_company', note: '审核驳回：投标人资格证明材料不全' },
  pay: { to: { bid_e: 3, bid_paper: 10 }, actor: 'system', note: '在线支付', by: '支付回调' },
  cancel: { to: 7, actor: 'enterprise', note: '取消订单' },
  request_refund: { to: 8, actor: 'enterprise', note: '申请退款：招标项目延期开标' },
  approve_refund: { to: 9, actor: 'ensure_company', note: '同意退款' },
  sign_letter: { to: 3, actor: 'ensure_company', note: '保函签章' },
  issue: { to: 4, actor: 'ensure_company', note: '出函' },
  print_letter: { to: 10, actor: 'ensure_company', note: '生成打印件' },
  mail: { to: 11, actor: 'ensure_company', note: '寄出保函' },
  confirm_receipt: { to: 12, actor: 'enterprise', note: '确认签收' },
  void: { to: 6, actor: 'ensure_company', note: '作废：招标项目终止' },
  expire: { to: 13, actor: 'system', note: '到期终止', by: '系统（到期检查）' },
};

const UNSIGNED = ['create'];
const SIGNED = [...UNSIGNED, 'sign'];
const APPROVED = [...SIGNED, 'approve'];
const PAID = [...APPROVED, 'pay'];
const ISSUED = [...PAID, 'sign_letter', 'issue'];
const MAILED = [...PAID, 'print_letter', 'mail'];
const RECEIVED = [...MAILED, 'confirm_receipt'];
const H = 1;
const D = 24;
const YEARS_2 = 730 * D;

// The rows both bid letter types share: before payment, refused, withdrawn.
const BEFORE_PAYMENT = [
  { status: 0, share: 0.05, age: [0.1 * H, 60 * H], path: UNSIGNED },
  { status: 1, share: 0.07, age: [1 * H, 5 * D], path: SIGNED },
  { status: 2, share: 0.06, age: [3 * H, 60 * H], path: APPROVED },
];
const REJECTED = { status: 5, share: 0.05, age: [4 * H, YEARS_2], path: [...SIGNED, 'reject'] };
const WITHDRAWN = [
  { status: 7, share: 0.08, age: [2 * H, YEARS_2], path: [...UNSIGNED, 'cancel'] },
  { status: 8, share: 0.03, age: [9 * H, 72 * H], path: [...PAID, 'request_refund'] },
  {
    status: 9,
    share: 0.03,
    age: [33 * H, YEARS_2],
    path: [...PAID, 'request_refund', 'approve_refund'],
  },
];

/**
 * Per letter type, per status: its share of the type's orders, how old such an order is (hours,
 * uniformly between `age[0]` and `age[1]`) and the steps that brought it there. Stage sizes as
 * before the times were made to agree with the jobs: 待审核 7 %, 待出函 (3, 8, 10) 11 %, 已出函
 * (4, 6, 11, 12, 13) 55 % of each type.
 */
export const SEED_PLAN = {
  bid_e: [
    ...BEFORE_PAYMENT,
    { status: 3, share: 0.08, age: [5 * H, 47 * H], path: PAID },
    { status: 4, share: 0.075, age: [49 * H, 105 * D], path: ISSUED },
    { status: 13, share: 0.425, age: [112 * D, YEARS_2], path: [...ISSUED, 'expire'] },
    REJECTED,
    { status: 6, share: 0.05, age: [241 * H, YEARS_2], path: [...ISSUED, 'void'] },
    ...WITHDRAWN,
  ],
  bid_paper: [
    ...BEFORE_PAYMENT,
    { status: 10, share: 0.08, age: [5 * H, 47 * H], path: PAID },
    { status: 11, share: 0.015, age: [49 * H, 95 * H], path: MAILED },
    { status: 12, share: 0.06, age: [97 * H, 105 * D], path: RECEIVED },
    { status: 13, share: 0.425, age: [112 * D, YEARS_2], path: [...RECEIVED, 'expire'] },
    REJECTED,
    { status: 6, share: 0.05, age: [241 * H, YEARS_2], path: [...RECEIVED, 'void'] },
    ...WITHDRAWN,
  ],
};

/** The status an action leads to for a letter type. */
export const actionTarget = (action, type) => {
  const to = ACTIONS[action].to;
  return typeof to === 'number' ? to : to[type];
};

/**
 * SEED_PLAN as rows for SQL (jsonb_to_recordset): per type and status the age range and the path's steps as parallel arrays (action, from, to, operator type,
 * operator name for the system, hours after creation, note).
 */
export function seedPlanRows() {
  return Object.entries(SEED_PLAN).flatMap(([type, rows]) =>
    rows.map(({ status, age, path }) => {
      let from = null;
      const steps = path.map((action) => {
        const to = actionTarget(action, type);
        const step = { action, from, to };
        from = to;
        return step;
      });
      return {
        type,
        status,
        min_age_h: age[0],
        max_age_h: age[1],
        last_h: ACTION_HOURS[path.at(-1)],
        signed: path.includes('sign'),
        paid: path.includes('pay'),
        mailed: path.includes('mail'),
        lettered: path.includes('issue') || path.includes('print_letter'),
        actions: steps.map((s) => s.action),
        froms: steps.map((s) => s.from),
        tos: steps.map((s) => s.to),
        actors: steps.map((s) => ACTIONS[s.action].actor),
        system_names: steps.map((s) => ACTIONS[s.action].by ?? ''),
        hours: steps.map((s) => ACTION_HOURS[s.action]),
        notes: steps.map((s) => ACTIONS[s.action].note),
      };
    }),
  );
}

/** SQL picking a status of `type` by SEED_PLAN's shares from `d.s`, a random number in [0, 1). */
function statusCase(type) {
  let upTo = 0;
  const branches = SEED_PLAN[type].map(({ status, share }) => {
    upTo += share;
    return `when d.s < ${upTo} then ${status}`;
  });
  // The last status takes whatever the rounding of the shares leaves.
  return `case ${branches.slice(0, -1).join(' ')} else ${SEED_PLAN[type].at(-1).status} end`;
}

/** Premium schedules of the generated guarantors: [rate, minimum, bands] for both bid types. */
const GENERATED_SCHEDULES = [
  ['0.0110', '300.00', []],
  [
    '0.0130',
    '400.00',
    [
      { from: '0.00', to: '50000.00', kind: 'fixed', value: '350.00' },
      { from: '500000.00', to: null, kind: 'rate', value: '0.0090' },
    ],
  ],
  ['0.0090', '600.00', []],
  ['0.0140', '300.00', [{ from: '300000.00', to: null, kind: 'rate', value: '0.0100' }]],
];

/** Tables loaded in bulk: their secondary indexes are built after the load. */
const BULK_TABLES = ['orders', 'order_logs', 'pay_logs'];

/**
 * @param {import('pg').Client} client connected to the benchmark database
 * @param {number} count orders to insert
 * @param {{ enterpriseMobile: string, companyAccount: string }} focus who gets the large shares
 * @param {(line: string) => void} [log] progress lines (each step and its time)
 * @returns {Promise<{ enterprise_id: number, company_id: number, steps: Record<string, number> }>}
 *   the focus ids and each step's seconds
 */
export async function seedBenchOrders(client, count, focus, log = () => {}) {
  const steps = {};
  const step = async (name, run) => {
    const started = Date.now();
    await run();
    steps[name] = (Date.now() - started) / 1000;
    log(`  ${name}: ${steps[name].toFixed(1)} s`);
  };

  let focusIds;
  await client.query('begin');
  try {
    // The load is one transaction: a failed seed leaves no half-built database behind.
    await client.query(`set local synchronous_commit = off`);
    await client.query(`set local work_mem = '128MB'`);
    await client.query(`set local maintenance_work_mem = '512MB'`);
    await client.query('select setseed(0.42)');

    await step('enterprises and guarantors', () => seedParties(client));
    ({
      rows: [focusIds],
    } = await client.query(
      `select (select enterprise_id from enterprise_accounts where mobile = $1) as enterprise_id,
              (select company_id from ensure_company_accounts where account = $2) as company_id`,
      [focus.enterpriseMobile, focus.companyAccount],
    ));
    if (!focusIds.enterprise_id || !focusIds.company_id)
      throw new Error(`the demo accounts ${JSON.stringify(focus)} are not seeded`);

    const {
      rows: [{ before }],
    } = await client.query('select coalesce(max(id), 0)::int as before from orders');
    const restore = await dropBulkConstraints(client);
    const plan = JSON.stringify(seedPlanRows());
    await step(`${count} orders`, () =>
      insertOrders(client, count, focusIds.enterprise_id, focusIds.company_id, plan),
    );
    await step('order logs', () => insertOrderLogs(client, before));
    await step('pay logs', () => insertPayLogs(client, before));
    // Statistics first, so the foreign keys' checks are planned as hash joins.
    await step('analyze', () => client.query(`analyze ${BULK_TABLES.join(', ')}`));
    await step(`${restore.length} indexes and constraints`, async () => {
      for (const statement of restore) await client.query(statement);
    });
    await step('order counters', () => rebuildOrderCounts(client));
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
  await step('vacuum analyze', () => client.query('vacuum analyze'));
  return { ...focusIds, steps };
}

async function seedParties(client) {
  await client.query(`
    insert into enterprises (name, credit_code, legal_person, auth_status, auth_step)
    select '基准测试' || g || '号建设工程有限公司', 'BENCH' || lpad(g::text, 13, '0'), '法人' || g, 2, 4
    from generate_series(1, ${EXTRA_ENTERPRISES}) g`);
  await client.query(`
    insert into enterprise_accounts (enterprise_id, mobile, name, password_hash, is_master, auth_json, is_reset_password)
    select e.id, '170' || lpad(e.id::text, 8, '0'), '联系人' || e.id, '!no-login', 1, '*', 1
    from enterprises e where e.credit_code like 'BENCH%'`);
  await client.query(`
    insert into ensure_companies (name, type_id, area_id)
    select '基准测试' || g || '号融资担保有限公司', (select min(id) from company_types), (select min(id) from areas)
    from generate_series(1, ${EXTRA_COMPANIES}) g`);
  await client.query(`
    insert into ensure_company_accounts (company_id, account, name, mobile, password_hash, auth_json, is_reset_password)
    select c.id, 'bench_c' || c.id, '审核员' || c.id, '171' || lpad(c.id::text, 8, '0'), '!no-login', '*', 0
    from ensure_companies c where c.name like '基准测试%'`);
  // Each generated guarantor's schedule for both bid types (as the console's 保费设置 saves it).
  await client.query(
    `
    insert into company_letter_rates (company_id, letter_type, premium_rate, min_premium, bands)
    select c.id, t.letter_type, s.rate, s.minimum, s.bands
    from (select id, row_number() over (order by id) - 1 as idx from ensure_companies where name like '基准测试%') c
    join jsonb_to_recordset($1::jsonb) as s(idx int, rate numeric, minimum numeric, bands jsonb)
      on s.idx = c.idx % ${GENERATED_SCHEDULES.length}
    cross join (values ('bid_e'), ('bid_paper')) as t(letter_type)`,
    [
      JSON.stringify(
        GENERATED_SCHEDULES.map(([rate, minimum, bands], idx) => ({ idx, rate, minimum, bands })),
      ),
    ],
  );
}

/**
 * Drops what makes a bulk load slow on the bulk tables: their secondary indexes (each row would
 * update every one of them in random order), their unique constraints that nothing references,
 * and their foreign keys (each row would run a lookup that also locks the referenced row). Returns
 * the statements that put them back, in order: indexes, unique constraints, then the foreign keys,
 * each checked by one join over the loaded rows.
 */
async function dropBulkConstraints(client) {
  const { rows: indexes } = await client.query(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i
     where i.indrelid = any($1::regclass[])
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [BULK_TABLES],
  );
  const { rows: constraints } = await client.query(
    `select c.conrelid::regclass::text as table_name, quote_ident(c.conname) as name, c.contype,
            pg_get_constraintdef(c.oid) as definition
     from pg_constraint c
     where c.conrelid = any($1::regclass[])
       and (c.contype = 'f'
            or (c.contype = 'u'
                and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.conindid = c.conindid)))
     order by c.contype desc`,
    [BULK_TABLES],
  );
  for (const c of constraints)
    await client.query(`alter table ${c.table_name} drop constraint ${c.name}`);
  for (const { name } of indexes) await client.query(`drop index ${name}`);
  return [
    ...indexes.map((i) => i.definition),
    ...constraints.map(
      (c) => `alter table ${c.table_name} add constraint ${c.name} ${c.definition}`,
    ),
  ];
}

/**
 * The small sets each order draws from, as analysed temporary tables (dropped at commit): with
 * their sizes known PostgreSQL hash-joins the generated rows to them. Planned over the CTEs of a
 * freshly seeded database, whose tables have no statistics yet, the same joins ran as nested loops
 * (12 s for 2,000 orders).
 */
async function createDrawTables(client, plan) {
  await client.query(
    `
    create temporary table bench_plan on commit drop as
    select * from jsonb_to_recordset($1::jsonb) as p(type text, status int,
      min_age_h float8, max_age_h float8, last_h float8, signed boolean, paid boolean, mailed boolean,
      lettered boolean, actions text[], froms int[], tos int[], actors text[], system_names text[],
      hours float8[], notes text[])`,
    [plan],
  );
  // Authenticated enterprises with their master account.
  await client.query(`
    create temporary table bench_ent on commit drop as
    select e.id, e.name, a.id as account_id, left(a.name, 20) as contact, a.mobile,
           (row_number() over (order by e.id) - 1)::int as idx
    from enterprises e join enterprise_accounts a on a.enterprise_id = e.id and a.is_master = 1
    where e.auth_status = 2`);
  // Guarantors offering both bid types.
  await client.query(`
    create temporary table bench_comp on commit drop as
    select c.id, c.name, (row_number() over (order by c.id) - 1)::int as idx
    from ensure_companies c
    where (select count(*) from company_letter_rates r
           where r.company_id = c.id and r.offered = 1 and r.letter_type in ('bid_e', 'bid_paper')) = 2`);
  // Open tenders (not awarded contracts); paper letters only where the tender accepts them.
  await client.query(`
    create temporary table bench_proj on commit drop as
    select t.type, p.id, p.name, p.bid_bond_amount,
           (row_number() over (partition by t.type order by p.id) - 1)::int as idx
    from projects p cross join (values ('bid_e'), ('bid_paper')) as t(type)
    where p.contract_price is null and (t.type = 'bid_e' or p.accepts_paper)`);
  // The premium each guarantor charges for each tender and type: its schedule's band holding the
  // amount (a fixed premium, or a rate) or else its base rate, never below the minimum
  // (priceSchedule of @bht/validators); the rate recorded for a fixed premium is the premium over
  // the amount.
  await client.query(`
    create temporary table bench_quote on commit drop as
    select r.company_id, r.letter_type as type, p.id as project_id,
           case when b.band ->> 'kind' = 'fixed'
                then least(round((b.band ->> 'value')::numeric / p.bid_bond_amount, 4), 99.9999)
                else coalesce((b.band ->> 'value')::numeric, r.premium_rate) end as premium_rate,
           case when b.band ->> 'kind' = 'fixed' then round((b.band ->> 'value')::numeric, 2)
                else greatest(round(p.bid_bond_amount * coalesce((b.band ->> 'value')::numeric, r.premium_rate), 2),
                              r.min_premium) end as premium
    from company_letter_rates r
    join bench_proj p on p.type = r.letter_type
    left join lateral (
      select band from jsonb_array_elements(r.bands) band
      where p.bid_bond_amount > (band ->> 'from')::numeric
        and (band ->> 'to' is null or p.bid_bond_amount <= (band ->> 'to')::numeric)
      limit 1
    ) b on true
    where r.offered = 1`);
  await client.query('analyze bench_plan, bench_ent, bench_comp, bench_proj, bench_quote');
}

async function insertOrders(client, count, enterpriseId, companyId, plan) {
  await createDrawTables(client, plan);
  // The random draws of every order, analysed too: each number drawn once however often it is
  // used, and the status picked by the plan's shares so the plan joins on equality.
  await client.query(
    `
    create temporary table bench_draws on commit drop as
    with sizes as (
      select (select count(*) from bench_ent) as ne, (select count(*) from bench_comp) as nc,
             (select count(*) from bench_proj where type = 'bid_e') as np_e,
             (select count(*) from bench_proj where type = 'bid_paper') as np_p,
             (select idx from bench_ent where id = $2) as focus_e, (select idx from bench_comp where id = $3) as focus_c
    )
    select d.i, d.e_idx, d.c_idx, d.age_r, d.type,
           case when d.type = 'bid_paper' then ${statusCase('bid_paper')} else ${statusCase('bid_e')} end as status,
           floor(d.p_r * case when d.type = 'bid_paper' then d.np_p else d.np_e end)::int as p_idx
    from (
      select g as i,
             case when random() < 0.02 then sizes.focus_e else floor(random() * sizes.ne)::int end as e_idx,
             case when random() < 0.40 then sizes.focus_c else floor(random() * sizes.nc)::int end as c_idx,
             random() as s,
             random() as age_r,
             random() as p_r,
             case when random() < ${PAPER_SHARE} then 'bid_paper' else 'bid_e' end as type,
             sizes.np_e, sizes.np_p
      from generate_series(1, $1) g cross join sizes
      offset 0
    ) d`,
    [count, enterpriseId, companyId],
  );
  await client.query('analyze bench_draws');
  await client.query(
    `
    with picked as (
      select r.i, r.type, plan.status, plan.signed, plan.paid, plan.mailed, plan.lettered,
             now() - (plan.min_age_h + r.age_r * (plan.max_age_h - plan.min_age_h)) * interval '1 hour' as created,
             plan.last_h,
             ent.id as enterprise_id, ent.account_id, ent.name as enterprise_name, ent.contact, ent.mobile,
             comp.id as company_id, comp.name as company_name,
             proj.id as project_id, proj.name as project_name, proj.bid_bond_amount,
             quote.premium_rate, quote.premium
      from bench_draws r
      join bench_plan plan on plan.type = r.type and plan.status = r.status
      join bench_ent ent on ent.idx = r.e_idx
      join bench_comp comp on comp.idx = r.c_idx
      join bench_proj proj on proj.type = r.type and proj.idx = r.p_idx
      join bench_quote quote on quote.company_id = comp.id and quote.type = r.type and quote.project_id = proj.id
    ),
    o as (
      select picked.*, picked.type = 'bid_paper' as paper,
             (created at time zone 'Asia/Shanghai')::date as created_day,
             created + ${ACTION_HOURS.issue} * interval '1 hour' as issued
      from picked
    )
    insert into orders (sn, type, status, enterprise_id, account_id, ensure_company_id, project_id, project_name,
      enterprise_name, ensure_company_name, bid_bond_amount, premium_rate, premium, contact_name, contact_mobile,
      signed_at, reject_reason, pay_method, pay_time, letter_no, verify_code, valid_from, valid_to, issued_at,
      void_reason, receiver_name, receiver_mobile, receiver_address, courier_company, tracking_no, mailed_on,
      received_at, end_reason, ended_on, created_at, updated_at)
    select 'BH' || to_char(created at time zone 'Asia/Shanghai', 'YYYYMMDDHH24MISS') || lpad((i % 1000000)::text, 6, '0'),
           type, status, enterprise_id, account_id, company_id, project_id, project_name, enterprise_name, company_name,
           bid_bond_amount, premium_rate, premium, contact, mobile,
           case when signed then created + ${ACTION_HOURS.sign} * interval '1 hour' end,
           case when status = 5 then '投标人资格证明材料不全' end,
           case when paid then 'wechat' end,
           case when paid then created + ${ACTION_HOURS.pay} * interval '1 hour' end,
           case when lettered then (case when paper then 'ZZBH' else 'TBBH' end)
                || to_char(issued at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(i::text, 8, '0') end,
           case when lettered then upper(substr(md5(i::text), 1, 6)) end,
           case when lettered then (issued at time zone 'Asia/Shanghai')::date end,
           case when lettered then created_day + ${LETTER_DAYS} end,
           case when lettered then issued end,
           case when status = 6 then '招标项目终止' end,
           case when paper then contact end,
           case when paper then mobile end,
           case when paper then '江苏省南京市建邺区江东中路' || (i % 500 + 1) || '号' end,
           case when mailed then '顺丰速运' end,
           case when mailed then 'SF' || lpad(i::text, 12, '0') end,
           case when mailed then (issued at time zone 'Asia/Shanghai')::date end,
           case when status = 12 or (paper and status in (6, 13)) then created + ${ACTION_HOURS.confirm_receipt} * interval '1 hour' end,
           case when status = 13 then 'expired' end,
           case when status = 13 then created_day + ${LETTER_DAYS + 1} end,
           created, created + last_h * interval '1 hour'
    from o
    -- In the order they were placed, as in production: ids grow with created_at, and the table's
    -- pages follow time, so a newest-first page reads neighbouring rows.
    order by created`,
  );
  await client.query('analyze orders');
}

/** One row per step of each new order's path, in the order of the steps (ids ascending per order). */
async function insertOrderLogs(client, before) {
  await client.query(
    `
    with operator as (
      select distinct on (company_id) company_id, id, name from ensure_company_accounts order by company_id, id
    )
    insert into order_logs (order_id, from_status, to_status, action, operator_type, operator_id, operator_name, note, created_at)
    select o.id, s.from_status, s.to_status, s.action, s.actor,
           case s.actor when 'enterprise' then o.account_id when 'ensure_company' then op.id end,
           case s.actor when 'enterprise' then o.contact_name when 'ensure_company' then op.name else s.system_name end,
           s.note, o.created_at + s.hours * interval '1 hour'
    from orders o
    join bench_plan plan on plan.type = o.type and plan.status = o.status
    join operator op on op.company_id = o.ensure_company_id
    cross join lateral unnest(plan.actions, plan.froms, plan.tos, plan.actors, plan.system_names, plan.hours, plan.notes)
      as s(action, from_status, to_status, actor, system_name, hours, note)
    where o.id > $1`,
    [before],
  );
}

/** The payment of each paid order (the pay callback's row), refunded ones marked so. */
async function insertPayLogs(client, before) {
  await client.query(
    `
    insert into pay_logs (order_id, order_sn, channel, amount, trade_no, status, created_at, updated_at)
    select id, sn, 'wechat', premium, '42000' || lpad(id::text, 23, '0'),
           case when status = 9 then 'refunded' else 'paid' end, pay_time,
           case when status = 9 then updated_at else pay_time end
    from orders where id > $1 and pay_time is not null`,
    [before],
  );
}

async function rebuildOrderCounts(client) {
  await client.query('delete from order_counts');
  await client.query(`
    insert into order_counts (owner_type, owner_id, type, status, total)
    select 'e', enterprise_id, type, status, count(*) from orders group by enterprise_id, type, status
    union all
    select 'c', ensure_company_id, type, status, count(*) from orders group by ensure_company_id, type, status`);
}

/** Checks of the seeded data against the API's rules: each query counts the rows that break one. */
const SEED_RULES = [
  [
    'order_counts rows that differ from the orders counted per owner, type and status',
    `select count(*) from (
       select 'e' as owner_type, enterprise_id as owner_id, type, status, count(*)::int as total from orders group by 2, 3, 4
       union all
       select 'c', ensure_company_id, type, status, count(*)::int from orders group by 2, 3, 4
     ) x full join order_counts c using (owner_type, owner_id, type, status)
     where coalesce(x.total, 0) <> coalesce(c.total, 0)`,
  ],
  [
    'orders whose newest order_logs row does not lead to their status',
    `select count(*) from orders o
     where o.status is distinct from (select l.to_status from order_logs l where l.order_id = o.id order by l.id desc limit 1)`,
  ],
  [
    "order_logs rows that do not start where the order's previous row ended",
    `select count(*) from (
       select from_status, lag(to_status) over (partition by order_id order by id) as previous from order_logs
     ) x where from_status is distinct from previous`,
  ],
  [
    'orders or order_logs rows dated in the future',
    `select (select count(*) from orders where created_at > now() or updated_at > now())
          + (select count(*) from order_logs where created_at > now())`,
  ],
  [
    'letters in force past their last day (the expiry job would end them)',
    `select count(*) from orders
     where status in (4, 11, 12) and valid_to < (now() at time zone 'Asia/Shanghai')::date`,
  ],
  [
    "unsigned or unpaid orders older than their guarantor's limit (the unpaid-order job would cancel them)",
    `select count(*) from orders o join ensure_companies c on c.id = o.ensure_company_id
     where o.status in (0, 2)
       and (select max(l.created_at) from order_logs l where l.order_id = o.id)
           < now() - make_interval(hours => c.unpaid_expire_hours)`,
  ],
  [
    'paid orders without their payment in pay_logs, or payments of unpaid orders',
    `select count(*) from orders o
     where (o.pay_time is not null) <> exists (select 1 from pay_logs p where p.order_id = o.id)`,
  ],
  [
    "orders priced off their guarantor's schedule (no rate, or a premium below the minimum without a band)",
    `select count(*) from orders o
     left join company_letter_rates r on r.company_id = o.ensure_company_id and r.letter_type = o.type
     where r.company_id is null or o.premium <= 0
        or (r.bands = '[]'::jsonb and o.premium <> greatest(round(o.bid_bond_amount * r.premium_rate, 2), r.min_premium))`,
  ],
  [
    'paper letters on tenders that take no paper letter, or orders on awarded projects',
    `select count(*) from orders o join projects p on p.id = o.project_id
     where (o.type = 'bid_paper' and not p.accepts_paper) or p.contract_price is not null`,
  ],
];

/**
 * @param {import('pg').Client} client connected to a seeded benchmark database
 * @returns {Promise<string[]>} one line per rule the data breaks (empty when it keeps them all)
 */
export async function seedProblems(client) {
  const problems = [];
  for (const [rule, sql] of SEED_RULES) {
    const {
      rows: [{ count }],
    } = await client.query(`select (${sql})::int as count`);
    if (count > 0) problems.push(`${count} ${rule}`);
  }
  return problems;
}
