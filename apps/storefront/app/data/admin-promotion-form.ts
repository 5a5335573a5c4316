import type { AdminPromotionPreview, Violation } from '@shop/contracts';
import { KNOWN_LOCALES } from '@shop/locale';
import { isoFromLocal } from './shop-clock-input.ts';

/*
 * The promotion form read into the admin API's body (docs/adr/0056-cart-promotions-admin.md). Each rule and
 * action row has a type and one value (an amount in euros, a percentage, a limit, or codes separated by
 * commas); the API's 422 paths (`rules.1.amount`, `actions.0.variantCodes.2`) land on that row's value.
 */

/** Each rule or action type and the name of its one value in the API's body. */
export const RULE_VALUES = {
  item_total: 'amount',
  has_taxon: 'taxonCodes',
  has_product: 'productCodes',
  customer_group: 'groupCodes',
  loyalty_level: 'levelCodes',
  customer_usage_limit: 'limit',
} as const;
export const ACTION_VALUES = {
  order_percentage_discount: 'percentage',
  order_fixed_discount: 'amount',
  items_percentage_discount: 'percentage',
  items_fixed_discount: 'amount',
  shipping_percentage_discount: 'percentage',
  select_gift: 'variantCodes',
} as const;
export type RuleType = keyof typeof RULE_VALUES;
export type ActionType = keyof typeof ACTION_VALUES;
export const RULE_TYPES = Object.keys(RULE_VALUES) as RuleType[];
export const ACTION_TYPES = Object.keys(ACTION_VALUES) as ActionType[];
export const MAX_ROWS = 20;

/** The submitted fields by name, so a refused form shows what was typed. */
export type PromotionFormValues = Record<string, string>;

export interface PromotionsActionResult {
  intent: 'save' | 'toggle' | 'delete' | 'coupon' | 'generate' | 'preview';
  ok: boolean;
  /** Form field name → the API's message. */
  errors: Record<string, string>;
  message: string | null;
  stale: boolean;
  values: PromotionFormValues;
  /** save: the promotion's id; generate: how many codes were made. */
  id: number | null;
  /** preview: what a cart of the typed lines would get now. */
  preview?: AdminPromotionPreview;
}

/**
 * The preview's lines as typed, one a line: "VARIANT-CODE 2" (quantity 1 when left out). A quantity that is
 * not a whole number is sent as typed, so the API names the problem.
 */
export function previewLines(text: string): { variant: string; quantity: number | string }[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [variant = '', quantity] = line.split(/[\s;,]+/);
      return {
        variant,
        quantity: quantity === undefined ? 1 : /^[0-9]{1,6}$/.test(quantity) ? Number(quantity) : quantity,
      };
    });
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** Euros ("12,50") as cents; anything else as typed, so the API names the problem. */
export function centsOf(value: string): number | string {
  const match = /^([0-9]{1,9})(?:[.,]([0-9]{1,2}))?$/.exec(value.trim());
  if (!match) return value.trim();
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const whole = (value: string): number | string =>
  /^-?[0-9]{1,10}$/.test(value.trim()) ? Number(value.trim()) : value.trim();

export const euros = (cents: number) => (cents / 100).toFixed(2);

function valueOf(name: string, raw: string): unknown {
  if (name === 'amount') return centsOf(raw);
  if (name === 'percentage' || name === 'limit') return whole(raw);
  return raw
    .split(/[\s,]+/)
    .map((code) => code.trim())
    .filter(Boolean);
}

function rows(form: FormData, kind: 'rules' | 'actions') {
  const table: Record<string, string> = kind === 'rules' ? RULE_VALUES : ACTION_VALUES;
  const result: Record<string, unknown>[] = [];
  for (let index = 0; index < MAX_ROWS; index += 1) {
    const type = text(form, `${kind}.${index}.type`);
    if (!type) continue;
    const name = table[type];
    result.push(name ? { type, [name]: valueOf(name, text(form, `${kind}.${index}.value`)) } : { type });
  }
  return result;
}

/** The form as the API's promotion body (the API checks it and says what is wrong where). */
export function promotionBody(form: FormData) {
  const labels: Record<string, string> = {};
  for (const locale of KNOWN_LOCALES) {
    const label = text(form, `labels.${locale}`);
    if (label) labels[locale] = label;
  }
  const usageLimit = text(form, 'usageLimit');
  const priority = text(form, 'priority');
  return {
    code: text(form, 'code'),
    enabled: form.get('enabled') === 'on',
    priority: priority === '' ? 0 : whole(priority),
    exclusive: form.get('exclusive') === 'on',
    couponBased: form.get('couponBased') === 'on',
    // datetime-local values on the shop's clock, sent as ISO times.
    startsAt: isoFromLocal(text(form, 'startsAt')),
    endsAt: isoFromLocal(text(form, 'endsAt')),
    usageLimit: usageLimit === '' ? null : whole(usageLimit),
    channels: form.getAll('channels').filter((value): value is string => typeof value === 'string'),
    labels,
    rules: rows(form, 'rules'),
    actions: rows(form, 'actions'),
  };
}

/**
 * The API's violations by form field: a row's value errors (`rules.0.amount`, `rules.0.productCodes.3`)
 * under `rules.0.value`, a channel's under `channels`; a path of no field goes to the whole form's message.
 */
export function promotionErrors(violations: readonly Violation[]): {
  errors: Record<string, string>;
  message: string | null;
} {
  const errors: Record<string, string> = {};
  let message: string | null = null;
  for (const { propertyPath, message: said } of violations) {
    const row = /^(rules|actions)\.(\d+)\.(.+)$/.exec(propertyPath);
    let field = propertyPath;
    const line = /^lines\.(\d+)\./.exec(propertyPath);
    if (row) field = row[3] === 'type' ? `${row[1]}.${row[2]}.type` : `${row[1]}.${row[2]}.value`;
    else if (line) field = `lines.${line[1]}`;
    else if (propertyPath.startsWith('channels')) field = 'channels';
    if (field === '') message ??= said;
    else errors[field] ??= said;
  }
  return { errors, message };
}
