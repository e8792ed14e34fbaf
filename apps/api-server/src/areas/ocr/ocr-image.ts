// The image an OCR call names: an upload the caller may use (their own, or for registration
// an anonymous one from the same IP), read back from storage. OCR calls are rate-limited per
// IP because a real vendor bills each one.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { fieldError, notFound } from '../../http/app-error';
import type { Caller } from '../../http/auth-context';
import { enforceRateLimit } from '../../http/rate-limit';
import type { OcrImage } from '../../providers/ocr/ocr-provider';
import type { FileStorage } from '../../providers/storage/file-storage';
import { findAccessibleUpload } from '../uploads/upload-access';

const OCR_CALLS_PER_HOUR = 60;
const READABLE = new Set(['image/jpeg', 'image/png', 'application/pdf']);

export async function loadOcrImage(
  deps: { db: Db; storage: FileStorage; caller: Caller | null; request: FastifyRequest },
  url: string,
): Promise<OcrImage> {
  const { db, storage, caller, request } = deps;
  await enforceRateLimit(
    db,
    { key: `ocr:${request.ip}`, limit: OCR_CALLS_PER_HOUR, windowSeconds: 3600 },
    '识别过于频繁，请稍后再试',
  );
  const missing = () => notFound('文件不存在，请重新上传');
  const upload = await findAccessibleUpload(db, url, caller, request.ip);
  if (!upload) throw missing();
  if (!READABLE.has(upload.mimeType)) {
    throw fieldError('image', '仅支持识别 JPG、PNG 或 PDF 文件');
  }
  const bytes = await storage.get(upload.storageKey);
  if (!bytes) throw missing();
  return { bytes, mime: upload.mimeType };
}
