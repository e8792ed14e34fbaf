// POST /api/letter/verifyFile (public, multipart `file`): verification by upload. The file is read
// in memory, checked by size and content (a PDF or an OFD), verified (verify-letter-file.ts) and
// dropped: it is never stored or logged. Rate-limited per IP, like the other public uploads.
import { verifyLetterFile as verifyLetterFileEndpoint } from '@bht/api-client/contract';
import { fieldError } from '../../http/app-error';
import { implement } from '../../http/implement';
import { enforceRateLimit } from '../../http/rate-limit';
import { theFile } from '../uploads/upload-file';
import { letterFileReaders } from './letter-file-readers';
import { letterFileFormat, verifyLetterFile } from './verify-letter-file';

/** Verifications by upload per IP and hour. */
const FILE_VERIFICATIONS_PER_HOUR = 30;

export const verifyLetterFileHandler = implement(
  verifyLetterFileEndpoint,
  async (_input, { db, config, request, files }) => {
    await enforceRateLimit(
      db,
      {
        key: `letter-file-verify:ip:${request.ip}`,
        limit: FILE_VERIFICATIONS_PER_HOUR,
        windowSeconds: 3600,
      },
      '核验过于频繁，请稍后再试',
    );
    const file = theFile(files);
    if (file.data.length === 0) throw fieldError('file', '文件内容为空，请重新选择');
    if (file.data.length > config.UPLOAD_MAX_MB * 1024 * 1024)
      throw fieldError('file', `文件大小不能超过 ${config.UPLOAD_MAX_MB}MB`, 413);
    const format = letterFileFormat(file.data);
    if (!format)
      throw fieldError(
        'file',
        '文件内容不是 PDF 或 OFD 文件，请上传本平台出具的保函文件（PDF、OFD）',
      );
    return verifyLetterFile(db, file.data, format, letterFileReaders);
  },
);
