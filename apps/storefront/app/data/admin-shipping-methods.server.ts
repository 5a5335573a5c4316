import type { AdminShippingMethod, AdminShippingMethodList } from '@shop/contracts';
import { isApiError } from '~/lib/api/api-error.ts';
import { apiMessage, type AdminSession } from './admin-session.server.ts';

/**
 * The "Delivery methods" screen (docs/adr/0062-delivery-and-loyalty-settings.md): a channel's methods
 * (?channel=, the first channel by default), switched on and off and moved up and down.
 */
export async function loadShippingMethodsScreen(
  session: AdminSession,
  url: URL,
): Promise<AdminShippingMethodList> {
  const channel = url.searchParams.get('channel');
  return session.api.get<AdminShippingMethodList>('/shipping-methods', channel ? { channel } : undefined);
}

export interface ShippingMethodsActionResult {
  ok: boolean;
  intent: 'toggle' | 'move';
  /** The API's words on a refusal (the page localises them), e.g. the last enabled method. */
  message: string | null;
}

const idOf = (form: FormData) => {
  const id = Number(form.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * "toggle" switches a method on or off (the whole method is sent back, as PUT wants, with the version the
 * list showed: if someone else changed the method since, the API refuses and the list says so, rather than
 * switching it the other way); "move" to a place.
 */
export async function shippingMethodsAction(
  session: AdminSession,
  form: FormData,
): Promise<ShippingMethodsActionResult> {
  const intent = form.get('intent') === 'move' ? 'move' : 'toggle';
  const id = idOf(form);
  if (id === null) return { ok: false, intent, message: 'There is no delivery method with this id.' };
  try {
    if (intent === 'move') {
      const position = Math.max(0, Math.floor(Number(form.get('position')) || 0));
      await session.api.post(`/shipping-methods/${id}/move`, { position });
    } else {
      const method = await session.api.get<AdminShippingMethod>(`/shipping-methods/${id}`);
      const { id: _id, channel: _channel, orders: _orders, position: _position, ...input } = method;
      const shown = form.get('version');
      const version = typeof shown === 'string' && shown !== '' ? shown : input.version;
      await session.api.put(`/shipping-methods/${id}`, { ...input, version, enabled: !method.enabled });
    }
    return { ok: true, intent, message: null };
  } catch (error) {
    if (isApiError(error) && error.status !== null && [400, 404, 409, 422].includes(error.status)) {
      return { ok: false, intent, message: apiMessage(error) ?? '' };
    }
    throw error;
  }
}
