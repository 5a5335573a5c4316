import { FILE_MISSING_MESSAGE, type Violation } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';

/** Upload limits of an import: the catalogue file and the ZIP of pictures (docs/adr/0044). */
export interface ImportUploadLimits {
  fileBytes: number;
  picturesBytes: number;
}

export const DEFAULT_IMPORT_LIMITS: ImportUploadLimits = {
  fileBytes: 200 * 1024 * 1024,
  picturesBytes: 500 * 1024 * 1024,
};

export interface ImportUpload {
  file: { name: string; bytes: Buffer } | null;
  pictures: { name: string; bytes: Buffer } | null;
  fields: Record<string, string>;
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * Reads an import's multipart body: `file` (the catalogue), optional `pictures` (a ZIP) and the text fields.
 * Every problem is a violation at its field (never a 500): no file, a file over its limit, extra files.
 */
export async function readImportUpload(
  request: FastifyRequest,
  limits: ImportUploadLimits,
): Promise<{ upload: ImportUpload; violations: Violation[] }> {
  const upload: ImportUpload = { file: null, pictures: null, fields: {} };
  const violations: Violation[] = [];
  if (!request.isMultipart()) {
    violations.push({ propertyPath: 'file', message: FILE_MISSING_MESSAGE, code: 'file_missing' });
    return { upload, violations };
  }
  const largest = Math.max(limits.fileBytes, limits.picturesBytes);
  try {
    const parts = request.parts({
      limits: { files: 2, fields: 10, fieldSize: 10_000, parts: 12, headerPairs: 100, fileSize: largest },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') upload.fields[part.fieldname] = part.value;
        continue;
      }
      const field = part.fieldname;
      if ((field !== 'file' && field !== 'pictures') || upload[field] !== null) {
        part.file.resume();
        violations.push({
          propertyPath: field,
          message: 'Upload one catalogue file (file) and at most one ZIP of pictures (pictures).',
          code: 'too_many_files',
        });
        continue;
      }
      const limit = field === 'file' ? limits.fileBytes : limits.picturesBytes;
      try {
        const bytes = await part.toBuffer();
        if (bytes.length > limit)
          throw Object.assign(new Error('too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
        // A form's file input left empty sends a part with no file name and no bytes: no file.
        if (bytes.length === 0 && !part.filename) continue;
        upload[field] = { name: part.filename || field, bytes };
      } catch (error) {
        if (errorCode(error) !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        violations.push({
          propertyPath: field,
          message: `The file is larger than ${megabytes(limit)}.`,
          code: 'file_too_large',
        });
      }
    }
  } catch (error) {
    const code = errorCode(error);
    if (!code?.startsWith('FST_')) throw error;
    violations.push({
      propertyPath: 'file',
      message:
        code === 'FST_REQ_FILE_TOO_LARGE'
          ? `The file is larger than ${megabytes(largest)}.`
          : FILE_MISSING_MESSAGE,
      code: 'invalid_upload',
    });
  }
  if (upload.file === null && !violations.some((violation) => violation.propertyPath === 'file')) {
    violations.push({ propertyPath: 'file', message: FILE_MISSING_MESSAGE, code: 'file_missing' });
  }
  return { upload, violations };
}
