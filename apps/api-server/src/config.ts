// Configuration from the environment, validated once at start (fails fast with a readable message).
import { isIP } from 'node:net';
import { z } from 'zod';
import { readOfdSm2Settings } from './ofd/sm2-settings';
import { readVendorChoices, type VendorChoices } from './providers/chosen-vendors';
import { parseStorageUrl, type S3StorageSetting } from './providers/storage/storage-url';

const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY next to addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/**
 * Which peers may tell the client's address in X-Forwarded-For (Fastify's `trustProxy`): unset,
 * empty or `false` trusts nobody (the socket's address counts); a number trusts that many proxy
 * hops; otherwise a comma-separated list of proxy addresses / CIDRs (or loopback, linklocal,
 * uniquelocal). Never `true`: trusting every peer lets any client choose its own address.
 */
const trustProxySchema = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const text = value?.trim() ?? '';
    if (text === '' || text === 'false') return false;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `expected proxy addresses or CIDRs (comma-separated) or a hop count, got ${wrong.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** 'true' or 'false'; unset means on outside production (resolved in loadConfig). */
/** Outside production only: a fixed, public key, so development data stays readable across restarts. */
const DEVELOPMENT_SECRET_BOX_KEY = Buffer.alloc(32, 'bht-development-secret-box-key!!').toString(
  'base64',
);

const devFlag = z.enum(['true', 'false']).optional();
type DevFlag = 'SANDBOX_PROVIDERS' | 'VALIDATE_RESPONSES' | 'API_DOCS' | 'SEED_HISTORY';

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Real PostgreSQL; when absent the embedded PGlite under DATA_DIR is used. */
    DATABASE_URL: z.string().url().optional(),
    /** Start-up waits this long for a PostgreSQL that refuses connections or is starting up (docs/operations.md). */
    DATABASE_CONNECT_RETRY_SECONDS: z.coerce.number().min(0).max(600).default(30),
    /** PGlite data folder, or `memory://` for an in-memory database. */
    DATA_DIR: z.string().default('./data/pglite'),
    UPLOAD_DIR: z.string().default('./data/uploads'),
    /**
     * Stored files in an S3-compatible bucket shared by every API instance instead of UPLOAD_DIR:
     * `s3://[KEY:SECRET@]bucket[/prefix]?endpoint=…` (src/providers/storage/storage-url.ts). Parsed here.
     */
    STORAGE_URL: z
      .string()
      .optional()
      .transform((value, ctx): S3StorageSetting | undefined => {
        if (!value?.trim()) return undefined;
        const parsed = parseStorageUrl(value.trim());
        if ('setting' in parsed) return parsed.setting;
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }),
    UPLOAD_MAX_MB: z.coerce.number().positive().max(100).default(10),
    CORS_ORIGINS: list.default([
      'http://localhost:5173',
      'http://localhost:5174',
      'http://127.0.0.1:5173',
      'http://127.0.0.1:5174',
      'http://localhost:4173',
      'http://localhost:4174',
    ]),
    /** Reverse proxies whose X-Forwarded-For / -Proto / -Host are believed (see trustProxySchema); off by default. */
    TRUST_PROXY: trustProxySchema,
    PUBLIC_BASE_URL: z.string().url().default('http://127.0.0.1:3000'),
    /**
     * Sandbox only: where the sandbox trading platform (apps/sandbox-platform) listens; the demo seed
     * registers its two fake platforms with base URLs there (docs/trading-platforms.md).
     */
    SANDBOX_PLATFORM_URL: z.string().url().default('http://127.0.0.1:3300'),
    /** The enterprise portal's public origin: letter QR codes link to its /verify page. */
    PORTAL_PUBLIC_URL: z
      .string()
      .url()
      .default('http://localhost:5173')
      .transform((v) => v.replace(/\/+$/, '')),
    /** Session lifetime in hours. */
    SESSION_TTL_HOURS: z.coerce
      .number()
      .positive()
      .default(24 * 7),
    /** Sandbox providers (SMS, OCR, bank, e-sign, payment) stand in for the real vendors. */
    SANDBOX_PROVIDERS: devFlag,
    /**
     * Check every response against its contract schema before sending (default: outside production).
     * A safety net for tests and development; the client checks the envelope anyway, and in
     * production it would cost ~150 µs per list response (docs/benchmarks.md).
     */
    VALIDATE_RESPONSES: devFlag,
    /**
     * Serve the OpenAPI document and its page (/docs/json, /docs); default: outside production, so a
     * production server does not publish its whole API surface unless asked to.
     */
    API_DOCS: devFlag,
    /**
     * Seed the demo guarantors' 90-day order history on an empty database (db/seed-history.ts);
     * default: outside production. The API benchmark turns it off: it seeds its own orders.
     */
    SEED_HISTORY: devFlag,
    /** Shared secret the sandbox payment provider signs callbacks with. */
    PAYMENT_CALLBACK_SECRET: z.string().min(16).default('sandbox-payment-secret-change-me'),
    /** Key the sandbox e-signature provider signs documents with (HMAC); no default in production. */
    ESIGN_SANDBOX_SECRET: z.string().min(16).optional(),
    /**
     * Key the short-lived links to private stored files are signed with (HMAC, docs/files.md); the same
     * value on every API instance, so each accepts the others' links. No default in production.
     */
    FILE_URL_SECRET: z.string().min(32).optional(),
    /**
     * Key that seals secrets at rest (signing keys, platform appSecrets; crypto/secret-box.ts): 32
     * bytes written as Base64 (`openssl rand -base64 32`). No default in production.
     */
    SECRET_BOX_KEY: z.string().optional(),
    /**
     * Production (no sandbox): the folder holding each active guarantor's PDF signing certificate and
     * key, `<company-id>.p12` or `<company-id>.pem`, checked and imported at start (docs/letters.md,
     * "Signatures and certificates"). The sandbox issues test certificates instead.
     */
    SIGNING_CERTS_DIR: z.string().optional(),
    /** The password of the .p12 files in SIGNING_CERTS_DIR. */
    SIGNING_CERTS_PASSWORD: z.string().optional(),
    /**
     * The SM2 certificate and private key (PEM) OFD letters are sealed with (docs/letters.md, "OFD and
     * the e-seal"): both or neither; required without sandbox providers. Read into OFD_SM2.
     */
    OFD_SM2_CERT_PEM: z.string().optional(),
    OFD_SM2_KEY_PEM: z.string().optional(),
    /**
     * The slot of the scheduled expiry job that ends letters past their validity
     * (docs/after-issue.md, docs/jobs.md): one job per slot across all instances; 0 schedules none.
     * Default 10 minutes, and none under NODE_ENV=test (tests call runExpiryJob themselves).
     */
    EXPIRY_JOB_INTERVAL_MS: z.coerce.number().int().min(0).optional(),
    /**
     * How often each instance's job runner (docs/jobs.md) looks for due jobs (queued by another
     * instance, due for a retry or a scheduled slot, a lapsed lease); 0 disables the poll. Default
     * 5 seconds, and off under NODE_ENV=test. A request that enqueues jobs kicks the runner after its
     * response anyway, unless PUSH_DELIVERY_AFTER_RESPONSE=false (tests that run jobs by hand).
     */
    JOB_POLL_MS: z.coerce.number().int().min(0).optional(),
    /** How long after a payment starts its channel is asked for the result if no notification came (docs/jobs.md). */
    PAYMENT_QUERY_DELAY_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(5 * 60_000),
    /**
     * The slot of the jobs.prune job that deletes jobs done more than 30 days ago (docs/jobs.md); 0
     * schedules none. Default a day, none under NODE_ENV=test.
     */
    JOB_PRUNE_INTERVAL_MS: z.coerce.number().int().min(0).optional(),
    /** How long a runner holds a job it took; a job whose lease lapsed (its runner died) is taken again. */
    JOB_LEASE_MS: z.coerce.number().int().positive().default(120_000),
    /**
     * The slot of the scheduled unpaid-order job (docs/settings.md, docs/jobs.md) that cancels orders
     * left unpaid past their guarantor's limit; 0 schedules none. Default 5 minutes, none under
     * NODE_ENV=test.
     */
    UNPAID_EXPIRY_JOB_INTERVAL_MS: z.coerce.number().int().min(0).optional(),
    PUSH_DELIVERY_AFTER_RESPONSE: z.enum(['true', 'false']).default('true'),
    /**
     * SMS codes one client address may request an hour (spec §1's anti-abuse limit). Raised only
     * where many users share one address on purpose, e.g. the browser tests, all from 127.0.0.1.
     */
    SMS_CODES_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(30),
    /** Sandbox only: the sandbox payment channel holds each refund call this long (crash tests). */
    SANDBOX_PAY_REFUND_DELAY_MS: z.coerce.number().int().min(0).default(0),
  })
  .transform(({ OFD_SM2_CERT_PEM, OFD_SM2_KEY_PEM, ...rest }, ctx) => {
    const { credential, issues } = readOfdSm2Settings(OFD_SM2_CERT_PEM, OFD_SM2_KEY_PEM);
    for (const { setting, message } of issues)
      ctx.addIssue({ code: 'custom', path: [setting], message });
    return { ...rest, OFD_SM2: credential };
  });

export type Config = Omit<
  z.output<typeof configSchema>,
  | DevFlag
  | 'EXPIRY_JOB_INTERVAL_MS'
  | 'JOB_POLL_MS'
  | 'JOB_PRUNE_INTERVAL_MS'
  | 'UNPAID_EXPIRY_JOB_INTERVAL_MS'
> &
  Record<DevFlag, boolean> & {
    /** The vendor of each service with a real vendor to choose (<SERVICE>_VENDOR, docs/providers.md). */
    VENDORS: VendorChoices;
    EXPIRY_JOB_INTERVAL_MS: number;
    JOB_POLL_MS: number;
    JOB_PRUNE_INTERVAL_MS: number;
    UNPAID_EXPIRY_JOB_INTERVAL_MS: number;
  };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  const vendorLines: string[] = [];
  const VENDORS = readVendorChoices(env, (setting, message) =>
    vendorLines.push(`  ${setting}: ${message}`),
  );
  if (!parsed.success || vendorLines.length) {
    const lines = (parsed.error?.issues ?? []).map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${[...lines, ...vendorLines].join('\n')}`);
  }
  const { SANDBOX_PROVIDERS, VALIDATE_RESPONSES, API_DOCS, SEED_HISTORY, ...rest } = parsed.data;
  const onOutsideProduction = (flag: 'true' | 'false' | undefined) =>
    flag ? flag === 'true' : rest.NODE_ENV !== 'production';
  return {
    ...rest,
    VENDORS,
    VALIDATE_RESPONSES: onOutsideProduction(VALIDATE_RESPONSES),
    SANDBOX_PROVIDERS: onOutsideProduction(SANDBOX_PROVIDERS),
    API_DOCS: onOutsideProduction(API_DOCS),
    SEED_HISTORY: onOutsideProduction(SEED_HISTORY),
    ESIGN_SANDBOX_SECRET:
      rest.ESIGN_SANDBOX_SECRET ??
      (rest.NODE_ENV === 'production' ? undefined : 'sandbox-esign-secret-development-only'),
    FILE_URL_SECRET:
      rest.FILE_URL_SECRET ??
      (rest.NODE_ENV === 'production'
        ? undefined
        : 'file-url-secret-for-development-and-tests-only'),
    SECRET_BOX_KEY:
      rest.SECRET_BOX_KEY ??
      (rest.NODE_ENV === 'production' ? undefined : DEVELOPMENT_SECRET_BOX_KEY),
    EXPIRY_JOB_INTERVAL_MS:
      rest.EXPIRY_JOB_INTERVAL_MS ?? (rest.NODE_ENV === 'test' ? 0 : 10 * 60_000),
    JOB_POLL_MS: rest.JOB_POLL_MS ?? (rest.NODE_ENV === 'test' ? 0 : 5_000),
    JOB_PRUNE_INTERVAL_MS:
      rest.JOB_PRUNE_INTERVAL_MS ?? (rest.NODE_ENV === 'test' ? 0 : 24 * 60 * 60_000),
    UNPAID_EXPIRY_JOB_INTERVAL_MS:
      rest.UNPAID_EXPIRY_JOB_INTERVAL_MS ?? (rest.NODE_ENV === 'test' ? 0 : 5 * 60_000),
  };
}
