import type { AdminLoyaltySettings, ValidationError } from '@shop/contracts';
import { KNOWN_LOCALES } from '@shop/locale';
import { isApiError } from '~/lib/api/api-error.ts';
import { centsOf } from './admin-promotion-form.ts';
import type { AdminRawCaller } from './admin-product-api.server.ts';
import { apiMessage, type AdminSession } from './admin-session.server.ts';
import { submittedValues, violationsByField } from './admin-taxonomy-forms.ts';

/*
 * The "Loyalty" screen (issue 22, docs/adr/0062-delivery-and-loyalty-settings.md) over
 * /api/v2/admin/loyalty-settings: the programme's numbers (money typed in euros, sent in cents) and each
 * level's benefits (texts per language, a picture, their order). Every form names the API's propertyPath
 * of its value, so a 422's violations all land next to their fields at once.
 */

const BASE = '/loyalty-settings';
const ID = /^[1-9][0-9]{0,9}$/;

export interface LoyaltySettingsScreen extends AdminLoyaltySettings {
  /** The channel asked for when it has no loyalty programme (the rest is then the first channel's, for its tabs). */
  missing: string | null;
}

/**
 * A channel's programme (?channel=, the first channel by default). A channel without a programme (the API's 404)
 * answers the first channel's with `missing` set, so the page keeps its channel tabs and says so.
 */
export async function loadLoyaltySettingsScreen(
  session: AdminSession,
  url: URL,
): Promise<LoyaltySettingsScreen> {
  const channel = url.searchParams.get('channel');
  try {
    const settings = await session.api.get<AdminLoyaltySettings>(BASE, channel ? { channel } : undefined);
    return { ...settings, missing: null };
  } catch (error) {
    // 400: a channel code that cannot exist (the address was typed).
    if (!channel || !isApiError(error) || (error.status !== 404 && error.status !== 400)) throw error;
    const first = await session.api.get<AdminLoyaltySettings>(BASE);
    if (first.channel === channel) throw error;
    return { ...first, missing: channel };
  }
}

export type LoyaltyIntent =
  'settings' | 'benefit' | 'benefit-move' | 'benefit-delete' | 'picture' | 'picture-delete';

const INTENTS: readonly LoyaltyIntent[] = [
  'settings',
  'benefit',
  'benefit-move',
  'benefit-delete',
  'picture',
  'picture-delete',
];

export interface LoyaltyActionResult {
  intent: LoyaltyIntent;
  /** Which form answered: "settings", "benefit-<id>" or "new-<level id>". */
  form: string;
  ok: boolean;
  /** propertyPath → the API's message (the page localises it). */
  errors: Record<string, string>;
  message: string | null;
  /** What was typed, shown again after a refusal. */
  values: Record<string, string | string[]>;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** A whole number as typed, or the text itself so the API names the problem. */
const whole = (value: string): number | string => (/^-?[0-9]{1,12}$/.test(value) ? Number(value) : value);

/** The settings form's body: money in euros on screen, cents in the API. */
export function loyaltySettingsBody(form: FormData) {
  return {
    pointsPerEuro: whole(text(form, 'pointsPerEuro')),
    pointValue: centsOf(text(form, 'pointValue')),
    levels: {
      silver: centsOf(text(form, 'levels.silver')),
      gold: centsOf(text(form, 'levels.gold')),
      platinum: centsOf(text(form, 'levels.platinum')),
    },
  };
}

/** A benefit form's body: its level and the title and description of each language. */
export function loyaltyBenefitBody(form: FormData) {
  const translations: Record<string, { title: string; description: string }> = {};
  for (const locale of KNOWN_LOCALES) {
    const title = text(form, `translations.${locale}.title`);
    const description = text(form, `translations.${locale}.description`);
    if (title || description) translations[locale] = { title, description };
  }
  return { levelId: whole(text(form, 'levelId')), translations };
}

function refused(
  error: unknown,
  intent: LoyaltyIntent,
  formName: string,
  values: Record<string, string | string[]>,
): LoyaltyActionResult {
  if (!isApiError(error) || error.status === null) throw error;
  const data = (error.data ?? {}) as Partial<ValidationError>;
  if (error.status === 422 && Array.isArray(data.violations)) {
    const { errors, message } = violationsByField(data.violations);
    return { intent, form: formName, ok: false, errors, message, values };
  }
  if ([400, 404, 409, 413].includes(error.status)) {
    return { intent, form: formName, ok: false, errors: {}, message: apiMessage(error), values };
  }
  throw error;
}

const done = (intent: LoyaltyIntent, form: string): LoyaltyActionResult => ({
  intent,
  form,
  ok: true,
  errors: {},
  message: null,
  values: {},
});

/** The screen's forms, told apart by `intent`; `channel` names the programme the page showed. */
export async function loyaltySettingsAction(
  session: AdminSession,
  raw: AdminRawCaller,
  form: FormData,
): Promise<LoyaltyActionResult> {
  const asked = text(form, 'intent') as LoyaltyIntent;
  const intent: LoyaltyIntent = INTENTS.includes(asked) ? asked : 'settings';
  const channel = text(form, 'channel');
  const query = channel ? `?channel=${encodeURIComponent(channel)}` : '';
  const values = submittedValues(form);
  const idText = text(form, 'id');
  const id = ID.test(idText) ? Number(idText) : null;
  const formName = id === null ? `new-${text(form, 'levelId')}` : `benefit-${id}`;
  // An id that cannot be one names no benefit: never a new one by mistake.
  if (idText !== '' && id === null)
    return { ...done(intent, formName), ok: false, message: 'There is no benefit with this id.' };
  try {
    switch (intent) {
      case 'benefit': {
        const body = loyaltyBenefitBody(form);
        if (id === null) await session.api.post(`${BASE}/benefits${query}`, body);
        else await session.api.put(`${BASE}/benefits/${id}`, body);
        return done(intent, formName);
      }
      case 'benefit-move': {
        if (id === null) return { ...done(intent, formName), ok: false };
        const position = Math.min(10_000, Math.max(0, Math.floor(Number(text(form, 'position')) || 0)));
        await session.api.post(`${BASE}/benefits/${id}/move`, { position });
        return done(intent, formName);
      }
      case 'benefit-delete':
      case 'picture-delete': {
        if (id === null) return { ...done(intent, formName), ok: false };
        const path =
          intent === 'picture-delete' ? `${BASE}/benefits/${id}/picture` : `${BASE}/benefits/${id}`;
        await raw.send('DELETE', path);
        return done(intent, formName);
      }
      case 'picture': {
        const file = form.get('file');
        if (id === null) return { ...done(intent, formName), ok: false };
        if (!(file instanceof File) || file.size === 0) {
          return { intent, form: formName, ok: false, errors: { file: 'chooseFile' }, message: null, values };
        }
        const body = new FormData();
        body.append('file', file, file.name);
        await raw.send('POST', `${BASE}/benefits/${id}/picture`, body);
        return done(intent, formName);
      }
      default:
        await session.api.put(`${BASE}${query}`, loyaltySettingsBody(form));
        return done('settings', 'settings');
    }
  } catch (error) {
    return refused(error, intent, intent === 'settings' ? 'settings' : formName, values);
  }
}
