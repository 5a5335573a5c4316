import { KNOWN_LOCALES } from '@shop/locale';
import type {
  AdminFaqCategory,
  AdminFaqCategorySummary,
  AdminFaqEntry,
  List,
  ValidationError,
} from '@shop/contracts';
import { isApiError } from '~/lib/api/api-error.ts';
import { apiMessage, type AdminSession } from './admin-session.server.ts';
import { violationsByField } from './admin-taxonomy-forms.ts';

/*
 * The back office's FAQ screens (docs/adr/0061-faq-bars-payments-gifts.md) over /api/v2/admin/faq: the
 * categories' list, a category's form with its texts per language, and its entries (add, edit, delete,
 * move up and down).
 */

const BASE = '/faq';
const ID = /^[1-9][0-9]{0,9}$/;

export async function loadFaqCategories(session: AdminSession): Promise<AdminFaqCategorySummary[]> {
  return (await session.api.get<List<AdminFaqCategorySummary>>(BASE)).data;
}

export interface FaqCategoryScreen {
  category: AdminFaqCategory;
  /** The entry opened for editing (?entry=id), null when adding. */
  editing: AdminFaqEntry | null;
}

/** A category with its entries; null when the address names none (the route answers 404). */
export async function loadFaqCategory(
  session: AdminSession,
  id: string | undefined,
  url: URL,
): Promise<FaqCategoryScreen | null> {
  if (!id || !ID.test(id)) return null;
  try {
    const category = await session.api.get<AdminFaqCategory>(`${BASE}/${id}`);
    const entryId = Number(url.searchParams.get('entry'));
    return { category, editing: category.entries.find((entry) => entry.id === entryId) ?? null };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export type FaqFormValues = Record<string, string>;

export type FaqActionResult =
  | {
      intent: 'saveCategory' | 'saveEntry';
      ok: boolean;
      /** The saved category's or entry's id (null: a refused add). */
      id: number | null;
      errors: Record<string, string>;
      message: string | null;
      values: FaqFormValues;
    }
  | { intent: 'deleteCategory' | 'deleteEntry' | 'move'; ok: boolean; message: string | null };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** Texts per language from `translations.{locale}.{field}`; a language left wholly empty is not sent. */
function translationsOf<F extends string>(form: FormData, fields: readonly F[]) {
  const translations: Record<string, Record<F, string>> = {};
  for (const locale of KNOWN_LOCALES) {
    const texts = Object.fromEntries(
      fields.map((field) => [field, text(form, `translations.${locale}.${field}`)]),
    ) as Record<F, string>;
    if (Object.values<string>(texts).some((value) => value.trim() !== '')) translations[locale] = texts;
  }
  return translations;
}

function valuesOf(form: FormData): FaqFormValues {
  const values: FaqFormValues = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') values[name] = value;
  if (!form.get('enabled')) values.enabled = '';
  return values;
}

async function saving(
  intent: 'saveCategory' | 'saveEntry',
  form: FormData,
  send: () => Promise<{ id: number }>,
): Promise<FaqActionResult> {
  try {
    const saved = await send();
    return { intent, ok: true, id: saved.id, errors: {}, message: null, values: {} };
  } catch (error) {
    if (!isApiError(error) || error.status === null) throw error;
    const data = (error.data ?? {}) as Partial<ValidationError>;
    if (error.status === 422 && Array.isArray(data.violations)) {
      const { errors, message } = violationsByField(data.violations);
      return { intent, ok: false, id: null, errors, message, values: valuesOf(form) };
    }
    if (error.status === 400 || error.status === 404) {
      return { intent, ok: false, id: null, errors: {}, message: apiMessage(error), values: valuesOf(form) };
    }
    throw error;
  }
}

function categoryBody(form: FormData) {
  const position = text(form, 'position').trim();
  return {
    code: text(form, 'code'),
    enabled: Boolean(form.get('enabled')),
    // A number where one was typed; anything else goes as typed so the API names the field.
    position: position === '' ? 0 : /^-?\d{1,7}$/.test(position) ? Number(position) : position,
    translations: translationsOf(form, ['name', 'slug'] as const),
  };
}

function entryBody(form: FormData) {
  return {
    code: text(form, 'code'),
    enabled: Boolean(form.get('enabled')),
    translations: translationsOf(form, ['question', 'answer'] as const),
  };
}

/** New category (id null) or a category's forms, told apart by `intent`. */
export async function faqAction(
  session: AdminSession,
  id: string | undefined,
  form: FormData,
): Promise<FaqActionResult> {
  const intent = text(form, 'intent');
  const categoryId = id && ID.test(id) ? id : null;
  if (intent === 'saveCategory' || categoryId === null) {
    return saving('saveCategory', form, () =>
      categoryId === null
        ? session.api.post<AdminFaqCategory>(BASE, categoryBody(form))
        : session.api.put<AdminFaqCategory>(`${BASE}/${categoryId}`, categoryBody(form)),
    );
  }
  const entryId = text(form, 'entryId');
  if (intent === 'saveEntry') {
    return saving('saveEntry', form, () =>
      ID.test(entryId)
        ? session.api.put<AdminFaqEntry>(`${BASE}/${categoryId}/entries/${entryId}`, entryBody(form))
        : session.api.post<AdminFaqEntry>(`${BASE}/${categoryId}/entries`, entryBody(form)),
    );
  }
  const done = async (
    name: 'deleteCategory' | 'deleteEntry' | 'move',
    call: () => Promise<unknown>,
  ): Promise<FaqActionResult> => {
    try {
      await call();
      return { intent: name, ok: true, message: null };
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 422))
        return { intent: name, ok: false, message: apiMessage(error) };
      throw error;
    }
  };
  if (intent === 'deleteCategory')
    return done('deleteCategory', () => session.api.delete(`${BASE}/${categoryId}`));
  if (intent === 'deleteEntry' && ID.test(entryId))
    return done('deleteEntry', () => session.api.delete(`${BASE}/${categoryId}/entries/${entryId}`));
  if (intent === 'move' && ID.test(entryId)) {
    return done('move', async () => {
      const category = await session.api.get<AdminFaqCategory>(`${BASE}/${categoryId}`);
      const order = category.entries.map((entry) => entry.id);
      const from = order.indexOf(Number(entryId));
      const to = from + (text(form, 'direction') === 'up' ? -1 : 1);
      if (from < 0 || to < 0 || to >= order.length) return;
      [order[from], order[to]] = [order[to] as number, order[from] as number];
      await session.api.put(`${BASE}/${categoryId}/entries/order`, { entryIds: order });
    });
  }
  return { intent: 'move', ok: false, message: null };
}
