// The platform operator's registry of trading platforms (docs/trading-platforms.md, "Registering a
// platform"): list, create, edit, reset the inbound secret, enable / disable. We generate the
// inbound appKey and appSecret (16 characters: 江西 uses the secret as its SM4 key) and, for a dialect
// that uses SM2, our key pair; every secret is sealed (platform-secrets.ts) and the inbound secret is
// answered once, by the call that made it. The settings are checked by the dialect's schema.
import { randomInt } from 'node:crypto';
import { generateSm2KeyPair, normalizeSm2PublicKey } from '@bht/national-crypto';
import {
  platformAddTradingPlatform,
  platformEditTradingPlatform,
  platformGetTradingPlatformOptions,
  platformGetTradingPlatforms,
  platformResetTradingPlatformSecret,
  platformSetTradingPlatformEnabled,
  type PlatformGuarantorInput,
  type TradingPlatform,
} from '@bht/api-client/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { ensureCompanies, tradingPlatformGuarantors, tradingPlatforms } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, fieldError, notFound } from '../../http/app-error';
import { implement } from '../../http/implement';
import { toFlag, toUnixSeconds } from '../../http/wire-format';
import type { TradingPlatformRow } from './dialect';
import { DIALECT_PROFILES, type DialectName, type DialectProfile } from './dialects/profiles';
import { sealPlatformSecret } from './platform-secrets';

export const PLATFORM_NOT_FOUND = '交易平台不存在';

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
/** 16 random characters (no look-alikes: they are read off a screen and typed into another system). */
export const generateCredential = () =>
  Array.from({ length: 16 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');

const profileOf = (dialect: string): DialectProfile | undefined =>
  Object.hasOwn(DIALECT_PROFILES, dialect) ? DIALECT_PROFILES[dialect as DialectName] : undefined;

const ISSUE_TEXT: Partial<Record<z.core.$ZodIssue['code'], string>> = {
  invalid_type: '类型不正确',
  invalid_value: '不在可选范围内',
  invalid_union: '不在可选范围内',
  too_small: '超出允许范围',
  too_big: '超出允许范围',
  invalid_format: '格式不正确',
};

/** The settings as the dialect's schema makes them (defaults applied), or the field error naming the setting. */
function parseSettings(profile: DialectProfile, settings: Record<string, unknown>) {
  const parsed = profile.settings.safeParse(settings);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const path = issue!.path.map(String).join('.');
  throw fieldError(
    'settings',
    `平台设置${path ? ` ${path} ` : ''}${ISSUE_TEXT[issue!.code] ?? '格式不正确'}`,
  );
}

/** The stored settings with the dialect's defaults applied (as stored, should they no longer parse). */
function settingsWithDefaults(row: TradingPlatformRow) {
  const parsed = profileOf(row.dialect)?.settings.safeParse(row.settings);
  return parsed?.success ? parsed.data : row.settings;
}

/** The platform's SM2 public key (04…), null when none is given; refused for a dialect without SM2. */
function platformPublicKey(profile: DialectProfile, text: string): string | null {
  if (text === '') return null;
  if (!profile.usesSm2)
    throw fieldError('platform_public_key', '该对接规范不使用 SM2，无需填写平台公钥');
  try {
    return normalizeSm2PublicKey(text);
  } catch {
    throw fieldError('platform_public_key', '平台公钥不是有效的 SM2 公钥（64 字节十六进制）');
  }
}

async function checkGuarantors(db: Db, guarantors: PlatformGuarantorInput[]) {
  const ids = [...new Set(guarantors.map((g) => g.ensure_company_id))];
  const found = await db
    .select({ id: ensureCompanies.id })
    .from(ensureCompanies)
    .where(inArray(ensureCompanies.id, ids));
  const missing = ids.find((id) => !found.some((row) => row.id === id));
  if (missing !== undefined) throw fieldError('guarantors', `担保机构（编号 ${missing}）不存在`);
}

async function writeGuarantors(tx: Tx, platformId: number, guarantors: PlatformGuarantorInput[]) {
  await tx
    .delete(tradingPlatformGuarantors)
    .where(eq(tradingPlatformGuarantors.platformId, platformId));
  await tx.insert(tradingPlatformGuarantors).values(
    guarantors.map((g) => ({
      platformId,
      ensureCompanyId: g.ensure_company_id,
      productNo: g.product_no,
    })),
  );
}

/** The platforms (all, or the one `id`) as the operator sees them: no secret, only whether each is set. */
async function listPlatforms(db: Db, id?: number): Promise<TradingPlatform[]> {
  const where = id === undefined ? undefined : eq(tradingPlatforms.id, id);
  const rows = await db
    .select()
    .from(tradingPlatforms)
    .where(where)
    .orderBy(asc(tradingPlatforms.id));
  if (rows.length === 0) return [];
  const guarantors = await db
    .select({
      platformId: tradingPlatformGuarantors.platformId,
      ensure_company_id: tradingPlatformGuarantors.ensureCompanyId,
      ensure_company_name: ensureCompanies.name,
      product_no: tradingPlatformGuarantors.productNo,
    })
    .from(tradingPlatformGuarantors)
    .innerJoin(ensureCompanies, eq(ensureCompanies.id, tradingPlatformGuarantors.ensureCompanyId))
    .where(
      inArray(
        tradingPlatformGuarantors.platformId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(tradingPlatformGuarantors.productNo), asc(tradingPlatformGuarantors.id));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    dialect: row.dialect,
    dialect_label: profileOf(row.dialect)?.label ?? row.dialect,
    enabled: toFlag(row.enabled ? 1 : 0),
    base_url: row.baseUrl,
    inbound_app_key: row.inboundAppKey,
    outbound_app_key: row.outboundAppKey,
    sm2_public_key: row.sm2PublicKey,
    platform_public_key: row.platformPublicKey,
    settings: settingsWithDefaults(row),
    secrets: {
      inbound_app_secret: row.inboundAppSecret !== '',
      outbound_app_secret: row.outboundAppSecret !== '',
      sm2_private_key: Boolean(row.sm2PrivateKey),
    },
    guarantors: guarantors
      .filter((g) => g.platformId === row.id)
      .map(({ platformId: _platformId, ...g }) => g),
    create_time: toUnixSeconds(row.createdAt),
    update_time: toUnixSeconds(row.updatedAt),
  }));
}

async function onePlatform(db: Db, id: number): Promise<TradingPlatform> {
  const [platform] = await listPlatforms(db, id);
  if (!platform) throw notFound(PLATFORM_NOT_FOUND);
  return platform;
}

async function rowOf(db: Db, id: number): Promise<TradingPlatformRow> {
  const [row] = await db.select().from(tradingPlatforms).where(eq(tradingPlatforms.id, id));
  if (!row) throw notFound(PLATFORM_NOT_FOUND);
  return row;
}

export const getTradingPlatformOptionsHandler = implement(
  platformGetTradingPlatformOptions,
  async (_input, { db }) => ({
    dialects: Object.entries(DIALECT_PROFILES).map(([name, profile]) => ({
      name,
      label: profile.label,
      uses_sm2: profile.usesSm2,
      default_settings: profile.settings.parse({}),
    })),
    guarantors: await db
      .select({ id: ensureCompanies.id, name: ensureCompanies.name })
      .from(ensureCompanies)
      .orderBy(asc(ensureCompanies.id)),
  }),
);

export const getTradingPlatformsHandler = implement(platformGetTradingPlatforms, (_input, { db }) =>
  listPlatforms(db),
);

const CODE_TAKEN = '平台编码已被使用';

export const addTradingPlatformHandler = implement(
  platformAddTradingPlatform,
  async (input, { db, config }) => {
    const profile = profileOf(input.dialect);
    if (!profile) throw fieldError('dialect', '不支持的对接规范');
    const settings = parseSettings(profile, input.settings);
    const publicKey = platformPublicKey(profile, input.platform_public_key);
    await checkGuarantors(db, input.guarantors);
    const [taken] = await db
      .select({ id: tradingPlatforms.id })
      .from(tradingPlatforms)
      .where(eq(tradingPlatforms.code, input.code));
    if (taken) throw fieldError('code', CODE_TAKEN, 409);

    const seal = (column: Parameters<typeof sealPlatformSecret>[1], plain: string) =>
      sealPlatformSecret(config, column, input.code, plain);
    const inboundAppKey = generateCredential();
    const inboundSecret = generateCredential();
    const keyPair = profile.usesSm2 ? generateSm2KeyPair() : null;
    const id = await db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(tradingPlatforms)
          .values({
            code: input.code,
            name: input.name,
            dialect: input.dialect,
            baseUrl: input.base_url,
            inboundAppKey,
            inboundAppSecret: seal('inbound_app_secret', inboundSecret),
            outboundAppKey: input.outbound_app_key,
            outboundAppSecret: seal('outbound_app_secret', input.outbound_app_secret),
            sm2PrivateKey: keyPair && seal('sm2_private_key', keyPair.privateKey),
            sm2PublicKey: keyPair?.publicKey ?? null,
            platformPublicKey: publicKey,
            settings,
          })
          .returning({ id: tradingPlatforms.id });
        await writeGuarantors(tx, row!.id, input.guarantors);
        return row!.id;
      })
      .catch((error: unknown) => {
        // Another operator took the code meanwhile (the generated appKey does not repeat).
        if (isUniqueViolation(error)) throw fieldError('code', CODE_TAKEN, 409);
        throw error;
      });
    return {
      platform: await onePlatform(db, id),
      inbound_app_key: inboundAppKey,
      inbound_app_secret: inboundSecret,
    };
  },
);

export const editTradingPlatformHandler = implement(
  platformEditTradingPlatform,
  async ({ id, ...input }, { db, config }) => {
    const row = await rowOf(db, id);
    const profile = profileOf(row.dialect);
    if (!profile) throw new AppError('该平台的对接规范已不再支持，无法编辑');
    const settings = parseSettings(profile, input.settings);
    const publicKey = platformPublicKey(profile, input.platform_public_key);
    await checkGuarantors(db, input.guarantors);
    await db.transaction(async (tx) => {
      await tx
        .update(tradingPlatforms)
        .set({
          name: input.name,
          baseUrl: input.base_url,
          outboundAppKey: input.outbound_app_key,
          ...(input.outbound_app_secret && {
            outboundAppSecret: sealPlatformSecret(
              config,
              'outbound_app_secret',
              row.code,
              input.outbound_app_secret,
            ),
          }),
          platformPublicKey: publicKey,
          settings,
        })
        .where(eq(tradingPlatforms.id, id));
      await writeGuarantors(tx, id, input.guarantors);
    });
    return onePlatform(db, id);
  },
);

export const resetTradingPlatformSecretHandler = implement(
  platformResetTradingPlatformSecret,
  async ({ id }, { db, config }) => {
    const row = await rowOf(db, id);
    const secret = generateCredential();
    await db
      .update(tradingPlatforms)
      .set({ inboundAppSecret: sealPlatformSecret(config, 'inbound_app_secret', row.code, secret) })
      .where(eq(tradingPlatforms.id, id));
    return {
      platform: await onePlatform(db, id),
      inbound_app_key: row.inboundAppKey,
      inbound_app_secret: secret,
    };
  },
);

export const setTradingPlatformEnabledHandler = implement(
  platformSetTradingPlatformEnabled,
  async ({ id, enabled }, { db }) => {
    const [updated] = await db
      .update(tradingPlatforms)
      .set({ enabled: enabled === 1 })
      .where(eq(tradingPlatforms.id, id))
      .returning({ id: tradingPlatforms.id });
    if (!updated) throw notFound(PLATFORM_NOT_FOUND);
    return onePlatform(db, id);
  },
);
