import type {
  AdminAttribute,
  AdminOption,
  AdminProduct,
  AdminProductSummary,
  AdminTaxon,
  List,
  ProductDetail,
} from '@shop/contracts';
import type { LocaleCode } from '@shop/locale';
import { isApiError } from '~/lib/api/api-error.ts';
import type { Query } from '~/lib/api/client.ts';
import { productPathMatch } from '~/routing/path-match.ts';
import { routePath } from '~/routing/route-path.ts';
import type { AdminSession } from './admin-session.server.ts';
import { ADMIN_ITEMS_PER_PAGE } from './admin-views.ts';
import {
  productBody,
  productPatch,
  stockForWarehouses,
  valuesFromForm,
  variantChanges,
} from './admin-product-form.server.ts';
import { bundlePartPath, mergeErrors } from './admin-product-messages.server.ts';
import {
  BULK_ACTIONS,
  DEFAULT_PRODUCT_SORT,
  ENABLED_FILTERS,
  flattenTaxons,
  PRODUCT_SORTS,
  STOCK_FILTERS,
  type EditorValues,
  type FieldErrors,
  type PageMessage,
  type ProductFilters,
  type TaxonChoice,
} from './admin-product-views.ts';
import type { ShopRequest } from './request-context.server.ts';
import {
  encode,
  orNull,
  refusal,
  type AdminRawCaller,
  type ChangeRefusal,
} from './admin-product-api.server.ts';

export { adminRawCaller } from './admin-product-api.server.ts';
export { changeImage, deleteImage, uploadImages } from './admin-product-images.server.ts';
export { deleteDownload, uploadDownload } from './admin-product-downloads.server.ts';
export { deleteVariant } from './admin-product-variants.server.ts';

/*
 * The back office's products screens (issue 17) over the admin catalogue API
 * (packages/contracts/src/admin-catalogue.ts): the list with its filters and bulk actions, and the editor.
 */

// --- Choices for pickers and filters ---

export interface CatalogueChoices {
  taxons: TaxonChoice[];
  attributes: AdminAttribute[];
  options: AdminOption[];
  /** Where a product can be sold and its stock counted (the editor's checkboxes). */
  salesChannels: Choice[];
  stockWarehouses: Choice[];
}

/** A code with the name the back office shows for it. */
export interface Choice {
  code: string;
  name: string;
}

export function loadChannelChoices(session: AdminSession): Promise<Choice[]> {
  return session.api
    .get<List<Choice>>('/channels')
    .then((answer) => answer.data.map(({ code, name }) => ({ code, name })));
}

export function loadWarehouseChoices(session: AdminSession): Promise<Choice[]> {
  return session.api
    .get<List<Choice>>('/warehouses')
    .then((answer) => answer.data.map(({ code, name }) => ({ code, name })));
}

/** GET /taxons answers the tree; accept it bare or as a list. */
function treeOf(answer: AdminTaxon[] | { data: AdminTaxon[] }): AdminTaxon[] {
  return Array.isArray(answer) ? answer : (answer.data ?? []);
}

export async function loadTaxonChoices(session: AdminSession, locale: LocaleCode): Promise<TaxonChoice[]> {
  const tree = await session.api.get<AdminTaxon[] | { data: AdminTaxon[] }>('/taxons');
  return flattenTaxons(treeOf(tree), locale);
}

export function loadAttributes(session: AdminSession): Promise<AdminAttribute[]> {
  return session.api
    .get<List<AdminAttribute>>('/product-attributes', { page: 1, itemsPerPage: 100 })
    .then((answer) => answer.data);
}

export function loadOptions(session: AdminSession): Promise<AdminOption[]> {
  return session.api
    .get<List<AdminOption>>('/product-options', { page: 1, itemsPerPage: 100 })
    .then((answer) => answer.data);
}

export async function loadChoices(session: AdminSession, locale: LocaleCode): Promise<CatalogueChoices> {
  const [taxons, attributes, options, salesChannels, stockWarehouses] = await Promise.all([
    loadTaxonChoices(session, locale),
    loadAttributes(session),
    loadOptions(session),
    loadChannelChoices(session),
    loadWarehouseChoices(session),
  ]);
  return { taxons, attributes, options, salesChannels, stockWarehouses };
}

// --- The products list ---

export type { ProductFilters };

const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** The list's filters from the page's URL (unknown values are ignored, not passed on). */
export function productFilters(url: URL): ProductFilters {
  const params = url.searchParams;
  const code = (name: string) => {
    const value = params.get(name)?.trim() ?? '';
    return CODE_PATTERN.test(value) ? value : '';
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[]): T | '' =>
    allowed.find((value) => value === params.get(name)) ?? '';
  const page = Number(params.get('page'));
  return {
    search: params.get('search')?.trim().slice(0, 100) ?? '',
    taxon: code('taxon'),
    brand: code('brand'),
    enabled: oneOf('enabled', ENABLED_FILTERS),
    stock: oneOf('stock', STOCK_FILTERS),
    sort: oneOf('sort', PRODUCT_SORTS) || DEFAULT_PRODUCT_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

/** The API query of the list: `search`, `taxon`, `brand`, `enabled`, `stock`, `order[field]=dir`, paging. */
export function productsQuery(filters: ProductFilters, locale: LocaleCode): Query {
  const [field, direction] = filters.sort.split('-') as [string, string];
  return {
    search: filters.search || undefined,
    taxon: filters.taxon || undefined,
    brand: filters.brand || undefined,
    enabled: filters.enabled || undefined,
    stock: filters.stock || undefined,
    [`order[${field}]`]: direction,
    locale,
    page: filters.page,
    itemsPerPage: ADMIN_ITEMS_PER_PAGE,
  };
}

/** Brands for the filter: the values of the `brand` attribute. */
function brandsOf(attributes: readonly AdminAttribute[], locale: LocaleCode) {
  const brand = attributes.find((attribute) => attribute.code === 'brand');
  return (brand?.values ?? []).map((value) => ({
    code: value.code,
    label: value.translations[locale]?.value || value.translations[locale]?.name || value.code,
  }));
}

export async function loadProductsList(session: AdminSession, url: URL, locale: LocaleCode) {
  const filters = productFilters(url);
  const [products, taxons, attributes] = await Promise.all([
    session.api.get<List<AdminProductSummary>>('/products', productsQuery(filters, locale)),
    loadTaxonChoices(session, locale),
    loadAttributes(session),
  ]);
  return { filters, products, taxons, brands: brandsOf(attributes, locale) };
}

// --- Bulk actions ---

export interface BulkPreview {
  percent: number;
  channel: string;
  codes: string[];
  prices: { product: string; variant: string; before: number; after: number }[];
}

export type BulkResult =
  | { ok: true; kind: 'preview'; preview: BulkPreview }
  | { ok: true; kind: 'done'; action: string; changed: number }
  | (ChangeRefusal & { kind: 'refused' });

/**
 * One action over the selected rows (POST /products/bulk). Price changes are asked first with
 * `preview: true` (intent `preview`), and applied with the same codes, percentage and channel (`apply`).
 */
export async function runBulkAction(session: AdminSession, form: FormData): Promise<BulkResult> {
  const codes = [...new Set(form.getAll('codes').map(String).filter(Boolean))];
  const type = BULK_ACTIONS.find((action) => action === form.get('bulkAction'));
  const errors: FieldErrors = {};
  if (codes.length === 0) errors.codes = [{ key: 'adminProducts.bulk.noneSelected' }];
  if (!type) errors.bulkAction = [{ key: 'adminProducts.bulk.chooseAction' }];
  const taxon = String(form.get('taxon') ?? '').trim();
  const channel = String(form.get('channel') ?? '').trim();
  const percentText = String(form.get('percent') ?? '')
    .trim()
    .replace(',', '.');
  const percent = Number(percentText);
  if (type === 'moveToTaxon' && !taxon) errors.taxon = [{ key: 'adminProducts.bulk.chooseTaxon' }];
  if (type === 'changePrices') {
    if (!percentText || !Number.isFinite(percent) || percent < -90 || percent > 500 || percent === 0) {
      errors.percent = [{ key: 'adminProducts.bulk.percentRange' }];
    }
    if (!channel) errors.channel = [{ key: 'adminProducts.bulk.chooseChannel' }];
  }
  if (Object.keys(errors).length > 0 || !type) {
    return { ok: false, kind: 'refused', stale: false, message: null, fieldErrors: errors };
  }
  const action =
    type === 'moveToTaxon'
      ? { type, taxon }
      : type === 'changePrices'
        ? { type, percent, channel }
        : { type };
  const preview = type === 'changePrices' && form.get('intent') !== 'apply';
  try {
    const answer = await session.api.post<{ changed: number; prices: BulkPreview['prices'] }>(
      '/products/bulk',
      { codes, action, preview },
    );
    if (preview)
      return { ok: true, kind: 'preview', preview: { percent, channel, codes, prices: answer.prices } };
    return { ok: true, kind: 'done', action: type, changed: answer.changed };
  } catch (error) {
    return { ...refusal(error), kind: 'refused' };
  }
}

// --- The editor ---

/**
 * The product's page in the shop (this storefront's channel, the page's language) and its shop id, or null
 * when shoppers cannot see it (disabled, not in this channel). The admin product has no numeric id, which
 * the classic product URLs need, so the shop API is asked for the product by its code.
 */
export async function shopProduct(
  shop: ShopRequest,
  code: string,
): Promise<{ path: string; id: number } | null> {
  try {
    const product = await shop.api.get<ProductDetail>(`/products/${encode(code)}`);
    const path = routePath(
      'PRODUCT_INNER',
      shop.locale,
      { '*': productPathMatch(product, shop.config.newUrls) },
      shop.defaultLocale,
    );
    return { path, id: product.id };
  } catch (error) {
    if (isApiError(error)) return null;
    throw error;
  }
}

export function loadProduct(session: AdminSession, code: string | undefined): Promise<AdminProduct | null> {
  return orNull(() => session.api.get<AdminProduct>(`/products/${encode(code)}`));
}

export type SaveResult =
  { ok: true; code: string } | (ChangeRefusal & { values: EditorValues; staleVariants: string[] });

/**
 * Saving the editor: the product's changed fields (PATCH with the version the page loaded) and the grid's
 * changed and new variants, sent together so that every refused field comes back at once, each at its
 * field (`variants[1].channelPricings.web.price`).
 */
export async function saveProduct(
  session: AdminSession,
  code: string | undefined,
  form: FormData,
): Promise<SaveResult | null> {
  const current = await loadProduct(session, code);
  if (!current) return null;
  const values = valuesFromForm(form);
  values.code = current.code;
  const product = productPatch(values, current);
  const variants = variantChanges(values, current.variants);
  const calls: Promise<ChangeRefusal | null>[] = [];
  if (product) {
    const call = session.api.patch(`/products/${encode(current.code)}`, product.body).then(
      () => null,
      (error: unknown) => refusal(error, bundlePartPath(product.partIndexes)),
    );
    calls.push(call);
    // New warehouses first take each variant's count: the variants' stock is then changed there.
    if (product.body.warehouses) await call;
  }
  const warehouses = product?.body.warehouses;
  for (const change of variants) {
    if (warehouses && change.body.onHand !== undefined) {
      change.body.onHand = stockForWarehouses(change.body.onHand, warehouses);
    }
    const prefix = (path: string) => (path ? `variants[${change.row}].${path}` : `variants[${change.row}]`);
    const call =
      change.kind === 'create'
        ? session.api.post(`/products/${encode(current.code)}/variants`, change.body)
        : session.api.patch(`/product-variants/${encode(change.code)}`, change.body);
    calls.push(
      call.then(
        () =>
          Object.keys(change.errors).length
            ? { ok: false, stale: false, message: null, fieldErrors: {} }
            : null,
        (error: unknown) => {
          const refused = refusal(error, prefix);
          if (refused.stale && change.kind === 'update') {
            return {
              ...refused,
              fieldErrors: { [`variants[${change.row}]`]: [{ key: 'adminProducts.errors.staleVariant' }] },
            };
          }
          return refused;
        },
      ),
    );
  }
  const refusals = (await Promise.all(calls)).filter((answer): answer is ChangeRefusal => answer !== null);
  const localErrors = mergeErrors(...variants.map((change) => change.errors));
  if (refusals.length === 0 && Object.keys(localErrors).length === 0) return { ok: true, code: current.code };
  const productStale = product !== null && refusals[0]?.stale === true;
  return {
    ok: false,
    stale: productStale,
    message: productStale
      ? { key: 'adminProducts.errors.stale' }
      : (refusals.find((r) => r.message)?.message ?? null),
    fieldErrors: mergeErrors(localErrors, ...refusals.map((r) => r.fieldErrors)),
    values,
    staleVariants: variants
      .filter((change) => refusals.some((r) => r.fieldErrors[`variants[${change.row}]`]))
      .map((change) => change.code),
  };
}

export type CreateResult = { ok: true; code: string } | (ChangeRefusal & { values: EditorValues });

/** POST /products; the product's page comes next (variants and pictures are added there). */
export async function createProduct(session: AdminSession, form: FormData): Promise<CreateResult> {
  const values = valuesFromForm(form);
  values.variants = [];
  const { body, partIndexes } = productBody(values);
  try {
    const created = await session.api.post<AdminProduct>('/products', body);
    return { ok: true, code: created.code };
  } catch (error) {
    return { ...refusal(error, bundlePartPath(partIndexes)), values };
  }
}

export type DeleteResult =
  { ok: true; outcome: 'deleted' | 'disabled'; message: PageMessage } | ChangeRefusal;

/** DELETE /products/{code}: gone, or disabled because it was ordered (the API says which). */
export async function deleteProduct(raw: AdminRawCaller, code: string): Promise<DeleteResult> {
  try {
    const answer = await raw.send<{ outcome: 'deleted' | 'disabled'; message: string } | undefined>(
      'DELETE',
      `/products/${encode(code)}`,
    );
    const outcome = answer?.outcome ?? 'deleted';
    return {
      ok: true,
      outcome,
      message: {
        key: outcome === 'disabled' ? 'adminProducts.delete.disabled' : 'adminProducts.delete.deleted',
      },
    };
  } catch (error) {
    return refusal(error);
  }
}
