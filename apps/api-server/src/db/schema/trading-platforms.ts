// Trading platforms (交易平台, docs/trading-platforms.md): the platforms registered by the platform
// operator, which guarantors take their applications, and every message exchanged with them.
// Secrets (appSecrets, our SM2 private key) are sealed with src/crypto/secret-box.ts, bound to
// `trading_platforms.<column>:<code>`, and never leave the server.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { ensureCompanies } from './companies';

/** The sealed columns of trading_platforms. */
export type PlatformSecretColumn = 'inbound_app_secret' | 'outbound_app_secret' | 'sm2_private_key';

/** What a sealed value is bound to (the secret box's associated data): its column and platform code. */
export const platformSecretContext = (column: PlatformSecretColumn, code: string) =>
  `trading_platforms.${column}:${code}`;

export const tradingPlatforms = pgTable('trading_platforms', {
  id: serial('id').primaryKey(),
  /** The platform's code in our inbound paths (/open/<dialect>/<code>/…) and Epoint's `platformcode`. */
  code: varchar('code', { length: 40 }).notNull().unique(),
  name: varchar('name', { length: 120 }).notNull(),
  /** A key of DIALECTS (areas/trading-platforms/dialects): `epoint-4.0`, `jiangxi-2.3.0`. */
  dialect: varchar('dialect', { length: 32 }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** Where its interfaces are (our outbound calls), e.g. https://ggzy.example.cn/jrapi. */
  baseUrl: varchar('base_url', { length: 500 }).notNull(),
  /** The credentials the platform signs its calls to us with (appKey unique across platforms). */
  inboundAppKey: varchar('inbound_app_key', { length: 64 }).notNull().unique(),
  inboundAppSecret: text('inbound_app_secret').notNull(),
  /** The credentials we sign our calls to the platform with (the platform issues them). */
  outboundAppKey: varchar('outbound_app_key', { length: 64 }).notNull(),
  outboundAppSecret: text('outbound_app_secret').notNull(),
  /** Our SM2 key pair for this platform (private key sealed), where the dialect uses one. */
  sm2PrivateKey: text('sm2_private_key'),
  sm2PublicKey: varchar('sm2_public_key', { length: 130 }),
  /** The platform's SM2 public key (Epoint: from downloadpublickey, or entered). */
  platformPublicKey: varchar('platform_public_key', { length: 130 }),
  /** The dialect's settings for the details documents leave open (its settings schema, with defaults). */
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  ...timestamps,
});

/**
 * The guarantors that take a platform's applications: one row per product (江西 `productNo`); a
 * dialect without products (Epoint) uses the row with product_no ''.
 */
export const tradingPlatformGuarantors = pgTable(
  'trading_platform_guarantors',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => tradingPlatforms.id, { onDelete: 'cascade' }),
    ensureCompanyId: integer('ensure_company_id')
      .notNull()
      .references(() => ensureCompanies.id),
    productNo: varchar('product_no', { length: 64 }).notNull().default(''),
  },
  (t) => [uniqueIndex('trading_platform_guarantors_product_idx').on(t.platformId, t.productNo)],
);

/**
 * Every message in either direction (the console's 平台报文), bodies redacted (no signature, key,
 * envelope or ID number). An inbound row with a request id also answers replays: a second request
 * with the same id gets `answer` again and nothing is done twice.
 */
export const platformMessages = pgTable(
  'platform_messages',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => tradingPlatforms.id, { onDelete: 'cascade' }),
    /** The order it is about, once known (set by the handler or the job). */
    orderId: integer('order_id'),
    /** `in` (platform → us) or `out` (us → platform). */
    direction: varchar('direction', { length: 3 }).notNull(),
    /** The dialect's endpoint name, e.g. `baohanapply`, `lg/apply`, `jrapi/lg/applyPush`. */
    endpoint: varchar('endpoint', { length: 80 }).notNull(),
    /** 江西 `requestId`; Epoint has none (replays are recognised by the business number). */
    requestId: varchar('request_id', { length: 64 }),
    /** The platform's application / business number (applyno, orderNo, applyNo). */
    businessNo: varchar('business_no', { length: 64 }),
    /** Outbound: the job that sent it and which attempt this was. */
    jobId: integer('job_id'),
    attempt: smallint('attempt'),
    httpStatus: smallint('http_status'),
    ok: boolean('ok').notNull(),
    /** The dialect's result code and message (theirs for outbound, ours for inbound). */
    resultCode: varchar('result_code', { length: 16 }),
    resultMessage: text('result_message'),
    body: jsonb('body'),
    /** Inbound: the answer exactly as sent (replayed as is); outbound: the platform's answer, redacted. */
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('platform_messages_request_idx')
      .on(t.platformId, t.requestId)
      .where(sql`${t.direction} = 'in' and ${t.requestId} is not null`),
    index('platform_messages_order_idx').on(t.orderId, t.id),
    index('platform_messages_platform_idx').on(t.platformId, t.id),
  ],
);
