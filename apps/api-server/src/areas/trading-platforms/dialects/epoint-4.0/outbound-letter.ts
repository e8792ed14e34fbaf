// The issued letter to the platform: its SM2 public key first (4.3 downloadpublickey, once per
// platform), then the encrypted file in slices (4.4 uploadbaohanfile) and the key, IV and digest
// (4.5 baohanfilecompletenotice). A retried job encrypts and uploads the whole file again.
import { normalizeSm2PublicKey } from '@bht/national-crypto';
import { eq } from 'drizzle-orm';
import { tradingPlatforms } from '../../../../db/schema';
import { UPLOADS_PREFIX } from '../../../../http/file-links';
import { isSealedUntilOpening } from '../../../issuing/bid-secrecy';
import type { OutboundContext, OutboundMessage } from '../../dialect';
import { encryptLetterFile } from './letter-file-cipher';
import { sendEpoint } from './send';
import { epointSettings, type EpointSettings } from './settings';

/** The platform's public key: stored, or fetched with downloadpublickey and stored. */
async function platformPublicKey(context: OutboundContext, applyno: string): Promise<string> {
  const { db, platform, now } = context;
  if (platform.row.platformPublicKey) return platform.row.platformPublicKey;
  const reply = await sendEpoint(
    { endpoint: 'downloadpublickey', body: { applyno }, businessNo: applyno },
    platform,
    now,
  );
  if (!reply.ok) throw new Error(`下载平台公钥失败：${reply.message}`);
  const data = reply.data as { publickey?: unknown } | undefined;
  let publicKey: string;
  try {
    publicKey = normalizeSm2PublicKey(String(data?.publickey ?? ''));
  } catch {
    throw new Error('平台下发的公钥不是有效的 SM2 公钥');
  }
  await db
    .update(tradingPlatforms)
    .set({ platformPublicKey: publicKey })
    .where(eq(tradingPlatforms.id, platform.row.id));
  platform.row.platformPublicKey = publicKey;
  return publicKey;
}

async function letterFile(context: OutboundContext, format: EpointSettings['letterFormat']) {
  const { order, storage } = context;
  const url = format === 'ofd' ? order.letterOfdUrl : order.letterUrl;
  const bytes = url?.startsWith(UPLOADS_PREFIX)
    ? await storage.get(url.slice(UPLOADS_PREFIX.length))
    : null;
  if (!bytes)
    throw new Error(`订单 ${order.sn} 没有可上传的${format === 'ofd' ? ' OFD ' : ' PDF '}保函文件`);
  return bytes;
}

export async function letterUpload(context: OutboundContext): Promise<readonly OutboundMessage[]> {
  const { order, platform } = context;
  const settings = epointSettings.parse(platform.row.settings);
  const applyno = order.platformApplyNo ?? '';
  if (!order.letterNo) throw new Error(`订单 ${order.sn} 没有保函编号`);
  const file = encryptLetterFile(
    await letterFile(context, settings.letterFormat),
    await platformPublicKey(context, applyno),
    settings,
  );
  const common = {
    applyno,
    baohanno: order.letterNo,
    filetype: isSealedUntilOpening(order) ? '1' : '2',
  };
  return [
    ...file.slices.map((slice, i) => ({
      endpoint: 'uploadbaohanfile',
      body: { ...common, baohanfile: slice, index: String(settings.slice.firstIndex + i) },
      businessNo: applyno,
    })),
    {
      endpoint: 'baohanfilecompletenotice',
      body: { ...common, key: file.key, iv: file.iv, baohanfilemd5: file.digest },
      businessNo: applyno,
    },
  ];
}
