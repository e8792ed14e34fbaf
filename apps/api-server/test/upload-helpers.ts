// Real file bytes and multipart requests for the upload, OCR and certificate tests.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createSession } from '../src/auth/sessions';
import type { Db } from '../src/db/client';
import { accountByMobile } from './enterprise-session';

/** A valid 1×1 PNG; `variant` appends bytes after IEND (ignored by viewers) to change its hash. */
export function samplePng(variant = ''): Buffer {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  return Buffer.concat([png, Buffer.from(variant)]);
}

export function samplePdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

export function sampleJpeg(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0sample'),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** The entries of a .docx as a zip's local headers name them (content is not inspected). */
export function sampleDocx(): Buffer {
  return Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]),
    Buffer.from('[Content_Types].xml...word/document.xml...'),
  ]);
}

export interface UploadOptions {
  name: string;
  bytes: Buffer;
  scene?: string;
  token?: string;
  ip?: string;
  /** Extra request headers, e.g. `authorization` (the apps' way of sending the token). */
  headers?: Record<string, string>;
  /** Extra multipart file parts, e.g. a second `file`. */
  extraFiles?: Array<{ field: string; name: string; bytes: Buffer }>;
  omitFile?: boolean;
}

function multipartBody(
  fields: Record<string, string>,
  files: Array<{ field: string; name: string; bytes: Buffer }>,
) {
  const boundary = `----bht${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POST /api/tools/uploadFile (`token` as the spec's multipart field, or a header in `headers`). */
export function upload(app: FastifyInstance, options: UploadOptions) {
  const fields: Record<string, string> = { scene: options.scene ?? 'other' };
  if (options.token) fields.token = options.token;
  const files = [
    ...(options.omitFile ? [] : [{ field: 'file', name: options.name, bytes: options.bytes }]),
    ...(options.extraFiles ?? []),
  ];
  const { payload, contentType } = multipartBody(fields, files);
  return app.inject({
    method: 'POST',
    url: '/api/tools/uploadFile',
    headers: {
      'content-type': contentType,
      'x-forwarded-for': options.ip ?? '10.1.0.1',
      ...options.headers,
    },
    payload,
  });
}

/** A multipart POST of one `file` part to `path` from `ip` (no other field, no token). */
export function postFile(
  app: FastifyInstance,
  path: string,
  file: { name: string; bytes: Buffer },
  ip = '10.1.0.1',
) {
  const { payload, contentType } = multipartBody({}, [{ field: 'file', ...file }]);
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': contentType, 'x-forwarded-for': ip },
    payload,
  });
}

/** A session token for a seeded enterprise account. */
export async function enterpriseToken(
  db: Db,
  mobile: string,
): Promise<{ token: string; enterpriseId: number }> {
  const account = await accountByMobile(db, mobile);
  const { token } = await createSession(db, { type: 'enterprise', id: account.id }, 1);
  return { token, enterpriseId: account.enterpriseId };
}

/** Matches a short-lived signed link (docs/files.md) to the stored file `path` (`/uploads/<key>`). */
export const signedLinkTo = (path: string | null) =>
  expect.stringMatching(
    new RegExp(
      `^${(path ?? 'no file').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?expires=\\d+&sig=[\\w-]{43}$`,
    ),
  );
