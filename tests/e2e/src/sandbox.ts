// The sandbox providers' dev-only endpoints, used by browser tests the way a developer would:
// read the SMS a code was "sent" in, the bank deposit amount, and act as the platform reviewer.
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { loadConfig } from 'api-server/src/config';
import { signFields } from 'api-server/src/providers/payment/pay-sign';
import type { PayChannel } from 'api-server/src/providers/payment/payment-provider';
import { sandboxChannelKey } from 'api-server/src/providers/payment/sandbox-payment-provider';

async function envelope<T>(res: Response): Promise<T> {
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 1) throw new Error(`sandbox call failed: ${body.msg}`);
  return body.data;
}

/** Newest SMS code sent to `mobile` (optionally for one scene); waits until one arrives. */
/** The newest sandbox SMS to `mobile` (of `scene`, sent at or after `after`); waits up to 10 s. */
export async function latestSms(
  apiUrl: string,
  mobile: string,
  scene?: string,
  after = 0,
): Promise<{ scene: string; code: string; text: string; time: number }> {
  for (let i = 0; i < 50; i++) {
    const rows = await envelope<Array<{ scene: string; code: string; text: string; time: number }>>(
      await fetch(`${apiUrl}/api/sandbox/sms?mobile=${mobile}`),
    );
    const row = rows.find((r) => (!scene || r.scene === scene) && r.time >= after);
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no SMS for ${mobile} ${scene ?? ''}`);
}

/** The code of the newest sandbox SMS to `mobile` (of `scene`, at or after `after`). */
export async function latestSmsCode(
  apiUrl: string,
  mobile: string,
  scene?: string,
  after = 0,
): Promise<string> {
  const { code } = await latestSms(apiUrl, mobile, scene, after);
  if (!code) throw new Error(`the SMS for ${mobile} ${scene ?? ''} has no code`);
  return code;
}

export async function latestDeposit(apiUrl: string, accountNo: string): Promise<string> {
  const rows = await envelope<Array<{ amount: string }>>(
    await fetch(`${apiUrl}/api/sandbox/bank-deposit?account_no=${accountNo}`),
  );
  if (!rows[0]) throw new Error(`no sandbox deposit for ${accountNo}`);
  return rows[0].amount;
}

export async function reviewEnterprise(
  apiUrl: string,
  enterpriseId: number,
  action: 'approve' | 'reject',
  reason = '',
): Promise<void> {
  await envelope(
    await fetch(`${apiUrl}/api/sandbox/review-enterprise`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ enterprise_id: String(enterpriseId), action, reason }),
    }),
  );
}

/**
 * A payment result as the sandbox channel `channel` signs it (the API tests' way): `fields` with a
 * nonce, signed with the channel's key derived from the secret the API under test runs with
 * (PAYMENT_CALLBACK_SECRET from this environment, else the same default).
 */
export function signedPayResult(
  channel: PayChannel,
  fields: Record<string, string>,
): Record<string, string> {
  const unsigned = { nonce: randomBytes(8).toString('hex'), ...fields };
  const secret = loadConfig({ ...process.env, NODE_ENV: 'test' }).PAYMENT_CALLBACK_SECRET;
  return { ...unsigned, sign: signFields(unsigned, sandboxChannelKey(secret, channel)) };
}

/**
 * A one-page PDF (its magic bytes and structure, nothing drawn), as an uploaded contract scan would
 * be; `title` (ASCII) goes in its document information, so files made for different things differ.
 */
export function pdfBytes(title?: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  if (title !== undefined) objects.push(`<< /Title (${title.replace(/[\\()]/g, '\\$&')}) >>`);
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${title !== undefined ? ` /Info ${objects.length} 0 R` : ''} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A real PNG (solid colour, w×h) so uploads pass the server's magic-byte check. */
export function pngBytes(
  width = 64,
  height = 40,
  rgb: [number, number, number] = [200, 40, 40],
): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => rgb).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
