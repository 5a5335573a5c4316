import { KNOWN_LOCALES } from '@shop/locale';
import {
  INFORMATION_BAR_MAX_MESSAGES,
  type AdminChannel,
  type AdminInformationBar,
  type List,
  type ValidationError,
} from '@shop/contracts';
import { isApiError } from '~/lib/api/api-error.ts';
import { isoFromLocal } from './admin-catalogue-promotion-views.ts';
import { apiMessage, type AdminSession } from './admin-session.server.ts';
import { violationsByField } from './admin-taxonomy-forms.ts';

/*
 * The back office's information bars screen (docs/adr/0061-faq-bars-payments-gifts.md) over
 * /api/v2/admin/information-bars: the list with each bar's state now, the add/edit form (window on the
 * shop's clock, Europe/Vilnius) with a live preview, and delete.
 */

const BASE = '/information-bars';
const ID = /^[1-9][0-9]{0,9}$/;

export interface InformationBarsScreen {
  bars: AdminInformationBar[];
  channels: AdminChannel[];
  /** The bar opened for editing (?edit=id); null when adding or gone. */
  editing: AdminInformationBar | null;
}

export async function loadInformationBarsScreen(
  session: AdminSession,
  url: URL,
): Promise<InformationBarsScreen> {
  const [bars, channels] = await Promise.all([
    session.api.get<List<AdminInformationBar>>(BASE),
    session.api.get<List<AdminChannel>>(`${BASE}/channels`),
  ]);
  const edit = url.searchParams.get('edit') ?? '';
  const editing = ID.test(edit) ? (bars.data.find((bar) => bar.id === Number(edit)) ?? null) : null;
  return { bars: bars.data, channels: channels.data, editing };
}

export type InformationBarFormValues = Record<string, string>;

export type InformationBarsActionResult =
  | {
      intent: 'save';
      ok: boolean;
      id: number | null;
      errors: Record<string, string>;
      message: string | null;
      values: InformationBarFormValues;
    }
  | { intent: 'delete'; ok: boolean; message: string | null };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The messages as sent: `messages[i].{locale}.{field}`, a language with no text left out. */
export function messagesOf(form: FormData) {
  const count = Math.min(Number(text(form, 'messageCount')) || 0, INFORMATION_BAR_MAX_MESSAGES);
  const messages: Record<string, { description: string; backgroundColor: string; textColor: string }>[] = [];
  for (let index = 0; index < count; index += 1) {
    const message: (typeof messages)[number] = {};
    for (const locale of KNOWN_LOCALES) {
      const field = (name: string) => text(form, `messages[${index}].${locale}.${name}`);
      if (field('description').trim() === '') continue;
      message[locale] = {
        description: field('description'),
        backgroundColor: field('backgroundColor'),
        textColor: field('textColor'),
      };
    }
    messages.push(message);
  }
  return messages;
}

function bodyOf(form: FormData) {
  const position = text(form, 'position').trim();
  return {
    code: text(form, 'code'),
    enabled: Boolean(form.get('enabled')),
    audience: text(form, 'audience') || 'all',
    channel: text(form, 'channel') || null,
    activeFrom: isoFromLocal(text(form, 'activeFrom')),
    activeUntil: isoFromLocal(text(form, 'activeUntil')),
    position: position === '' ? 0 : /^-?\d{1,7}$/.test(position) ? Number(position) : position,
    messages: messagesOf(form),
  };
}

function valuesOf(form: FormData): InformationBarFormValues {
  const values: InformationBarFormValues = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') values[name] = value;
  if (!form.get('enabled')) values.enabled = '';
  return values;
}

export async function informationBarsAction(
  session: AdminSession,
  form: FormData,
): Promise<InformationBarsActionResult> {
  const id = text(form, 'id');
  if (text(form, 'intent') === 'delete') {
    if (!ID.test(id)) return { intent: 'delete', ok: false, message: null };
    try {
      await session.api.delete(`${BASE}/${id}`);
      return { intent: 'delete', ok: true, message: null };
    } catch (error) {
      if (isApiError(error) && error.status === 404) return { intent: 'delete', ok: true, message: null };
      throw error;
    }
  }
  try {
    const saved = ID.test(id)
      ? await session.api.put<AdminInformationBar>(`${BASE}/${id}`, bodyOf(form))
      : await session.api.post<AdminInformationBar>(BASE, bodyOf(form));
    return { intent: 'save', ok: true, id: saved.id, errors: {}, message: null, values: {} };
  } catch (error) {
    if (!isApiError(error) || error.status === null) throw error;
    const data = (error.data ?? {}) as Partial<ValidationError>;
    const values = valuesOf(form);
    const savedId = ID.test(id) ? Number(id) : null;
    if (error.status === 422 && Array.isArray(data.violations)) {
      const { errors, message } = violationsByField(data.violations);
      return { intent: 'save', ok: false, id: savedId, errors, message, values };
    }
    if (error.status === 400 || error.status === 404)
      return { intent: 'save', ok: false, id: savedId, errors: {}, message: apiMessage(error), values };
    throw error;
  }
}
