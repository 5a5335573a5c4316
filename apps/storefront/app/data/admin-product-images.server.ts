import { encode, refusal, type AdminRawCaller, type ChangeRefusal } from './admin-product-api.server.ts';
import type { AdminSession } from './admin-session.server.ts';
import type { PageMessage } from './admin-product-views.ts';

/*
 * A product's pictures (issue 17): upload through POST /products/{code}/images (multipart field `file`),
 * order, main picture and alt texts through PATCH, and DELETE.
 */

export type ImageResult = { ok: true; message: PageMessage } | ChangeRefusal;

/** Each chosen file, in turn, as `POST /products/{code}/images` multipart field `file`. */
export async function uploadImages(raw: AdminRawCaller, code: string, form: FormData): Promise<ImageResult> {
  const files = form.getAll('file').filter((file): file is File => file instanceof File && file.size > 0);
  if (files.length === 0) {
    return {
      ok: false,
      stale: false,
      message: null,
      fieldErrors: { file: [{ key: 'adminProducts.images.chooseFile' }] },
    };
  }
  let uploaded = 0;
  for (const file of files) {
    const body = new FormData();
    body.append('file', file, file.name);
    try {
      await raw.send('POST', `/products/${encode(code)}/images`, body);
      uploaded += 1;
    } catch (error) {
      const refused = refusal(error);
      const reasons = [
        ...(refused.message ? [refused.message] : []),
        ...Object.values(refused.fieldErrors).flat(),
      ];
      const notUploaded: PageMessage = {
        key: 'adminProducts.images.fileRefused',
        values: { name: file.name, uploaded },
      };
      return { ...refused, message: null, fieldErrors: { file: [notUploaded, ...reasons] } };
    }
  }
  return { ok: true, message: { key: 'adminProducts.images.uploaded', values: { count: uploaded } } };
}

/** PATCH /products/{code}/images/{id}: move (position), make main, or the alt texts per locale. */
export async function changeImage(session: AdminSession, code: string, form: FormData): Promise<ImageResult> {
  const id = Number(form.get('imageId'));
  const intent = String(form.get('intent'));
  let body: { position?: number; main?: true; alt?: Record<string, string> };
  if (intent === 'image-main') body = { main: true };
  else if (intent === 'image-move') body = { position: Math.max(0, Number(form.get('position')) || 0) };
  else {
    const alt: Record<string, string> = {};
    for (const [key, value] of form.entries()) {
      const match = /^alt\.(\w{2})$/.exec(key);
      if (match?.[1]) alt[match[1]] = String(value).trim();
    }
    body = { alt };
  }
  try {
    await session.api.patch(`/products/${encode(code)}/images/${id}`, body);
    return { ok: true, message: { key: 'adminProducts.images.saved' } };
  } catch (error) {
    return refusal(error, (path) => `images.${id}.${path}`);
  }
}

export async function deleteImage(raw: AdminRawCaller, code: string, form: FormData): Promise<ImageResult> {
  const id = Number(form.get('imageId'));
  try {
    await raw.send('DELETE', `/products/${encode(code)}/images/${id}`);
    return { ok: true, message: { key: 'adminProducts.images.deleted' } };
  } catch (error) {
    return refusal(error);
  }
}
