import { KNOWN_LOCALES } from '@shop/locale';
import {
  GIFT_TIER_MAX,
  type AdminChannel,
  type AdminGiftSettings,
  type List,
  type ValidationError,
} from '@shop/contracts';
import { isApiError } from '~/lib/api/api-error.ts';
import { apiMessage, type AdminSession } from './admin-session.server.ts';
import { violationsByField } from './admin-taxonomy-forms.ts';

/*
 * The back office's gift settings screen (docs/adr/0061-faq-bars-payments-gifts.md) over
 * /api/v2/admin/gift-settings?channel=: the gift wrapping price, the gift card amounts and the gift tiers
 * of a channel (?channel=, the first by default), saved in one form. Money is typed in euros.
 */

const BASE = '/gift-settings';

export interface GiftSettingsScreen {
  channels: AdminChannel[];
  channel: string;
  settings: AdminGiftSettings;
}

export async function loadGiftSettingsScreen(session: AdminSession, url: URL): Promise<GiftSettingsScreen> {
  const { data: channels } = await session.api.get<List<AdminChannel>>('/channels');
  const wanted = url.searchParams.get('channel');
  const channel = channels.find((entry) => entry.code === wanted) ?? channels[0];
  if (!channel) throw new Error('The shop has no channels');
  const settings = await session.api.get<AdminGiftSettings>(BASE, { channel: channel.code });
  return { channels, channel: channel.code, settings };
}

export interface GiftSettingsActionResult {
  ok: boolean;
  /** Refusals by the API's property path (an item of a list is shown on its list's field). */
  errors: Record<string, string>;
  message: string | null;
  /** What was typed, to show again after a refusal. */
  values: Record<string, string>;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** "2,50", "2.5", "3 €" in cents; what is not an amount is sent as typed, for the API to refuse. */
export function centsOf(value: string): number | string {
  const cleaned = value.replace(/\s|€/g, '').replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Math.round(Number(cleaned) * 100) : value;
}

/** A tier slot the form sends: existing tiers always, a new one only once its threshold is typed. */
function tierOf(form: FormData, index: number) {
  const at = `tiers[${index}]`;
  const id = text(form, `${at}.id`);
  const threshold = text(form, `${at}.threshold`);
  if (!id && !threshold) return null;
  const labels: Record<string, string> = {};
  for (const locale of KNOWN_LOCALES) {
    const label = text(form, `${at}.labels.${locale}`);
    if (label) labels[locale] = label;
  }
  return {
    id: id ? Number(id) : null,
    threshold: centsOf(threshold),
    variantCodes: text(form, `${at}.variantCodes`)
      .split(/[\s,;]+/)
      .filter(Boolean),
    labels,
    enabled: Boolean(form.get(`${at}.enabled`)),
  };
}

export function giftSettingsBody(form: FormData) {
  const wrapping = text(form, 'giftWrappingPrice');
  return {
    giftWrappingPrice: form.has('giftWrappingPrice') ? centsOf(wrapping) : null,
    giftCardSums: {
      min: centsOf(text(form, 'giftCardSums.min')),
      max: centsOf(text(form, 'giftCardSums.max')),
    },
    tiers: Array.from({ length: GIFT_TIER_MAX }, (_, index) => tierOf(form, index)).filter(
      (tier) => tier !== null,
    ),
  };
}

/** `tiers[0].variantCodes[2]` is shown on `tiers[0].variantCodes`: the field holds the whole list. */
const fieldOf = (path: string) => path.replace(/\.variantCodes\[\d+\]$/, '.variantCodes');

export async function giftSettingsAction(
  session: AdminSession,
  channel: string,
  form: FormData,
): Promise<GiftSettingsActionResult> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') values[name] = value;
  try {
    await session.api.put<AdminGiftSettings>(
      `${BASE}?channel=${encodeURIComponent(channel)}`,
      giftSettingsBody(form),
    );
    return { ok: true, errors: {}, message: null, values: {} };
  } catch (error) {
    if (!isApiError(error) || error.status === null) throw error;
    const data = (error.data ?? {}) as Partial<ValidationError>;
    if (error.status === 422 && Array.isArray(data.violations)) {
      const { errors, message } = violationsByField(
        data.violations.map((violation) => ({ ...violation, propertyPath: fieldOf(violation.propertyPath) })),
      );
      return { ok: false, errors, message, values };
    }
    if ([400, 404, 409].includes(error.status))
      return { ok: false, errors: {}, message: apiMessage(error), values };
    throw error;
  }
}
