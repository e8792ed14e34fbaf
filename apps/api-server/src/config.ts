// Configuration from the environment, validated once at start (fails fast with a readable message).
import { z } from 'zod';

const list = z
  .string()
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean));

/** 'true' or 'false'; unset means on outside production (resolved in loadConfig). */
const devFlag = z.enum(['true', 'false']).optional();
type DevFlag = 'SANDBOX_PROVIDERS' | 'VALIDATE_RESPONSES';

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Real PostgreSQL; when absent the embedded PGlite under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /** PGlite data folder, or `memory://` for an in-memory database. */
  DATA_DIR: z.string().default('./data/pglite'),
  UPLOAD_DIR: z.string().default('./data/uploads'),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(100).default(10),
  CORS_ORIGINS: list.default([
    'http://localhost:5173',
    'http://localhost:5174',
    'http://127.0.0.1:5173',
    'http://127.0.0.1:5174',
    'http://localhost:4173',
    'http://localhost:4174',
  ]),
  PUBLIC_BASE_URL: z.string().url().default('http://127.0.0.1:3000'),
  /** The enterprise portal's public origin: letter QR codes link to its /verify page. */
  PORTAL_PUBLIC_URL: z.string().url().default('http://localhost:5173').transform((v) => v.replace(/\/+$/, '')),
  /** Session lifetime in hours. */
  SESSION_TTL_HOURS: z.coerce.number().positive().default(24 * 7),
  /** Sandbox providers (SMS, OCR, bank, e-sign, payment) stand in for the real vendors. */
  SANDBOX_PROVIDERS: devFlag,
  /**
   * Check every response against its contract schema before sending (default: outside production).
   * A safety net for tests and development; the client checks the envelope anyway, and in
   * production it would cost ~150 µs per list response (docs/benchmarks.md).
   */
  VALIDATE_RESPONSES: devFlag,
  /** Shared secret the sandbox payment provider signs callbacks with. */
  PAYMENT_CALLBACK_SECRET: z.string().min(16).default('sandbox-payment-secret-change-me'),
  /** Key the sandbox e-signature provider signs documents with (HMAC); no default in production. */
  ESIGN_SANDBOX_SECRET: z.string().min(16).optional(),
});

export type Config = Omit<z.output<typeof configSchema>, DevFlag> & Record<DevFlag, boolean>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { SANDBOX_PROVIDERS, VALIDATE_RESPONSES, ...rest } = parsed.data;
  const onOutsideProduction = (flag: 'true' | 'false' | undefined) => (flag ? flag === 'true' : rest.NODE_ENV !== 'production');
  return {
    ...rest,
    VALIDATE_RESPONSES: onOutsideProduction(VALIDATE_RESPONSES),
    SANDBOX_PROVIDERS: onOutsideProduction(SANDBOX_PROVIDERS),
    ESIGN_SANDBOX_SECRET: rest.ESIGN_SANDBOX_SECRET ?? (rest.NODE_ENV === 'production' ? undefined : 'sandbox-esign-secret-development-only'),
  };
}
