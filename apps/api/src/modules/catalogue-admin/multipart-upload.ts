import { FILE_MISSING_MESSAGE, type Violation } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';

/** One uploaded file and the text fields beside it, read from a multipart/form-data request. */
export interface MultipartUpload {
  /** The `file` part's bytes; null when there was none (or it was too large: see `tooLarge`). */
  file: Buffer | null;
  /** The file was larger than the limit (its bytes were not kept). */
  tooLarge: boolean;
  fields: Record<string, string>;
}

/** Busboy's limits for the upload routes; `fileSize` is set per route. */
export const UPLOAD_LIMITS = { files: 1, fields: 10, fieldSize: 1_000, parts: 12, headerPairs: 100 } as const;

export const ONE_FILE_MESSAGE = 'Upload one file at a time.';

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

/**
 * Reads the request's multipart body: the file part named `file` (at most `maxBytes`, kept in memory)
 * and the text fields. A request that is not multipart, has no file, or breaks a limit gives a
 * violation at `file` (the caller adds its own and answers them all at once), never a 500.
 */
export async function readMultipartUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ upload: MultipartUpload; violations: Violation[] }> {
  const upload: MultipartUpload = { file: null, tooLarge: false, fields: {} };
  const violations: Violation[] = [];
  if (!request.isMultipart()) {
    violations.push({ propertyPath: 'file', message: FILE_MISSING_MESSAGE, code: 'file_missing' });
    return { upload, violations };
  }
  try {
    for await (const part of request.parts({ limits: { ...UPLOAD_LIMITS, fileSize: maxBytes } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') upload.fields[part.fieldname] = part.value;
      } else if (part.fieldname === 'file' && upload.file === null) {
        try {
          upload.file = await part.toBuffer();
        } catch (error) {
          if (errorCode(error) !== 'FST_REQ_FILE_TOO_LARGE') throw error;
          upload.tooLarge = true;
        }
      } else {
        part.file.resume(); // Another file part: skipped, its bytes are not kept.
        violations.push({ propertyPath: 'file', message: ONE_FILE_MESSAGE, code: 'too_many_files' });
      }
    }
  } catch (error) {
    const code = errorCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') upload.tooLarge = true;
    else if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      violations.push({ propertyPath: 'file', message: ONE_FILE_MESSAGE, code: 'too_many_parts' });
    } else if (code?.startsWith('FST_')) {
      violations.push({ propertyPath: 'file', message: FILE_MISSING_MESSAGE, code: 'file_missing' });
    } else {
      throw error;
    }
  }
  if (upload.file === null && !upload.tooLarge && violations.length === 0) {
    violations.push({ propertyPath: 'file', message: FILE_MISSING_MESSAGE, code: 'file_missing' });
  }
  return { upload, violations };
}
