import type {
  AdminChannel,
  AdminCoupon,
  AdminPromotion,
  AdminPromotionPreview,
  List,
  ValidationError,
} from '@shop/contracts';
import { isApiError } from '~/lib/api/api-error.ts';
import { adminApiUrl } from '~/lib/api/admin-client.ts';
import type { Query } from '~/lib/api/client.ts';
import { adminRawCaller } from './admin-product-api.server.ts';
import { forwardDownload } from './admin-download.server.ts';
import {
  adminSignInRedirect,
  apiMessage,
  readAdminToken,
  type AdminRequestArgs,
  type AdminSession,
} from './admin-session.server.ts';
import {
  promotionBody,
  previewLines,
  promotionErrors,
  type PromotionFormValues,
  type PromotionsActionResult,
} from './admin-promotion-form.ts';
import type { ShopRequest } from './request-context.server.ts';

/*
 * The back office's promotions screens (docs/adr/0056-cart-promotions-admin.md) over
 * /api/v2/admin/promotions: the list with its filters, a promotion's form, enable/disable, delete, and its
 * coupons (add one, generate a batch, export CSV).
 */

const BASE = '/promotions';
export const PROMOTIONS_PER_PAGE = 50;
export const COUPONS_PER_PAGE = 50;
const ID = /^[1-9][0-9]{0,9}$/;

export interface PromotionFilters {
  search: string;
  enabled: '' | 'true' | 'false';
  active: '' | 'true' | 'false';
  page: number;
}

const flag = (value: string | null): '' | 'true' | 'false' =>
  value === 'true' || value === 'false' ? value : '';
const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1;
};

export function promotionFilters(url: URL): PromotionFilters {
  return {
    search: (url.searchParams.get('search') ?? '').trim().slice(0, 200),
    enabled: flag(url.searchParams.get('enabled')),
    active: flag(url.searchParams.get('active')),
    page: pageOf(url.searchParams.get('page')),
  };
}

export interface PromotionsScreen {
  promotions: List<AdminPromotion>;
  filters: PromotionFilters;
}

export async function loadPromotionsScreen(session: AdminSession, url: URL): Promise<PromotionsScreen> {
  const filters = promotionFilters(url);
  const query: Query = { page: filters.page, itemsPerPage: PROMOTIONS_PER_PAGE };
  if (filters.search) query.search = filters.search;
  if (filters.enabled) query.enabled = filters.enabled;
  if (filters.active) query.active = filters.active;
  const promotions = await session.api.get<List<AdminPromotion>>(BASE, query);
  return { promotions, filters };
}

export interface PromotionScreen {
  /** null: a new promotion. */
  promotion: AdminPromotion | null;
  channels: AdminChannel[];
  coupons: List<AdminCoupon> | null;
}

/** A promotion with its coupons' page (?page=), or null when the API does not know it. */
export async function loadPromotionScreen(
  session: AdminSession,
  id: string | null,
  url: URL,
): Promise<PromotionScreen | null> {
  const channels = session.api.get<List<AdminChannel>>('/channels');
  if (id === null) return { promotion: null, channels: (await channels).data, coupons: null };
  if (!ID.test(id)) return null;
  try {
    const [promotion, list, coupons] = await Promise.all([
      session.api.get<AdminPromotion>(`${BASE}/${id}`),
      channels,
      session.api.get<List<AdminCoupon>>(`${BASE}/${id}/coupons`, {
        page: pageOf(url.searchParams.get('page')),
        itemsPerPage: COUPONS_PER_PAGE,
      }),
    ]);
    return { promotion, channels: list.data, coupons };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** A refusal's answer: 422 → every field's message; 400/404/409 → one message; anything else is thrown. */
function refused<K extends PromotionsActionResult['intent']>(
  intent: K,
  error: unknown,
  values: PromotionFormValues,
): PromotionsActionResult {
  if (!isApiError(error) || error.status === null) throw error;
  const data = (error.data ?? {}) as Partial<ValidationError>;
  if (error.status === 422 && Array.isArray(data.violations)) {
    const { errors, message } = promotionErrors(data.violations);
    return { intent, ok: false, errors, message, stale: false, values, id: null };
  }
  if ([400, 404, 409].includes(error.status)) {
    return {
      intent,
      ok: false,
      errors: {},
      message: apiMessage(error),
      stale: error.status === 409 && intent === 'save',
      values,
      id: null,
    };
  }
  throw error;
}

const done = (
  intent: PromotionsActionResult['intent'],
  id: number | null = null,
): PromotionsActionResult => ({
  intent,
  ok: true,
  errors: {},
  message: null,
  stale: false,
  values: {},
  id,
});

/** The promotion screen's forms, told apart by `intent` (save, toggle, delete, coupon, generate). */
export async function promotionAction(
  shop: ShopRequest,
  args: AdminRequestArgs,
  session: AdminSession,
  id: string | null,
  form: FormData,
  fetchImpl?: typeof fetch,
): Promise<PromotionsActionResult> {
  const intent = text(form, 'intent');
  const values: PromotionFormValues = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string' || name === 'intent') continue;
    values[name] = name in values ? `${values[name]},${value}` : value;
  }
  const path = id !== null && ID.test(id) ? `${BASE}/${id}` : null;
  if (intent === 'toggle' && path) {
    try {
      await session.api.patch(path, {
        version: text(form, 'version'),
        enabled: text(form, 'enabled') === 'true',
      });
      return done('toggle');
    } catch (error) {
      return refused('toggle', error, {});
    }
  }
  if (intent === 'delete' && path) {
    try {
      await adminRawCaller(shop, args, fetchImpl).send('DELETE', path);
      return done('delete');
    } catch (error) {
      if (isApiError(error) && error.status === 404) return done('delete');
      return refused('delete', error, {});
    }
  }
  if (intent === 'coupon' && path) {
    try {
      await session.api.post(`${path}/coupons`, {
        code: text(form, 'code').trim(),
        usageLimit: numberOrText(text(form, 'usageLimit')),
        expiresAt: text(form, 'expiresAt').trim() || null,
      });
      return done('coupon');
    } catch (error) {
      return refused('coupon', error, values);
    }
  }
  if (intent === 'generate' && path) {
    try {
      const result = await session.api.post<{ generated: number }>(`${path}/coupons/generate`, {
        count: numberOrText(text(form, 'count')) ?? '',
        prefix: text(form, 'prefix').trim(),
        length: numberOrText(text(form, 'length')) ?? '',
        usageLimit: numberOrText(text(form, 'usageLimit')),
      });
      return { ...done('generate'), id: result.generated };
    } catch (error) {
      return refused('generate', error, values);
    }
  }
  if (intent === 'preview') {
    try {
      const preview = await session.api.post<AdminPromotionPreview>(`${BASE}/preview`, {
        channel: text(form, 'channel'),
        lines: previewLines(text(form, 'lines')),
        couponCode: text(form, 'couponCode').trim() || null,
        customerEmail: text(form, 'customerEmail').trim() || null,
        shippingMethod: text(form, 'shippingMethod').trim() || null,
        locale: shop.locale,
      });
      return { ...done('preview'), values, preview };
    } catch (error) {
      return refused('preview', error, values);
    }
  }
  const body = promotionBody(form);
  try {
    if (path) {
      await session.api.patch<AdminPromotion>(path, { ...body, version: text(form, 'version') });
      return done('save', Number(id));
    }
    const created = await session.api.post<AdminPromotion>(BASE, body);
    return done('save', created.id);
  } catch (error) {
    return refused('save', error, values);
  }
}

/** A whole number as a number, empty as null, anything else as typed (the API says what is wrong). */
function numberOrText(value: string): number | string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^-?[0-9]{1,10}$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** GET /promotions/:id/coupons/export streamed with its file name; null when the API refused it. */
export async function downloadCoupons(
  shop: ShopRequest,
  args: AdminRequestArgs,
  id: string,
): Promise<Response | null> {
  if (!ID.test(id)) return null;
  const token = readAdminToken(args.request);
  if (!token) throw adminSignInRedirect(shop, args, false);
  const answer = await globalThis.fetch(adminApiUrl(shop.config.apiUrl, `${BASE}/${id}/coupons/export`), {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/csv' },
    signal: args.request.signal,
  });
  if (answer.status === 401) throw adminSignInRedirect(shop, args, true);
  if (!answer.ok || !answer.body) return null;
  return forwardDownload(answer);
}
