// Which file types each upload scene accepts, and the check that a file's bytes really are the
// type its name claims (magic bytes), so a renamed executable or HTML page is never stored.
import type { uploadSceneSchema } from '@bht/api-client/contract';
import type { z } from 'zod';
import { pdfCarriesScript } from './pdf-scripts';

export type UploadScene = z.output<typeof uploadSceneSchema>;
export type FileKind = 'jpg' | 'png' | 'pdf' | 'doc' | 'xls' | 'ppt' | 'docx' | 'xlsx' | 'pptx';

const IMAGES: readonly FileKind[] = ['jpg', 'png'];
const DOCUMENTS: readonly FileKind[] = [...IMAGES, 'pdf'];
const OFFICE: readonly FileKind[] = [...DOCUMENTS, 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'];

/** Avatars and logos are shown as images, so they take no PDF; scans and vouchers may be PDFs. */
const KINDS_BY_SCENE: Record<UploadScene, readonly FileKind[]> = {
  business_license: DOCUMENTS,
  id_card: DOCUMENTS,
  certificate: OFFICE,
  pay_image: DOCUMENTS,
  avatar: IMAGES,
  logo: IMAGES,
  seal: DOCUMENTS,
  other: OFFICE,
};

/**
 * Scenes whose files anyone may see when a guarantee company uploads them (docs/files.md): its
 * logo is shown on public lists and its seal is printed on every letter it issues. Every other
 * upload is private to its owner.
 */
const PUBLIC_SCENES: ReadonlySet<UploadScene> = new Set(['logo', 'seal']);

export const isPublicScene = (scene: UploadScene) => PUBLIC_SCENES.has(scene);

const LABELS: Record<FileKind, string> = {
  jpg: 'JPG',
  png: 'PNG',
  pdf: 'PDF',
  doc: 'Word',
  docx: 'Word',
  xls: 'Excel',
  xlsx: 'Excel',
  ppt: 'PPT',
  pptx: 'PPT',
};

/** `JPG、PNG、PDF` (office kinds once each: `Word、Excel、PPT`). */
export function allowedTypesText(scene: UploadScene): string {
  return [...new Set(KINDS_BY_SCENE[scene].map((k) => LABELS[k]))].join('、');
}

const EXTENSION_KIND: Record<string, FileKind> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  xls: 'xls',
  xlsx: 'xlsx',
  ppt: 'ppt',
  pptx: 'pptx',
};

const startsWith = (bytes: Buffer, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // .doc / .xls / .ppt container
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // .docx / .xlsx / .pptx container

/** Office Open XML: a zip whose entries include [Content_Types].xml and the part folder. */
const isOpenXml = (bytes: Buffer, folder: string) =>
  startsWith(bytes, ZIP) && bytes.includes('[Content_Types].xml') && bytes.includes(folder);

const CONTENT_CHECKS: Record<FileKind, (bytes: Buffer) => boolean> = {
  jpg: (b) => startsWith(b, JPEG),
  png: (b) => startsWith(b, PNG),
  pdf: (b) => startsWith(b, PDF),
  doc: (b) => startsWith(b, OLE2),
  xls: (b) => startsWith(b, OLE2),
  ppt: (b) => startsWith(b, OLE2),
  docx: (b) => isOpenXml(b, 'word/'),
  xlsx: (b) => isOpenXml(b, 'xl/'),
  pptx: (b) => isOpenXml(b, 'ppt/'),
};

export type FileCheck = { ok: true; kind: FileKind } | { ok: false; message: string };

/** The file's kind when its extension is allowed for the scene, its bytes match that kind and a PDF carries no script. */
export function checkFileType(fileName: string, bytes: Buffer, scene: UploadScene): FileCheck {
  const allowed = KINDS_BY_SCENE[scene];
  const dot = fileName.lastIndexOf('.');
  const kind = dot < 0 ? undefined : EXTENSION_KIND[fileName.slice(dot + 1).toLowerCase()];
  if (!kind || !allowed.includes(kind))
    return { ok: false, message: `文件格式不支持，仅支持 ${allowedTypesText(scene)}` };
  if (!CONTENT_CHECKS[kind](bytes))
    return { ok: false, message: `文件内容与类型不符，仅支持 ${allowedTypesText(scene)}` };
  if (kind === 'pdf' && pdfCarriesScript(bytes))
    return { ok: false, message: 'PDF 文件含有脚本，不能上传' };
  return { ok: true, kind };
}
