// Bulk orders for the API benchmark (bench-api.mjs), written in SQL with generate_series so
// 100,000 rows take seconds. Runs on a database the API has already migrated and seeded with the
// demo accounts. The spread is fixed (setseed) so runs are comparable:
// - 1,000 enterprises (the 6 demo ones plus generated ones with one master account each); the demo
//   enterprise 13800000001 places 2% of the orders;
// - 10 companies (3 demo + 7 generated); 江苏信达 (xinda_admin) takes 40% plus its share of the rest;
// - a quarter of the orders bid paper letters (bid_paper), the rest bid e-letters; each type's
//   statuses as a mature portal would hold them (half issued or mailed), created over the last two
//   years; mailed paper letters carry courier, tracking number and dates;
// - order_counts rebuilt from the rows per owner, type and status (what order-transitions.ts keeps
//   up in production) and one
//   creation row per order in order_logs;
// - vacuumed and analysed.

const EXTRA_ENTERPRISES = 994;
const EXTRA_COMPANIES = 7;

/** Share of bid paper letters among the orders. */
const PAPER_SHARE = 0.25;

/**
 * Cumulative share of each status per letter type's table. E-letters: 0 5%, 1 7%, 2 6%, 3 8%,
 * 4 50%, 5 5%, 6 5%, 7 8%, 8 3%, 9 3%. Paper letters the same way over their own statuses: 10 待寄送
 * 8% (as 3), 11 已寄出 30% and 12 已签收 20% (together as 4).
 */
const STATUS_SHARES = {
  bid_e: [
    [0, 0.05],
    [1, 0.12],
    [2, 0.18],
    [3, 0.26],
    [4, 0.76],
    [5, 0.81],
    [6, 0.86],
    [7, 0.94],
    [8, 0.97],
    [9, 1],
  ],
  bid_paper: [
    [0, 0.05],
    [1, 0.12],
    [2, 0.18],
    [10, 0.26],
    [11, 0.56],
    [12, 0.76],
    [5, 0.81],
    [6, 0.86],
    [7, 0.94],
    [8, 0.97],
    [9, 1],
  ],
};
const statusCaseOf = (type) =>
  `case ${STATUS_SHARES[type].map(([status, upTo]) => `when r.s < ${upTo} then ${status}`).join(' ')} end`;
const statusCase = `case when r.type = 'bid_paper' then ${statusCaseOf('bid_paper')} else ${statusCaseOf('bid_e')} end`;
/** Letters given to the enterprise (issued, mailed or received) or voided afterwards: they have a number and validity. */
const LETTERED = '(4, 6, 11, 12)';

/**
 * @param {import('pg').Client} client connected to the benchmark database
 * @param {number} count orders to insert
 * @param {{ enterpriseMobile: string, companyAccount: string }} focus who gets the large shares
 */
export async function seedBenchOrders(client, count, focus) {
  await client.query('select setseed(0.42)');
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

  const {
    rows: [focusIds],
  } = await client.query(
    `select (select enterprise_id from enterprise_accounts where mobile = $1) as enterprise_id,
            (select company_id from ensure_company_accounts where account = $2) as company_id`,
    [focus.enterpriseMobile, focus.companyAccount],
  );

  await client.query(
    `
    with ent as (
      select e.id, e.name, a.id as account_id, a.name as contact, a.mobile, row_number() over (order by e.id) - 1 as idx
      from enterprises e join enterprise_accounts a on a.enterprise_id = e.id and a.is_master = 1
    ),
    comp as (select id, name, premium_rate, min_premium, row_number() over (order by id) - 1 as idx from ensure_companies),
    proj as (select id, name, bid_bond_amount, row_number() over (order by id) - 1 as idx from projects),
    sizes as (select (select count(*) from ent) as ne, (select count(*) from comp) as nc, (select count(*) from proj) as np),
    r as (
      select g as i,
             case when random() < 0.02 then (select idx from ent where id = $2) else floor(random() * sizes.ne)::int end as e_idx,
             case when random() < 0.40 then (select idx from comp where id = $3) else floor(random() * sizes.nc)::int end as c_idx,
             floor(random() * sizes.np)::int as p_idx,
             random() as s,
             case when random() < ${PAPER_SHARE} then 'bid_paper' else 'bid_e' end as type,
             now() - random() * interval '730 days' as created
      from generate_series(1, $1) g, sizes
    ),
    picked as (
      select r.i, r.created, r.type, ${statusCase} as status,
             ent.id as enterprise_id, ent.account_id, ent.name as enterprise_name, ent.contact, ent.mobile,
             comp.id as company_id, comp.name as company_name, comp.premium_rate, comp.min_premium,
             proj.id as project_id, proj.name as project_name, proj.bid_bond_amount
      from r join ent on ent.idx = r.e_idx join comp on comp.idx = r.c_idx join proj on proj.idx = r.p_idx
    )
    insert into orders (sn, type, status, enterprise_id, account_id, ensure_company_id, project_id, project_name,
      enterprise_name, ensure_company_name, bid_bond_amount, premium_rate, premium, contact_name, contact_mobile,
      letter_no, valid_from, valid_to, issued_at, receiver_name, receiver_mobile, receiver_address,
      courier_company, tracking_no, mailed_on, received_at, created_at, updated_at)
    select 'BH' || to_char(created at time zone 'Asia/Shanghai', 'YYYYMMDDHH24MISS') || lpad(i::text, 6, '0'),
           type, status, enterprise_id, account_id, company_id, project_id, project_name, enterprise_name, company_name,
           bid_bond_amount, premium_rate, greatest(round(bid_bond_amount * premium_rate, 2), min_premium),
           left(contact, 20), mobile,
           case when status in ${LETTERED} then (case when paper then 'ZZBH' else 'TBBH' end) || to_char(created, 'YYYYMMDD') || lpad(i::text, 8, '0') end,
           case when status in ${LETTERED} then (created + interval '2 days')::date end,
           case when status in ${LETTERED} then (created + interval '182 days')::date end,
           case when status in ${LETTERED} then created + interval '2 days' end,
           case when paper then left(contact, 20) end,
           case when paper then mobile end,
           case when paper then '江苏省南京市建邺区江东中路' || (i % 500 + 1) || '号' end,
           case when paper and status in ${LETTERED} then '顺丰速运' end,
           case when paper and status in ${LETTERED} then 'SF' || lpad(i::text, 12, '0') end,
           case when paper and status in ${LETTERED} then (created + interval '2 days')::date end,
           case when paper and status = 12 then created + interval '4 days' end,
           created, created + interval '2 days'
    from (select picked.*, picked.type = 'bid_paper' as paper from picked) p`,
    [count, focusIds.enterprise_id, focusIds.company_id],
  );

  await client.query(`
    insert into order_logs (order_id, from_status, to_status, action, operator_type, operator_id, operator_name, note, created_at)
    select id, null, 0, 'create', 'enterprise', account_id, contact_name, '提交申请', created_at from orders
    where not exists (select 1 from order_logs l where l.order_id = orders.id)`);
  await client.query('delete from order_counts');
  await client.query(`
    insert into order_counts (owner_type, owner_id, type, status, total)
    select 'e', enterprise_id, type, status, count(*) from orders group by enterprise_id, type, status
    union all
    select 'c', ensure_company_id, type, status, count(*) from orders group by ensure_company_id, type, status`);
  // Vacuumed as autovacuum keeps a mature table (visibility map set), and analysed.
  await client.query('vacuum analyze');
  return focusIds;
}
