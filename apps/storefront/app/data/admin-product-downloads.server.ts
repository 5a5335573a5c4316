import { encode, refusal, type AdminRawCaller, type ChangeRefusal } from './admin-product-api.server.ts';
import type { FieldErrors, PageMessage } from './admin-product-views.ts';

/*
 * A product's downloads (PDF manuals, certificates; issue 17 follow-up): upload through
 * POST /products/{code}/downloads (multipart: `file`, `name`, `locale`) and DELETE /products/{code}/downloads/{id}.
 * Their fields' problems are named `downloads.file`, `downloads.name`, `downloads.locale` on the page.
 */

export type DownloadResult = { ok: true; message: PageMessage } | ChangeRefusal;

const downloadPath = (propertyPath: string) => `downloads.${propertyPath || 'file'}`;

/** The chosen PDF with its link text and language, checked for what the page can tell before sending. */
export async function uploadDownload(
  raw: AdminRawCaller,
  code: string,
  form: FormData,
): Promise<DownloadResult> {
  const file = form.get('file');
  const name = String(form.get('name') ?? '').trim();
  const locale = String(form.get('locale') ?? '').trim();
  const errors: FieldErrors = {};
  if (!(file instanceof File) || file.size === 0) {
    errors['downloads.file'] = [{ key: 'adminProducts.downloads.chooseFile' }];
  }
  if (!name) errors['downloads.name'] = [{ key: 'adminProducts.errors.blank' }];
  if (Object.keys(errors).length > 0 || !(file instanceof File)) {
    return { ok: false, stale: false, message: null, fieldErrors: errors };
  }
  const body = new FormData();
  body.set('name', name);
  body.set('locale', locale);
  body.append('file', file, file.name);
  try {
    await raw.send('POST', `/products/${encode(code)}/downloads`, body);
    return { ok: true, message: { key: 'adminProducts.downloads.uploaded', values: { name } } };
  } catch (error) {
    const refused = refusal(error, downloadPath);
    if (
      refused.message &&
      'key' in refused.message &&
      refused.message.key === 'adminProducts.errors.imageSize'
    ) {
      // Too large for the way in (413): the download's own limit, said at its field.
      return {
        ...refused,
        message: null,
        fieldErrors: { 'downloads.file': [{ key: 'adminProducts.errors.downloadSize' }] },
      };
    }
    return refused;
  }
}

export async function deleteDownload(
  raw: AdminRawCaller,
  code: string,
  form: FormData,
): Promise<DownloadResult> {
  const id = Number(form.get('downloadId'));
  try {
    await raw.send(
      'DELETE',
      `/products/${encode(code)}/downloads/${Number.isInteger(id) && id > 0 ? id : 0}`,
    );
    return { ok: true, message: { key: 'adminProducts.downloads.deleted' } };
  } catch (error) {
    return refusal(error);
  }
}
