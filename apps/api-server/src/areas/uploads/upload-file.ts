// POST /api/tools/uploadFile (multipart: `file` + `scene`). The file is checked by size and by
// its bytes, stored under a random key, and recorded with its owner and sha256.
import { uploadFile } from '@bht/api-client/contract';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import { fieldError, tooManyRequests } from '../../http/app-error';
import { implement, type UploadedPart } from '../../http/implement';
import { enforceRateLimit, hit } from '../../http/rate-limit';
import { mimeForKey } from '../../providers/storage/file-storage';
import { fileLinks, PUBLIC_FOLDER, UPLOADS_PREFIX } from '../../http/file-links';
import { checkFileType, isPublicScene, type FileKind, type UploadScene } from './file-types';
import { ownerOf, type UploadOwner } from './upload-access';

/** Registration uploads (no account yet) per IP, and logged-in uploads per enterprise / company, per hour. */
const ANONYMOUS_UPLOADS_PER_HOUR = 30;
const OWNER_UPLOADS_PER_HOUR = 300;
/** Bytes one address may upload anonymously an hour, counted in KiB: a registration needs a few scans. */
export const ANONYMOUS_KIB_PER_HOUR = 50 * 1024;

const fileError = (message: string, status = 400) => fieldError('file', message, status);

/** The one `file` part of a multipart request. */
export function theFile(files: UploadedPart[]): UploadedPart {
  const parts = files.filter((f) => f.fieldname === 'file');
  if (parts.length === 0) throw fileError('请选择要上传的文件');
  if (parts.length > 1) throw fileError('一次只能上传一个文件');
  return parts[0]!;
}

/** The client's file name without any path, control characters or excess length. */
function displayName(fileName: string): string {
  const base = fileName
    .split(/[/\\]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  if (base.length <= 200) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, 200 - extension.length) + extension;
}

const TOO_OFTEN = '上传过于频繁，请稍后再试';

async function limitRate(db: Db, owner: UploadOwner, ip: string, bytes: number) {
  if (owner.ownerType !== 'anonymous') {
    const key = `upload:${owner.ownerType}:${owner.ownerId}`;
    return enforceRateLimit(
      db,
      { key, limit: OWNER_UPLOADS_PER_HOUR, windowSeconds: 3600 },
      TOO_OFTEN,
    );
  }
  const rule = {
    key: `upload:anonymous:${ip}`,
    limit: ANONYMOUS_UPLOADS_PER_HOUR,
    windowSeconds: 3600,
  };
  await enforceRateLimit(db, rule, TOO_OFTEN);
  // A refused upload counts too: an address over its allowance stays refused until it ages out.
  const kib = await hit(
    db,
    { key: `upload:anonymous-kib:${ip}`, windowSeconds: 3600 },
    Date.now(),
    Math.ceil(bytes / 1024),
  );
  if (kib > ANONYMOUS_KIB_PER_HOUR)
    throw tooManyRequests('上传的文件总量已达上限，请 1 小时后再试');
}

/**
 * Logos and seals of a logged-in guarantee company are public (guarantor lists, letters); the
 * same scenes from anyone else stay private, so the API hosts no public files for strangers.
 */
const isPublicUpload = (scene: UploadScene, owner: UploadOwner) =>
  isPublicScene(scene) && owner.ownerType === 'ensure_company';

/** A random key; public files go under public/ (served without a signed link). */
function newStorageKey(kind: FileKind, isPublic: boolean, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const folder = isPublic ? PUBLIC_FOLDER : '';
  return `${folder}${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}.${kind}`;
}

export const uploadFileHandler = implement(
  uploadFile,
  async ({ scene }, { db, config, providers, caller, request, files }) => {
    const file = theFile(files);
    if (file.data.length === 0) throw fileError('文件内容为空，请重新选择');
    if (file.data.length > config.UPLOAD_MAX_MB * 1024 * 1024)
      throw fileError(`文件大小不能超过 ${config.UPLOAD_MAX_MB}MB`, 413);
    const name = displayName(file.filename);
    const check = checkFileType(name, file.data, scene);
    if (!check.ok) throw fileError(check.message);

    const owner = ownerOf(caller);
    await limitRate(db, owner, request.ip, file.data.length);

    const key = newStorageKey(check.kind, isPublicUpload(scene, owner));
    const url = UPLOADS_PREFIX + key;
    const mime = mimeForKey(key);
    await providers.storage.put(key, file.data, mime);
    try {
      await db.insert(uploads).values({
        url,
        storageKey: key,
        scene,
        originalName: name,
        mimeType: mime,
        size: file.data.length,
        sha256: createHash('sha256').update(file.data).digest('hex'),
        ...owner,
        uploaderIp: owner.ownerType === 'anonymous' ? request.ip : '',
      });
    } catch (error) {
      await providers.storage.delete(key);
      throw error;
    }
    // The uploader previews its file at once: a private one through a signed link.
    return { url: fileLinks(config)(url), name, size: file.data.length, mime };
  },
);
