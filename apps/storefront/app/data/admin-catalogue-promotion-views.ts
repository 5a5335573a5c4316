import { SHOP_TIME_ZONE } from '@shop/contracts/constants';

/*
 * What the sales screen's server module and its components share (types and constants only: client
 * components must not import values from *.server.ts files).
 */

/** The languages a sale's badge label is written in, in the form's order. */
export const PROMOTION_LOCALES = ['lt', 'en', 'et', 'ru'] as const;

export interface PromotionChoice {
  code: string;
  name: string;
}

export interface PromotionFormValues {
  code: string;
  percent: string;
  /** `datetime-local` values as typed. */
  startsAt: string;
  endsAt: string;
  channels: string[];
  taxons: string[];
  brands: string[];
  /** Product codes separated by commas or spaces. */
  products: string;
  priority: string;
  exclusive: '' | 'on';
  enabled: '' | 'on';
  backgroundColor: string;
  color: string;
  labels: Record<string, string>;
}

/** What every form of the screen answers. */
export type PromotionsActionResult =
  | {
      intent: 'save';
      ok: boolean;
      /** The edited sale's code ('' when adding). */
      editing: string;
      /** The API's messages by field path (scopes.taxons[0], endsAt, translations...). */
      errors: Record<string, string>;
      message: string | null;
      stale: boolean;
      values: PromotionFormValues;
    }
  | { intent: 'delete' | 'enable' | 'disable'; ok: boolean; message: string | null };

const shopClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO time as a `datetime-local` value on the shop's clock (Europe/Vilnius), the same on server and browser. */
export function localInputValue(iso: string | null): string {
  if (!iso) return '';
  return shopClock.format(new Date(iso)).replace(' ', 'T');
}

/** A `datetime-local` value ("2026-12-01T09:00") on the shop's clock as an ISO time; '' is null. */
export function isoFromLocal(value: string): string | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return value;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offset at that moment: what the shop's clock shows for asUtc, minus asUtc.
  const shown = Date.parse(`${shopClock.format(new Date(asUtc)).replace(' ', 'T')}:00Z`);
  return new Date(asUtc - (shown - asUtc)).toISOString();
}

/** The field a violation's path belongs to in the form (scopes.taxons[2] → taxons). */
export function formFieldOf(path: string): string {
  if (path.startsWith('scopes.products')) return 'products';
  if (path.startsWith('scopes.taxons')) return 'taxons';
  if (path.startsWith('scopes.brands')) return 'brands';
  if (path.startsWith('scopes')) return 'scopes';
  if (path.startsWith('action')) return 'percent';
  if (path.startsWith('channels')) return 'channels';
  if (path.startsWith('translations')) return 'labels';
  return path;
}
