import {
  SHOP_DETAILS_FIELDS,
  shopDetailsInputSchema,
  type AdminChannel,
  type AdminShopDetails,
  type List,
  type ShopDetails,
  type ValidationError,
} from '@shop/contracts';
import { isApiError } from '~/lib/api/api-error.ts';
import { apiMessage, type AdminSession } from './admin-session.server.ts';
import { schemaViolations, violationsByField } from './admin-taxonomy-forms.ts';

/** What the "Shop details" form answers: each field's error at once, or saved. */
export interface ShopDetailsFormResult {
  ok: boolean;
  /** Field name -> the API's words (the page localises them). */
  errors: Partial<Record<keyof ShopDetails, string>>;
  /** A refusal of the whole form (unknown channel...). */
  message: string | null;
  /** What was typed, shown again after a refusal. */
  values: Partial<ShopDetails>;
}

const path = (code: string) => `/channels/${encodeURIComponent(code)}/shop-details`;

/**
 * The "Shop details" screen (issue 18, docs/adr/0033-shop-details-and-order-numbers.md): the shop's channels
 * and the chosen one's seller details (?channel=, the first channel by default).
 */
export async function loadShopDetails(
  session: AdminSession,
  url: URL,
): Promise<{ channels: AdminChannel[]; current: AdminShopDetails }> {
  const { data: channels } = await session.api.get<List<AdminChannel>>('/channels');
  const wanted = url.searchParams.get('channel');
  const channel = channels.find((entry) => entry.code === wanted) ?? channels[0];
  if (!channel) throw new Error('The shop has no channels');
  return { channels, current: await session.api.get<AdminShopDetails>(path(channel.code)) };
}

/** The form's fields, trimmed; every one is sent (the API wants them all). */
export function shopDetailsValues(form: FormData): ShopDetails {
  const values = {} as ShopDetails;
  for (const field of SHOP_DETAILS_FIELDS) {
    const value = form.get(field);
    values[field] = typeof value === 'string' ? value.trim() : '';
  }
  return values;
}

function refused(values: ShopDetails, violations: ValidationError['violations']): ShopDetailsFormResult {
  const { errors, message } = violationsByField(violations);
  return { ok: false, errors, message, values };
}

/**
 * Saves the chosen channel's details. The contract's shapes are checked here first (all at once); the
 * API checks them again with the VAT number's country rules and answers every field's problem in one 422.
 */
export async function saveShopDetails(
  session: AdminSession,
  channelCode: string,
  form: FormData,
): Promise<ShopDetailsFormResult> {
  const values = shopDetailsValues(form);
  const parsed = shopDetailsInputSchema.safeParse(values);
  try {
    // The API's answer is wanted even when the shapes are wrong here: it adds the VAT number's rule.
    await session.api.patch<AdminShopDetails>(path(channelCode), parsed.success ? parsed.data : values);
    return { ok: true, errors: {}, message: null, values: {} };
  } catch (error) {
    if (!isApiError(error) || error.status === null) throw error;
    const body = (error.data ?? {}) as Partial<ValidationError>;
    if (error.status === 422 && Array.isArray(body.violations)) return refused(values, body.violations);
    if (!parsed.success) return refused(values, schemaViolations(parsed.error));
    if ([400, 404, 429].includes(error.status)) {
      return { ok: false, errors: {}, message: apiMessage(error) ?? '', values };
    }
    throw error;
  }
}
