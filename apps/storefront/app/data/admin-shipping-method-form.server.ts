import type { AdminShippingMethod, AdminShippingMethodList, ValidationError } from '@shop/contracts';
import { KNOWN_LOCALES } from '@shop/locale';
import { isApiError } from '~/lib/api/api-error.ts';
import { centsOf } from './admin-promotion-form.ts';
import { orNull, type AdminRawCaller } from './admin-product-api.server.ts';
import { apiMessage, type AdminSession } from './admin-session.server.ts';
import { submittedValues, violationsByField } from './admin-taxonomy-forms.ts';

/*
 * The delivery method form (issue 22, docs/adr/0062-delivery-and-loyalty-settings.md): add one to a channel
 * or change one, money typed in euros and sent in cents, a name and description per language; delete, which
 * the API refuses (409) once orders were delivered with the method. Inputs are named by the API's
 * propertyPath, so every violation of a 422 lands next to its field at once.
 */

const BASE = '/shipping-methods';
const ID = /^[1-9][0-9]{0,9}$/;

export interface ShippingMethodScreen {
  /** null: adding one. */
  method: AdminShippingMethod | null;
  /** The channel a new method goes to, and every channel for the picker. */
  channel: string;
  channels: string[];
}

export async function loadShippingMethodScreen(
  session: AdminSession,
  id: string | null,
  url: URL,
): Promise<ShippingMethodScreen | null> {
  if (id !== null) {
    if (!ID.test(id)) return null;
    const method = await orNull(() => session.api.get<AdminShippingMethod>(`${BASE}/${id}`));
    if (!method) return null;
    return { method, channel: method.channel, channels: [method.channel] };
  }
  const asked = url.searchParams.get('channel');
  try {
    const list = await session.api.get<AdminShippingMethodList>(BASE, asked ? { channel: asked } : undefined);
    return { method: null, channel: list.channel, channels: list.channels };
  } catch (error) {
    // No such channel (404), or a code that cannot be one (400, a typed address): not found.
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export interface ShippingMethodActionResult {
  intent: 'save' | 'delete';
  ok: boolean;
  /** The saved method's id (a new one's too). */
  id: number | null;
  /** propertyPath → the API's message (the page localises it). */
  errors: Record<string, string>;
  message: string | null;
  values: Record<string, string | string[]>;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** The form as the API's body: euros to cents (a typo is sent as typed, so the API names it), empty free-from = never free. */
export function shippingMethodBody(form: FormData) {
  const translations: Record<string, { name: string; description: string | null }> = {};
  for (const locale of KNOWN_LOCALES) {
    const name = text(form, `translations.${locale}.name`);
    const description = text(form, `translations.${locale}.description`);
    if (name || description) translations[locale] = { name, description: description || null };
  }
  const freeAbove = text(form, 'freeAbove');
  return {
    code: text(form, 'code'),
    carrier: text(form, 'carrier'),
    kind: text(form, 'kind'),
    price: centsOf(text(form, 'price')),
    freeAbove: freeAbove === '' ? null : centsOf(freeAbove),
    enabled: form.get('enabled') === 'on',
    translations,
  };
}

/** Saves (POST for a new one with its channel, PUT for an existing one) or deletes. */
export async function shippingMethodAction(
  session: AdminSession,
  raw: AdminRawCaller,
  id: string | null,
  form: FormData,
): Promise<ShippingMethodActionResult> {
  const intent = text(form, 'intent') === 'delete' ? 'delete' : 'save';
  const values = submittedValues(form);
  const known = id !== null && ID.test(id) ? Number(id) : null;
  const result = (fields: Partial<ShippingMethodActionResult>): ShippingMethodActionResult => ({
    intent,
    ok: false,
    id: known,
    errors: {},
    message: null,
    values,
    ...fields,
  });
  // An address whose id cannot be one is no method: never a new one by mistake.
  if (id !== null && known === null) return result({ message: 'There is no delivery method with this id.' });
  try {
    if (intent === 'delete') {
      if (known === null) return result({});
      await raw.send('DELETE', `${BASE}/${known}`);
      return result({ ok: true, values: {} });
    }
    const body = shippingMethodBody(form);
    const saved =
      known === null
        ? await session.api.post<AdminShippingMethod>(BASE, { ...body, channel: text(form, 'channel') })
        : await session.api.put<AdminShippingMethod>(`${BASE}/${known}`, {
            ...body,
            version: text(form, 'version'),
          });
    return result({ ok: true, id: saved.id, values: {} });
  } catch (error) {
    if (!isApiError(error) || error.status === null) throw error;
    const data = (error.data ?? {}) as Partial<ValidationError>;
    if (error.status === 422 && Array.isArray(data.violations)) {
      const { errors, message } = violationsByField(data.violations);
      return result({ errors, message });
    }
    if ([400, 404, 409].includes(error.status)) return result({ message: apiMessage(error) });
    throw error;
  }
}
