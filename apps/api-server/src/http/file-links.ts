// Short-lived signed links to private stored files (docs/files.md). A response hands a private file
// out as `/uploads/<key>?expires=<unix seconds>&sig=<HMAC-SHA256 of key and expiry>`; GET /uploads
// serves it while the signature matches and the time has not passed. Stateless: every API instance
// configured with the same FILE_URL_SECRET signs and checks the same links.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { storedFilePath } from '@bht/api-client/contract';
import type { Config } from '../config';

/** Stored files are served at /uploads/<storage key>; records keep them as that path. */
export const UPLOADS_PREFIX = '/uploads/';
/** Keys under this folder are public (company logos and seals): served to anyone, never signed. */
export const PUBLIC_FOLDER = 'public/';

/** A link lives at least this long… */
const LINK_TTL_SECONDS = 15 * 60;
/** …and ends on a multiple of this, so responses within one window hand out the same URL (browser cache, no reloads). */
const EXPIRY_STEP_SECONDS = 5 * 60;

export const isPublicKey = (key: string) => key.startsWith(PUBLIC_FOLDER);

/** A random key for a file the server generates (a letter, a policy): `<folder>/<year>/<month>/<random>.<extension>`, private. */
export function newGeneratedKey(folder: string, now: Date, extension: 'pdf' | 'ofd'): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${folder}/${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}.${extension}`;
}

/** A random key for a PDF the server generates (newGeneratedKey). */
export const newPdfKey = (folder: string, now: Date) => newGeneratedKey(folder, now, 'pdf');

/** The secret links are signed with; refuses to start without one in production. */
export function fileUrlSecret(config: Pick<Config, 'FILE_URL_SECRET'>): string {
  if (!config.FILE_URL_SECRET)
    throw new Error(
      'FILE_URL_SECRET is required in production: set it to the same random value (at least 32 characters) on every API instance.',
    );
  return config.FILE_URL_SECRET;
}

const signature = (secret: string, key: string, expires: number) =>
  createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');

/** Turns stored paths into what a response shows: private files as signed links; '', null, public files and other paths unchanged. */
export type LinkFile = <T extends string | null>(url: T) => T;

export function fileLinks(config: Pick<Config, 'FILE_URL_SECRET'>, now = Date.now()): LinkFile {
  const secret = fileUrlSecret(config);
  const expires =
    Math.ceil((now / 1000 + LINK_TTL_SECONDS) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
  return (<T extends string | null>(url: T): T => {
    if (url === null || !url.startsWith(UPLOADS_PREFIX)) return url;
    const key = storedFilePath(url).slice(UPLOADS_PREFIX.length);
    if (isPublicKey(key)) return `${UPLOADS_PREFIX}${key}` as T;
    return `${UPLOADS_PREFIX}${key}?expires=${expires}&sig=${signature(secret, key, expires)}` as T;
  }) as LinkFile;
}

/**
 * A signed link to the private stored file `key` that lives `days` days (a trading platform fetches
 * the letter or an invoice later, at its own pace); absolute, under `baseUrl`.
 */
export function longLivedFileLink(
  config: Pick<Config, 'FILE_URL_SECRET'>,
  baseUrl: string,
  key: string,
  days: number,
  now = Date.now(),
): string {
  const expires = Math.ceil(now / 1000) + days * 24 * 60 * 60;
  const signed = `${UPLOADS_PREFIX}${key}?expires=${expires}&sig=${signature(fileUrlSecret(config), key, expires)}`;
  return new URL(signed, baseUrl).toString();
}

export type LinkCheck = 'valid' | 'unsigned' | 'expired' | 'invalid';

/** Whether `expires` and `sig` (as the query carried them) are a live link to `key`; compared in constant time. */
export function checkFileLink(
  secret: string,
  key: string,
  query: { expires?: unknown; sig?: unknown },
  now = Date.now(),
): LinkCheck {
  const { expires, sig } = query;
  if (expires === undefined && sig === undefined) return 'unsigned';
  if (typeof expires !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(expires))
    return 'invalid';
  const expected = Buffer.from(signature(secret, key, Number(expires)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(expires) * 1000 < now ? 'expired' : 'valid';
}
