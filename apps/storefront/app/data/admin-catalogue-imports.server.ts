import {
  catalogueFormatSchema,
  missingProductActionSchema,
  type AdminAttribute,
  type AdminCatalogueImport,
  type AdminCatalogueImportPatch,
  type List,
  type ShopifyMapping,
} from '@shop/contracts';
import type { LocaleCode } from '@shop/locale';
import { redirect } from 'react-router';
import { ApiError, isApiError } from '~/lib/api/api-error.ts';
import { adminApiUrl } from '~/lib/api/admin-client.ts';
import type { Query } from '~/lib/api/client.ts';
import { orNull } from './admin-product-api.server.ts';
import { pageMessage, violationErrors } from './admin-product-messages.server.ts';
import { loadAttributes, loadTaxonChoices, productFilters } from './admin-products.server.ts';
import {
  adminSignInRedirect,
  readAdminToken,
  type AdminRequestArgs,
  type AdminSession,
} from './admin-session.server.ts';
import { postStream } from './admin-upload-stream.server.ts';
import { ADMIN_ITEMS_PER_PAGE } from './admin-views.ts';
import {
  mappingField,
  tagChoice,
  type ImportActionResult,
  type MappingChoices,
} from './admin-catalogue-import-views.ts';
import type { ShopRequest } from './request-context.server.ts';
import { forwardDownload } from './admin-download.server.ts';

/*
 * The back office's catalogue import and export (issue 20) over the admin API
 * (packages/contracts/src/admin-catalogue-exchange.ts): the list of imports, one import with its check,
 * mapping and apply, the upload (streamed through, never held in memory), and the two downloads (an
 * import's report, an export of the products list), streamed from the API with their file names.
 */

const IMPORTS = '/catalogue-imports';

// --- Reading ---

export function importsPage(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1;
}

export function loadImports(session: AdminSession, url: URL): Promise<List<AdminCatalogueImport>> {
  return session.api.get<List<AdminCatalogueImport>>(IMPORTS, {
    page: importsPage(url),
    itemsPerPage: ADMIN_ITEMS_PER_PAGE,
  });
}

/** The import's id from the address: a positive integer, else null (the page is a 404). */
export function importId(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,14}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

export function loadImport(session: AdminSession, id: number): Promise<AdminCatalogueImport | null> {
  return orNull(() => session.api.get<AdminCatalogueImport>(`${IMPORTS}/${id}`));
}

function attributeName(attribute: AdminAttribute, locale: LocaleCode): string {
  return (
    attribute.translations[locale]?.name || Object.values(attribute.translations)[0]?.name || attribute.code
  );
}

/** What a Shopify mapping can point at: the categories, and the attributes with their values. */
export async function loadMappingChoices(session: AdminSession, locale: LocaleCode): Promise<MappingChoices> {
  const [taxons, attributes] = await Promise.all([
    loadTaxonChoices(session, locale),
    loadAttributes(session),
  ]);
  return {
    taxons: taxons.map(({ code, label }) => ({ code, label })),
    attributes: attributes.map((attribute) => ({
      code: attribute.code,
      name: attributeName(attribute, locale),
      values: attribute.values.map((value) => {
        const text = value.translations[locale] ?? Object.values(value.translations)[0];
        return { code: value.code, name: text?.value || text?.name || value.code };
      }),
    })),
  };
}

// --- Calls the JSON client does not make: the streamed upload and the downloads ---

/** The administrator's token for a raw call, or to sign in. */
function tokenOf(shop: ShopRequest, args: AdminRequestArgs): string {
  const token = readAdminToken(args.request);
  if (!token) throw adminSignInRedirect(shop, args, false);
  return token;
}

async function send(
  shop: ShopRequest,
  args: AdminRequestArgs,
  path: string,
  init: RequestInit,
  query?: Query,
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${tokenOf(shop, args)}`);
  let response: Response;
  try {
    response = await globalThis.fetch(adminApiUrl(shop.config.apiUrl, path, query), { ...init, headers });
  } catch (error) {
    throw new ApiError({ status: null, statusText: 'Network error', data: null, cause: error });
  }
  if (response.status === 401) throw adminSignInRedirect(shop, args, true);
  return response;
}

async function failure(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: the text as it came.
  }
  return new ApiError({ status: response.status, statusText: response.statusText, data });
}

/** A refusal the import screens show: field errors for 422, the API's text for 400/404/409. */
export function importRefusal(error: unknown, path?: (propertyPath: string) => string): ImportActionResult {
  if (!isApiError(error) || error.status === null || ![400, 404, 409, 413, 422].includes(error.status)) {
    throw error;
  }
  if (error.status === 413) {
    return { ok: false, message: null, fieldErrors: { file: [{ key: 'adminImports.errors.tooLarge' }] } };
  }
  if (error.status === 422) {
    const fieldErrors = violationErrors(error.data, path);
    const general = fieldErrors[''] ?? [];
    delete fieldErrors[''];
    return { ok: false, message: general[0] ?? null, fieldErrors };
  }
  const text = (error.data as { message?: unknown } | null)?.message;
  return {
    ok: false,
    message: typeof text === 'string' && text ? pageMessage(text) : { key: 'adminImports.errors.failed' },
    fieldErrors: {},
  };
}

/**
 * A new import: the browser's multipart body (`format`, `locale`, `missing`, `file`, `pictures`) goes to
 * `POST /catalogue-imports` as it arrives, piped (postStream), so a 200 MB file never sits in the
 * storefront's memory (the product pictures' upload reads the form whole; fine for a 10 MB picture, not for
 * a catalogue). Nothing is parsed or re-encoded on the way: the content type with its boundary goes along. The
 * API checks every field and answers all its violations at once; the page shows them at their fields.
 * Success is the import's page, where its check runs.
 */
export async function startImport(
  shop: ShopRequest,
  args: AdminRequestArgs,
  importPath: (id: number) => string,
): Promise<Exclude<ImportActionResult, { ok: true }>> {
  const { request } = args;
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(type) || !request.body) {
    return { ok: false, message: null, fieldErrors: { file: [{ key: 'adminImports.errors.chooseFile' }] } };
  }
  const token = tokenOf(shop, args);
  let response: Response;
  try {
    response = await postStream(
      adminApiUrl(shop.config.apiUrl, IMPORTS),
      { Accept: 'application/json', Authorization: `Bearer ${token}`, 'Content-Type': type },
      request.body,
      request.signal,
    );
  } catch (error) {
    // The browser went away: nothing to answer. Otherwise the API closed the connection while the file
    // was still arriving (a restart, a proxy's limit): the page says so.
    if (request.signal.aborted) throw error;
    console.error(`Catalogue import upload failed: ${error instanceof Error ? error.message : error}`);
    return { ok: false, message: { key: 'adminImports.errors.uploadFailed' }, fieldErrors: {} };
  }
  if (response.status === 401) throw adminSignInRedirect(shop, args, true);
  if (!response.ok)
    return importRefusal(await failure(response)) as Exclude<ImportActionResult, { ok: true }>;
  const created = (await response.json()) as AdminCatalogueImport;
  throw redirect(importPath(created.id));
}

/** A file from the admin API streamed on to the browser with its name; null when the API refused it. */
async function streamDownload(
  shop: ShopRequest,
  args: AdminRequestArgs,
  path: string,
  query?: Query,
): Promise<Response | null> {
  let answer: Response;
  try {
    answer = await send(shop, args, path, { method: 'GET', signal: args.request.signal }, query);
  } catch (error) {
    if (isApiError(error)) {
      console.error(`Back office download ${path} failed: ${error.message}`);
      return null;
    }
    throw error;
  }
  if (!answer.ok || !answer.body) {
    console.error(`Back office download ${path} refused: ${(await failure(answer)).message}`);
    return null;
  }
  return forwardDownload(answer);
}

/** `GET /catalogue-imports/{id}/report`; refused or failed, back to the import saying so. */
export async function downloadImportReport(
  shop: ShopRequest,
  args: AdminRequestArgs,
  id: string | undefined,
  importPath: string,
): Promise<Response> {
  const number = importId(id);
  if (number === null) throw new Response('Not Found', { status: 404 });
  const file = await streamDownload(shop, args, `${IMPORTS}/${number}/report`);
  if (!file) throw redirect(`${importPath}?reportFailed=1`);
  return file;
}

/**
 * The export query: the format, and the products list's filters from this address exactly as the list
 * reads them (search, category, brand, on/off, stock), in the page's language for name searches.
 */
export function exportQuery(url: URL, locale: LocaleCode): Query | null {
  const format = catalogueFormatSchema.safeParse(url.searchParams.get('format'));
  if (!format.success) return null;
  const filters = productFilters(url);
  return {
    format: format.data,
    search: filters.search || undefined,
    taxon: filters.taxon || undefined,
    brand: filters.brand || undefined,
    enabled: filters.enabled || undefined,
    stock: filters.stock || undefined,
    locale,
  };
}

/** `GET /catalogue-exports?format=…&filters`, streamed; refused or failed, back to the list saying so. */
export async function downloadExport(
  shop: ShopRequest,
  args: AdminRequestArgs,
  listPath: string,
): Promise<Response> {
  const query = exportQuery(args.url, shop.locale);
  const back = new URLSearchParams(args.url.search);
  back.delete('format');
  back.set('exportFailed', '1');
  if (!query) throw redirect(`${listPath}?${back}`);
  const file = await streamDownload(shop, args, '/catalogue-exports', query);
  if (!file) throw redirect(`${listPath}?${back}`);
  return file;
}

// --- Check again and apply ---

/** The mapping form as the API's mapping: each Type's category, each Tag's category or value, Vendor. */
export function mappingFromForm(form: FormData): ShopifyMapping {
  const mapping: ShopifyMapping = { types: {}, tags: {}, vendorAttribute: null };
  for (let index = 0; form.has(mappingField.typeName(index)); index += 1) {
    const name = String(form.get(mappingField.typeName(index)));
    const taxon = String(form.get(mappingField.typeTaxon(index)) ?? '').trim();
    mapping.types[name] = { taxon: taxon || null };
  }
  for (let index = 0; form.has(mappingField.tagName(index)); index += 1) {
    const name = String(form.get(mappingField.tagName(index)));
    mapping.tags[name] = tagChoice(String(form.get(mappingField.tagTarget(index)) ?? ''));
  }
  const vendor = String(form.get(mappingField.vendor) ?? '').trim();
  mapping.vendorAttribute = vendor || null;
  return mapping;
}

/** The API's `mapping.types.<name>…` and `mapping.tags.<name>…` paths as the form's row fields. */
export function mappingErrorPath(mapping: ShopifyMapping) {
  const types = Object.keys(mapping.types);
  const tags = Object.keys(mapping.tags);
  const rowOf = (rest: string, names: string[]) =>
    names.findIndex((name) =>
      [`${name}`, `["${name}"]`, `[${JSON.stringify(name)}]`].some(
        (form) => rest === form || rest.startsWith(`${form}.`) || rest.startsWith(`${form}[`),
      ),
    );
  return (path: string): string => {
    if (path.startsWith('mapping.types')) {
      const rest = path.slice('mapping.types'.length).replace(/^\./, '');
      const row = rowOf(rest, types);
      return row >= 0 ? mappingField.typeTaxon(row) : path;
    }
    if (path.startsWith('mapping.tags')) {
      const rest = path.slice('mapping.tags'.length).replace(/^\./, '');
      const row = rowOf(rest, tags);
      return row >= 0 ? mappingField.tagTarget(row) : path;
    }
    if (path === 'mapping.vendorAttribute') return mappingField.vendor;
    return path;
  };
}

/** `PATCH /catalogue-imports/{id}`: checked again with the form's mapping (Shopify) and `missing`. */
export async function recheckImport(
  session: AdminSession,
  id: number,
  form: FormData,
): Promise<ImportActionResult> {
  const body: AdminCatalogueImportPatch = {};
  const missing = missingProductActionSchema.safeParse(form.get(mappingField.missing));
  if (missing.success) body.missing = missing.data;
  const withMapping = form.get('format') === 'shopify-csv';
  if (withMapping) body.mapping = mappingFromForm(form);
  try {
    await session.api.patch(`${IMPORTS}/${id}`, body);
    return { ok: true, message: { key: 'adminImports.detail.rechecking' } };
  } catch (error) {
    return importRefusal(error, body.mapping ? mappingErrorPath(body.mapping) : undefined);
  }
}

/** `POST /catalogue-imports/{id}/apply`: 409 when it is not (or no longer) checked, said in words. */
export async function applyImport(session: AdminSession, id: number): Promise<ImportActionResult> {
  try {
    await session.api.post(`${IMPORTS}/${id}/apply`);
    return { ok: true, message: { key: 'adminImports.detail.applying' } };
  } catch (error) {
    if (isApiError(error) && error.status === 409) {
      return { ok: false, message: { key: 'adminImports.errors.notChecked' }, fieldErrors: {} };
    }
    return importRefusal(error);
  }
}
