// The letters the platform received, of both kinds, for the page and the download routes. Epoint
// sends the file itself (4.4/4.5, `filetype` 1 密文 before 开标, 2 明文 after restore), kept
// decrypted by the receiver. 江西 sends links (3.5 lgResultPush, 3.9 delayPush): `elogUrl` the 明文
// letter, `elogEncryptUrl` the PDF under the `data` cipher (SM4-CBC, PKCS#7, the 16-byte secret of
// our calls to the platform as key and IV), which the platform can fetch and decrypt.
import { sm4DecryptBytes } from '@bht/national-crypto';
import type { PlatformContext } from './context';
import type { Application, PlatformState } from './state';

export const EPOINT_FILETYPES: Record<string, string> = { '1': '密文保函', '2': '明文保函' };

/** PDF by its `%PDF-` header, OFD by its zip container (`PK\x03\x04`), else unknown bytes. */
export function letterFormat(bytes: Uint8Array): {
  ext: 'pdf' | 'ofd' | 'bin';
  contentType: string;
} {
  const head = Buffer.from(bytes.subarray(0, 5)).toString('latin1');
  if (head === '%PDF-') return { ext: 'pdf', contentType: 'application/pdf' };
  if (head.startsWith('PK\x03\x04')) return { ext: 'ofd', contentType: 'application/ofd' };
  return { ext: 'bin', contentType: 'application/octet-stream' };
}

/** Which 江西 push linked a letter: 3.5 出函 or 3.9 延期 (the re-issued letter). */
export type JiangxiLetterSource = 'issued' | 'delayed';

export interface JiangxiLetter {
  source: JiangxiLetterSource;
  elogNo: string;
  elogUrl: string;
  elogEncryptUrl: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The last 3.9 delayPush about the application that the platform accepted, as decrypted. */
export function lastDelayPush(
  state: PlatformState,
  application: Application,
): Record<string, unknown> | null {
  const message = state.messages.findLast(
    (m) =>
      m.dialect === 'jiangxi' &&
      m.direction === 'in' &&
      m.endpoint === 'jrapi/lg/delayPush' &&
      m.applicationId === application.id &&
      (m.answer as { receiveResult?: unknown } | null)?.receiveResult === 'success',
  );
  return message ? (message.body as Record<string, unknown>) : null;
}

/** The 江西 letters linked to the application: the issued one and the re-issued one, if any. */
export function jiangxiLetters(state: PlatformState, application: Application): JiangxiLetter[] {
  if (application.dialect !== 'jiangxi') return [];
  const letters: JiangxiLetter[] = [];
  const { result } = application;
  if (text(result.letterUrl) || text(result.letterEncryptUrl))
    letters.push({
      source: 'issued',
      elogNo: text(result.letterNo),
      elogUrl: text(result.letterUrl),
      elogEncryptUrl: text(result.letterEncryptUrl),
    });
  const delay = lastDelayPush(state, application);
  if (delay && (text(delay.elogUrl) || text(delay.elogEncryptUrl)))
    letters.push({
      source: 'delayed',
      elogNo: text(delay.elogNo),
      elogUrl: text(delay.elogUrl),
      elogEncryptUrl: text(delay.elogEncryptUrl),
    });
  return letters;
}

/** Why a 江西 密文 letter could not be served (a Chinese reason and the HTTP status). */
export class LetterUnavailable extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The most the platform fetches of an `elogEncryptUrl`. */
const MAX_LETTER_BYTES = 32 * 1024 * 1024;

/** Fetches a 江西 `elogEncryptUrl` and decrypts it with the data cipher of our calls to it. */
export async function decryptJiangxiLetter(
  context: PlatformContext,
  letter: JiangxiLetter,
): Promise<Buffer> {
  if (!letter.elogEncryptUrl) throw new LetterUnavailable('未收到密文保函地址', 404);
  let encrypted: Buffer;
  try {
    const response = await fetch(letter.elogEncryptUrl, { signal: AbortSignal.timeout(15_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    if (Number(response.headers.get('content-length') ?? 0) > MAX_LETTER_BYTES)
      throw new Error('文件过大');
    encrypted = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    throw new LetterUnavailable(
      `无法下载密文保函：${error instanceof Error ? error.message : String(error)}`,
      502,
    );
  }
  if (encrypted.length > MAX_LETTER_BYTES) throw new LetterUnavailable('密文保函文件过大', 502);
  const key = Buffer.from(context.config.jiangxi.toPlatform.appSecret, 'utf8');
  try {
    return sm4DecryptBytes(encrypted, { mode: 'cbc', padding: 'pkcs7', key, iv: key });
  } catch {
    throw new LetterUnavailable('密文保函解密失败（SM4-CBC，密钥与向量为平台密钥）', 502);
  }
}
