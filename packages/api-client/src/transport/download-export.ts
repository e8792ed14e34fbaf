// Downloads an export (contract/exports.ts, docs/exports.md): POSTs the list's filters with the
// token in the Authorization header, reads the streamed .xlsx while reporting the bytes received
// and the rows the server announced (X-Total-Rows), and answers the file with its Chinese name. A refusal before the file
// (401, 403, 400) rejects with the server's ApiError; a call aborted through `signal` rejects with
// an ApiError whose `isCancelled` is true (not an error to show anyone).
import { ResponseCode } from '../contract/envelope';
import {
  EXPORT_TOTAL_ROWS_HEADER,
  type ExportDefinition,
  type ExportFilters,
} from '../contract/exports';
import { ApiError, TRANSPORT_MESSAGES } from './api-error';
import { toApiError } from './create-api-client';
import { bearerHeader, toSearchParams } from './encode';
import { readEnvelope } from './read-envelope';

export interface ExportProgress {
  bytes: number;
  /** Data rows the file holds, as the server announced; null if it did not. */
  rows: number | null;
}

export interface ExportedFile {
  blob: Blob;
  filename: string;
  rows: number | null;
}

/** The name from Content-Disposition: the RFC 5987 `filename*` first, then `filename`. */
export function filenameOf(disposition: string | null, fallback: string): string {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!);
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

async function refusal(response: Response, endpointId: string): Promise<ApiError> {
  const envelope = readEnvelope(await response.json().catch(() => null));
  return new ApiError(envelope?.msg || TRANSPORT_MESSAGES.server, {
    code: envelope?.code ?? ResponseCode.ERROR,
    httpStatus: response.status,
    fields: envelope?.fields,
    endpointId,
  });
}

export async function downloadExport<D extends ExportDefinition>(
  { baseUrl, token }: { baseUrl: string; token?: string | null },
  definition: D,
  filters: ExportFilters<D>,
  {
    signal,
    onProgress,
  }: { signal?: AbortSignal; onProgress?: (progress: ExportProgress) => void } = {},
): Promise<ExportedFile> {
  const endpointId = `export.${definition.name}`;
  try {
    const response = await fetch(`${baseUrl.replace(/\/$/, '')}${definition.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearerHeader(token) },
      body: toSearchParams(filters as Record<string, unknown>),
      signal,
    });
    if (!response.ok) throw await refusal(response, endpointId);
    const announced = response.headers.get(EXPORT_TOTAL_ROWS_HEADER);
    const rows = announced === null ? null : Number(announced);
    const parts: Uint8Array[] = [];
    let bytes = 0;
    onProgress?.({ bytes, rows });
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      bytes += value.byteLength;
      onProgress?.({ bytes, rows });
    }
    const filename = filenameOf(
      response.headers.get('content-disposition'),
      `${definition.title}.xlsx`,
    );
    return {
      blob: new Blob(parts as BlobPart[], { type: response.headers.get('content-type') ?? '' }),
      filename,
      rows,
    };
  } catch (error) {
    throw toApiError(error, endpointId, signal);
  }
}
