import { KNOWN_LOCALES } from '@shop/locale';
import type { AdminChannel, AdminPaymentMethod, List, ValidationError } from '@shop/contracts';
import { isApiError } from '~/lib/api/api-error.ts';
import { apiMessage, type AdminSession } from './admin-session.server.ts';
import { violationsByField } from './admin-taxonomy-forms.ts';

/*
 * The back office's payment methods screen (docs/adr/0061-faq-bars-payments-gifts.md) over
 * /api/v2/admin/payment-methods: a channel's methods (?channel=, the first by default), each switched on
 * or off with its name and instructions per language, and moved up or down.
 */

const BASE = '/payment-methods';
const ID = /^[1-9][0-9]{0,9}$/;

export interface PaymentMethodsScreen {
  channels: AdminChannel[];
  channel: string;
  methods: AdminPaymentMethod[];
}

export async function loadPaymentMethodsScreen(
  session: AdminSession,
  url: URL,
): Promise<PaymentMethodsScreen> {
  const { data: channels } = await session.api.get<List<AdminChannel>>('/channels');
  const wanted = url.searchParams.get('channel');
  const channel = channels.find((entry) => entry.code === wanted) ?? channels[0];
  if (!channel) throw new Error('The shop has no channels');
  const methods = await session.api.get<List<AdminPaymentMethod>>(BASE, { channel: channel.code });
  return { channels, channel: channel.code, methods: methods.data };
}

export type PaymentMethodsActionResult =
  | {
      intent: 'save';
      ok: boolean;
      /** The method the form was for. */
      id: number;
      errors: Record<string, string>;
      message: string | null;
      values: Record<string, string>;
    }
  | { intent: 'move'; ok: boolean; message: string | null };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

function bodyOf(form: FormData) {
  const translations: Record<string, { name: string; description: string | null }> = {};
  for (const locale of KNOWN_LOCALES) {
    const name = text(form, `translations.${locale}.name`);
    const description = text(form, `translations.${locale}.description`);
    if (name.trim() === '' && description.trim() === '') continue;
    translations[locale] = { name, description: description.trim() === '' ? null : description };
  }
  return {
    enabled: Boolean(form.get('enabled')),
    position: Number(text(form, 'position')) || 0,
    translations,
  };
}

export async function paymentMethodsAction(
  session: AdminSession,
  form: FormData,
): Promise<PaymentMethodsActionResult> {
  const id = text(form, 'id');
  if (text(form, 'intent') === 'move') {
    try {
      const channel = text(form, 'channel');
      const { data } = await session.api.get<List<AdminPaymentMethod>>(BASE, { channel });
      const order = data.map((method) => method.id);
      const from = order.indexOf(Number(id));
      const to = from + (text(form, 'direction') === 'up' ? -1 : 1);
      if (from >= 0 && to >= 0 && to < order.length) {
        [order[from], order[to]] = [order[to] as number, order[from] as number];
        await session.api.put(`${BASE}/order`, { channel, methodIds: order });
      }
      return { intent: 'move', ok: true, message: null };
    } catch (error) {
      if (isApiError(error) && (error.status === 400 || error.status === 422))
        return { intent: 'move', ok: false, message: apiMessage(error) };
      throw error;
    }
  }
  if (!ID.test(id)) return { intent: 'save', ok: false, id: 0, errors: {}, message: null, values: {} };
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') values[name] = value;
  if (!form.get('enabled')) values.enabled = '';
  try {
    await session.api.put<AdminPaymentMethod>(`${BASE}/${id}`, bodyOf(form));
    return { intent: 'save', ok: true, id: Number(id), errors: {}, message: null, values: {} };
  } catch (error) {
    if (!isApiError(error) || error.status === null) throw error;
    const data = (error.data ?? {}) as Partial<ValidationError>;
    if (error.status === 422 && Array.isArray(data.violations)) {
      const { errors, message } = violationsByField(data.violations);
      return { intent: 'save', ok: false, id: Number(id), errors, message, values };
    }
    if ([400, 404, 409].includes(error.status))
      return { intent: 'save', ok: false, id: Number(id), errors: {}, message: apiMessage(error), values };
    throw error;
  }
}
