import {
  MAX_IMAGE_BYTES,
  IMAGE_SIZE_MESSAGE,
  STALE_VERSION_MESSAGE,
  type AdminAttribute,
  type AdminOption,
  type AdminTaxon,
  type List,
  type ValidationError,
} from '@shop/contracts';
import type { ZodError } from 'zod';
import { adminApiUrl } from '~/lib/api/admin-client.ts';
import { ApiError, isApiError } from '~/lib/api/api-error.ts';
import {
  adminSignInRedirect,
  apiMessage,
  readAdminToken,
  requireAdminSession,
  type AdminRequestArgs,
  type AdminSession,
} from './admin-session.server.ts';
import {
  attributeInputFrom,
  attributePatchFrom,
  attributeValueInputFrom,
  optionInputFrom,
  schemaViolations,
  submittedValues,
  taxonInputFrom,
  taxonMoveFrom,
  taxonPatchFrom,
  text,
  toFormPaths,
  violationsByField,
  type TaxonomyFormResult,
} from './admin-taxonomy-forms.ts';
import type { ShopRequest } from './request-context.server.ts';

export type { TaxonomyFormResult } from './admin-taxonomy-forms.ts';

/**
 * The back office's categories, attributes (brands, badges) and options (issue 17) over the admin API:
 * `/taxons`, `/product-attributes[/{code}/values[/{valueCode}]]`, `/product-options`.
 */

/** The admin session plus the calls the JSON client has not got: DELETE and multipart uploads. */
export interface TaxonomySession extends AdminSession {
  send<T>(method: 'DELETE' | 'POST', path: string, body?: FormData): Promise<T>;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const body = await response.text();
  if (!body) return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

export function requireTaxonomySession(
  shop: ShopRequest,
  args: AdminRequestArgs,
  fetchImpl?: typeof fetch,
): TaxonomySession {
  const session = requireAdminSession(shop, args, fetchImpl);
  const token = readAdminToken(args.request) ?? '';
  async function send<T>(method: 'DELETE' | 'POST', path: string, body?: FormData): Promise<T> {
    const doFetch = fetchImpl ?? globalThis.fetch;
    const headers = new Headers({ Accept: 'application/json', Authorization: `Bearer ${token}` });
    let response: Response;
    try {
      response = await doFetch(adminApiUrl(shop.config.apiUrl, path), { method, headers, body });
    } catch (error) {
      throw new ApiError({ status: null, statusText: 'Network error', data: null, cause: error });
    }
    const data = await readBody(response);
    if (response.status === 401) throw adminSignInRedirect(shop, args, true);
    if (!response.ok) throw new ApiError({ status: response.status, statusText: response.statusText, data });
    return data as T;
  }
  return { ...session, send };
}

const id = (value: string | undefined) => encodeURIComponent(value ?? '');

/** The resource, or null when the API does not know it. */
async function orNull<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

function result(form: string, data: FormData, fields: Partial<TaxonomyFormResult>): TaxonomyFormResult {
  return {
    form,
    ok: false,
    errors: {},
    message: null,
    stale: false,
    values: submittedValues(data),
    ...fields,
  };
}

/**
 * A change the API may refuse: 422 comes back per field, 409 as stale (or the API's own text for other
 * conflicts, such as a refused delete), 404/400/413/415/429 as the API's text; anything else fails the page.
 */
async function change(
  form: string,
  data: FormData,
  call: () => Promise<unknown>,
  mapPaths: (errors: Record<string, string>) => Record<string, string> = (errors) => errors,
): Promise<TaxonomyFormResult> {
  try {
    await call();
    return result(form, data, { ok: true, values: {} });
  } catch (error) {
    if (!isApiError(error) || error.status === null) throw error;
    const body = (error.data ?? {}) as Partial<ValidationError> & { message?: unknown };
    if (error.status === 422 && Array.isArray(body.violations)) {
      const { errors, message } = violationsByField(body.violations);
      return result(form, data, { errors: mapPaths(errors), message });
    }
    if (error.status === 409) {
      const message = apiMessage(error);
      const stale = !message || message === STALE_VERSION_MESSAGE;
      return result(form, data, { stale, message: message ?? STALE_VERSION_MESSAGE });
    }
    if ([400, 404, 413, 415, 429].includes(error.status)) {
      return result(form, data, { message: apiMessage(error) ?? '' });
    }
    throw error;
  }
}

/** Checks a body against the contract before sending it: the same violations the API would answer. */
async function checked<T>(
  form: string,
  data: FormData,
  parsed: { success: true; data: T } | { success: false; error: ZodError },
  call: (body: T) => Promise<unknown>,
  mapPaths?: (errors: Record<string, string>) => Record<string, string>,
): Promise<TaxonomyFormResult> {
  if (!parsed.success) {
    const { errors, message } = violationsByField(schemaViolations(parsed.error));
    return result(form, data, { errors: mapPaths ? mapPaths(errors) : errors, message });
  }
  return change(form, data, () => call(parsed.data), mapPaths);
}

/** The pictures API's text for a missing file (the images branch adds it to the contract as FILE_MISSING_MESSAGE). */
export const FILE_MISSING_MESSAGE = 'Choose a file to upload.';

/** A picture from a multipart form, forwarded as the API's `file` field; refused here when plainly wrong. */
async function upload(session: TaxonomySession, form: string, data: FormData, path: string) {
  const file = data.get('file');
  if (!(file instanceof File) || file.size === 0) {
    return result(form, data, { errors: { file: FILE_MISSING_MESSAGE } });
  }
  if (file.size > MAX_IMAGE_BYTES) return result(form, data, { errors: { file: IMAGE_SIZE_MESSAGE } });
  const body = new FormData();
  body.set('file', file, file.name);
  return change(form, data, () => session.send('POST', path, body));
}

// --- Categories ---

export function loadTaxonTree(session: AdminSession): Promise<AdminTaxon[]> {
  return session.api
    .get<AdminTaxon[] | List<AdminTaxon>>('/taxons')
    .then((answer) => (Array.isArray(answer) ? answer : answer.data));
}

export function loadTaxon(session: AdminSession, code: string | undefined): Promise<AdminTaxon | null> {
  return orNull(() => session.api.get<AdminTaxon>(`/taxons/${id(code)}`));
}

export async function createTaxon(session: TaxonomySession, data: FormData) {
  const answer = await checked('create', data, taxonInputFrom(data), (body) =>
    session.api.post<AdminTaxon>('/taxons', body),
  );
  return { ...answer, code: answer.ok ? text(data, 'code') : null };
}

/** Every form of a category's page: save, move, delete, picture upload and removal (`intent`). */
export function changeTaxon(session: TaxonomySession, code: string | undefined, data: FormData) {
  const path = `/taxons/${id(code)}`;
  switch (data.get('intent')) {
    case 'save':
      return checked('save', data, taxonPatchFrom(data), (body) => session.api.patch(path, body));
    case 'move':
      return checked('move', data, taxonMoveFrom(data), (body) => session.api.patch(path, body));
    case 'delete':
      return change('delete', data, () => session.send('DELETE', path));
    case 'upload-image':
      return upload(session, 'image', data, `${path}/image`);
    case 'remove-image':
      return change('image', data, () => session.send('DELETE', `${path}/image`));
    default:
      return Promise.resolve(result('unknown', data, { message: '' }));
  }
}

// --- Attributes ---

export function loadAttributes(session: AdminSession): Promise<List<AdminAttribute>> {
  return session.api.get<List<AdminAttribute>>('/product-attributes', { page: 1, itemsPerPage: 100 });
}

export function loadAttribute(session: AdminSession, code: string | undefined) {
  return orNull(() => session.api.get<AdminAttribute>(`/product-attributes/${id(code)}`));
}

export async function createAttribute(session: TaxonomySession, data: FormData) {
  const answer = await checked('create', data, attributeInputFrom(data), (body) =>
    session.api.post<AdminAttribute>('/product-attributes', body),
  );
  return { ...answer, code: answer.ok ? text(data, 'code') : null };
}

/**
 * Every form of an attribute's page (`intent`): the attribute itself, a new value, and per value
 * (`valueCode`) its texts and badge, its deletion, and its picture (a brand's logo).
 */
export function changeAttribute(session: TaxonomySession, code: string | undefined, data: FormData) {
  const path = `/product-attributes/${id(code)}`;
  const valueCode = text(data, 'valueCode');
  const valuePath = `${path}/values/${id(valueCode)}`;
  const valueForm = `value:${valueCode}`;
  switch (data.get('intent')) {
    case 'save':
      return checked('attribute', data, attributePatchFrom(data), (body) => session.api.patch(path, body));
    case 'add-value':
      return checked('new-value', data, attributeValueInputFrom(data), (body) =>
        session.api.post(`${path}/values`, body),
      );
    case 'save-value': {
      const parsed = attributeValueInputFrom(data);
      return checked(valueForm, data, parsed, ({ code: _code, ...body }) =>
        session.api.patch(valuePath, body),
      );
    }
    case 'delete-value':
      return change(`delete-value:${valueCode}`, data, () => session.send('DELETE', valuePath));
    case 'upload-image':
      return upload(session, `image:${valueCode}`, data, `${valuePath}/image`);
    case 'remove-image':
      return change(`image:${valueCode}`, data, () => session.send('DELETE', `${valuePath}/image`));
    default:
      return Promise.resolve(result('unknown', data, { message: '' }));
  }
}

// --- Options ---

export function loadOptions(session: AdminSession): Promise<List<AdminOption>> {
  return session.api.get<List<AdminOption>>('/product-options', { page: 1, itemsPerPage: 100 });
}

export function loadOption(session: AdminSession, code: string | undefined) {
  return orNull(() => session.api.get<AdminOption>(`/product-options/${id(code)}`));
}

export async function createOption(session: TaxonomySession, data: FormData) {
  const { parsed, rows } = optionInputFrom(data, true);
  const answer = await checked(
    'create',
    data,
    parsed,
    (body) => session.api.post<AdminOption>('/product-options', body),
    (errors) => toFormPaths(errors, rows),
  );
  return { ...answer, code: answer.ok ? text(data, 'code') : null };
}

/** An option's names and its whole list of values (added, changed, reordered, removed), or its deletion. */
export function changeOption(session: TaxonomySession, code: string | undefined, data: FormData) {
  const path = `/product-options/${id(code)}`;
  if (data.get('intent') === 'delete') return change('delete', data, () => session.send('DELETE', path));
  const { parsed, rows } = optionInputFrom(data, false);
  return checked(
    'option',
    data,
    parsed,
    (body) => session.api.patch(path, body),
    (errors) => toFormPaths(errors, rows),
  );
}
