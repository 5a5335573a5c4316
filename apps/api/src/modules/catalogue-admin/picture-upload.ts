import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, MAX_IMAGE_BYTES } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { ViolationError } from '../../http/http-error.ts';
import { inspectUploadedPicture } from '../images/uploaded-picture.ts';
import { contentKey, type MediaStorage } from '../media-storage/index.ts';
import { readMultipartUpload } from './multipart-upload.ts';

/**
 * Reads the picture of a multipart request (field `file`), checks that it decodes as JPEG, PNG or WebP
 * of at most 10 MB, and stores it under a new key named after its content in `folder`. Any problem is a
 * 422 with a violation at `file`.
 */
export async function storeUploadedPicture(
  request: FastifyRequest,
  storage: MediaStorage,
  folder: string,
): Promise<{ key: string; put: () => Promise<void>; width: number; height: number }> {
  const { upload, violations } = await readMultipartUpload(request, MAX_IMAGE_BYTES);
  if (upload.tooLarge) {
    violations.push({ propertyPath: 'file', message: IMAGE_SIZE_MESSAGE, code: 'file_too_large' });
  }
  const picture = upload.file ? await inspectUploadedPicture(upload.file) : null;
  if (upload.file && !picture) {
    violations.push({ propertyPath: 'file', message: IMAGE_TYPE_MESSAGE, code: 'invalid_image' });
  }
  if (violations.length > 0 || !upload.file || !picture) throw new ViolationError(violations);
  const bytes = upload.file;
  const key = contentKey(folder, bytes, picture.extension);
  const put = () => storage.put(key, bytes, picture.contentType);
  await put();
  return { key, put, width: picture.width, height: picture.height };
}

/**
 * Makes sure a just-saved row's file exists: a removal that ran between the upload and its commit (the
 * same bytes, shared by content key, removed elsewhere) may have taken it away.
 */
export async function ensureStored(
  storage: MediaStorage,
  upload: { key: string; put: () => Promise<void> },
): Promise<void> {
  if (!(await storage.stat(upload.key))) await upload.put();
}

/** Removes a file no row uses any more; `stillUsed` looks in every table that may point at it. */
export async function removeUnusedFile(
  storage: MediaStorage,
  path: string | null,
  stillUsed: (path: string) => Promise<boolean>,
): Promise<void> {
  if (path && !(await stillUsed(path))) await storage.delete(path);
}
