import type {
  AdminAttribute,
  AdminCataloguePromotion,
  AdminChannel,
  AdminTaxon,
  List,
  ValidationError,
} from '@shop/contracts';
import { isApiError } from '~/lib/api/api-error.ts';
import { adminRawCaller } from './admin-product-api.server.ts';
import { apiMessage, type AdminRequestArgs, type AdminSession } from './admin-session.server.ts';
import { violationsByField } from './admin-taxonomy-forms.ts';
import type { ShopRequest } from './request-context.server.ts';
import {
  isoFromLocal,
  PROMOTION_LOCALES,
  type PromotionChoice,
  type PromotionFormValues,
  type PromotionsActionResult,
} from './admin-catalogue-promotion-views.ts';

/*
 * The back office's sales screen (docs/adr/0057-catalogue-promotions.md) over
 * /api/v2/admin/catalogue-promotions: the list, the add/edit form, enable/disable and delete.
 */

const BASE = '/catalogue-promotions';
export const PROMOTIONS_PER_PAGE = 50;

export interface PromotionsScreen {
  promotions: List<AdminCataloguePromotion>;
  channels: AdminChannel[];
  /** Every category, indented by depth, for the scope picker. */
  taxons: PromotionChoice[];
  /** The brands (values of the "brand" attribute). */
  brands: PromotionChoice[];
  /** The sale opened for editing (?edit=code), null when none or gone. */
  editing: AdminCataloguePromotion | null;
}

function nameOf(translations: Partial<Record<string, { name: string }>>, locale: string, code: string) {
  return translations[locale]?.name || translations.lt?.name || translations.en?.name || code;
}

function flatten(taxons: readonly AdminTaxon[], locale: string, depth = 0): PromotionChoice[] {
  return taxons.flatMap((taxon) => [
    { code: taxon.code, name: `${'— '.repeat(depth)}${nameOf(taxon.translations, locale, taxon.code)}` },
    ...flatten(taxon.children, locale, depth + 1),
  ]);
}

export async function loadPromotionsScreen(
  session: AdminSession,
  url: URL,
  locale: string,
): Promise<PromotionsScreen> {
  const page = Number(url.searchParams.get('page'));
  const edit = url.searchParams.get('edit') ?? '';
  const [promotions, channels, taxons, brand, editing] = await Promise.all([
    session.api.get<List<AdminCataloguePromotion>>(BASE, {
      page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
      itemsPerPage: PROMOTIONS_PER_PAGE,
    }),
    session.api.get<List<AdminChannel>>('/channels'),
    session.api.get<List<AdminTaxon>>('/taxons'),
    session.api.get<AdminAttribute>('/product-attributes/brand').catch((error: unknown) => {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }),
    /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(edit)
      ? session.api.get<AdminCataloguePromotion>(`${BASE}/${edit}`).catch((error: unknown) => {
          if (isApiError(error) && error.status === 404) return null;
          throw error;
        })
      : Promise.resolve(null),
  ]);
  return {
    promotions,
    channels: channels.data,
    taxons: flatten(taxons.data, locale),
    brands: (brand?.values ?? []).map((value) => ({
      code: value.code,
      name: (value.translations as Record<string, { name: string } | undefined>)[locale]?.name || value.code,
    })),
    editing,
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
const all = (form: FormData, name: string) =>
  form.getAll(name).filter((value): value is string => typeof value === 'string' && value !== '');

function formValues(form: FormData): PromotionFormValues {
  return {
    code: text(form, 'code').trim(),
    percent: text(form, 'percent').trim(),
    startsAt: text(form, 'startsAt'),
    endsAt: text(form, 'endsAt'),
    channels: all(form, 'channels'),
    taxons: all(form, 'taxons'),
    brands: all(form, 'brands'),
    products: text(form, 'products'),
    priority: text(form, 'priority').trim(),
    exclusive: form.get('exclusive') ? 'on' : '',
    enabled: form.get('enabled') ? 'on' : '',
    backgroundColor: text(form, 'backgroundColor'),
    color: text(form, 'color'),
    labels: Object.fromEntries(PROMOTION_LOCALES.map((locale) => [locale, text(form, `label.${locale}`)])),
  };
}

function numberOr(value: string | undefined): number | string {
  return value !== undefined && /^-?\d+$/.test(value) ? Number(value) : (value ?? '');
}

async function save(session: AdminSession, form: FormData): Promise<PromotionsActionResult> {
  const values = formValues(form);
  const editing = text(form, 'editing');
  const body = {
    enabled: values.enabled === 'on',
    startsAt: isoFromLocal(values.startsAt),
    endsAt: isoFromLocal(values.endsAt),
    channels: values.channels,
    priority: values.priority === '' ? 0 : numberOr(values.priority),
    exclusive: values.exclusive === 'on',
    action: { type: 'percentage', percent: numberOr(values.percent) },
    scopes: {
      products: values.products
        .split(/[\s,]+/)
        .map((code) => code.trim())
        .filter(Boolean),
      taxons: values.taxons,
      brands: values.brands,
    },
    translations: Object.fromEntries(
      Object.entries(values.labels)
        .filter(([, label]) => label.trim() !== '')
        .map(([locale, label]) => [locale, { label }]),
    ),
    backgroundColor: values.backgroundColor || null,
    color: values.color || null,
  };
  try {
    if (!editing) await session.api.post<AdminCataloguePromotion>(BASE, { code: values.code, ...body });
    else {
      await session.api.patch<AdminCataloguePromotion>(`${BASE}/${encodeURIComponent(editing)}`, {
        ...body,
        version: numberOr(text(form, 'version')),
      });
    }
    return { intent: 'save', ok: true, editing, errors: {}, message: null, stale: false, values };
  } catch (error) {
    if (!isApiError(error) || error.status === null) throw error;
    const data = (error.data ?? {}) as Partial<ValidationError>;
    if (error.status === 422 && Array.isArray(data.violations)) {
      const { errors, message } = violationsByField(data.violations);
      return { intent: 'save', ok: false, editing, errors, message, stale: false, values };
    }
    if ([400, 404, 409].includes(error.status)) {
      const message = apiMessage(error);
      return { intent: 'save', ok: false, editing, errors: {}, message, stale: error.status === 409, values };
    }
    throw error;
  }
}

async function toggleOrDelete(
  shop: ShopRequest,
  args: AdminRequestArgs,
  session: AdminSession,
  intent: 'delete' | 'enable' | 'disable',
  form: FormData,
  fetchImpl?: typeof fetch,
): Promise<PromotionsActionResult> {
  const code = text(form, 'code');
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(code)) return { intent, ok: false, message: null };
  try {
    if (intent === 'delete') {
      await adminRawCaller(shop, args, fetchImpl).send('DELETE', `${BASE}/${code}`);
    } else {
      await session.api.post<AdminCataloguePromotion>(`${BASE}/${code}/${intent}`, {});
    }
    return { intent, ok: true, message: null };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { intent, ok: intent === 'delete', message: null };
    throw error;
  }
}

/** The screen's forms, told apart by their `intent`. */
export async function promotionsAction(
  shop: ShopRequest,
  args: AdminRequestArgs,
  session: AdminSession,
  form: FormData,
  fetchImpl?: typeof fetch,
): Promise<PromotionsActionResult> {
  const intent = text(form, 'intent');
  if (intent === 'delete' || intent === 'enable' || intent === 'disable') {
    return toggleOrDelete(shop, args, session, intent, form, fetchImpl);
  }
  return save(session, form);
}
