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

export { isoFromLocal, localInputValue } from './shop-clock-input.ts';

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
