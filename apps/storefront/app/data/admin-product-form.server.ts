import {
  type AdminProduct,
  type AdminProductInput,
  type AdminProductPatch,
  type AdminVariant,
  type AdminVariantInput,
  type AdminVariantPatch,
} from '@shop/contracts';
import {
  emptyEditorValues,
  emptyNames,
  emptyTranslation,
  minorFromText,
  PRODUCT_LOCALES,
  TRANSLATION_FIELDS,
  type EditorValues,
  type FieldErrors,
  type VariantRow,
} from './admin-product-views.ts';

/*
 * The product editor's form, read on the server: field names are the API's property paths
 * (`translations.lt.name`, `bundleParts[0].variant`, `variants[2].channelPricings.web.price`), so the
 * API's 422 violations land on the field they are about.
 */

const text = (form: FormData, name: string) => String(form.get(name) ?? '');
const checked = (form: FormData, name: string) => form.get(name) === 'on' || form.get(name) === 'true';

/** Indexes of rows named `{prefix}[i].…` that the form has, in order. */
function rowIndexes(form: FormData, prefix: string): number[] {
  const pattern = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[(\\d+)\\]\\.`);
  const found = new Set<number>();
  for (const key of form.keys()) {
    const match = pattern.exec(key);
    if (match?.[1]) found.add(Number(match[1]));
  }
  return [...found].sort((a, b) => a - b);
}

/** Sub-keys of `{prefix}.` in the form (`variants[0].optionValues.` → colour, size). */
function subKeys(form: FormData, prefix: string): string[] {
  const keys = new Set<string>();
  for (const key of form.keys()) {
    if (key.startsWith(prefix)) keys.add(key.slice(prefix.length).split('.')[0] ?? '');
  }
  return [...keys].filter(Boolean);
}

/** What the owner submitted, as the editor's values (shown again when the save is refused). */
export function valuesFromForm(form: FormData): EditorValues {
  const values = emptyEditorValues();
  values.code = text(form, 'code').trim();
  values.enabled = checked(form, 'enabled');
  const version = Number(form.get('version'));
  values.version = Number.isInteger(version) && version > 0 ? version : null;
  for (const locale of PRODUCT_LOCALES) {
    const translation = emptyTranslation();
    for (const field of TRANSLATION_FIELDS)
      translation[field] = text(form, `translations.${locale}.${field}`);
    values.translations[locale] = translation;
  }
  values.mainTaxon = text(form, 'mainTaxon');
  values.taxons = form.getAll('taxons').map(String).filter(Boolean);
  for (const attribute of subKeys(form, 'attributes.')) {
    values.attributes[attribute] = form.getAll(`attributes.${attribute}`).map(String).filter(Boolean);
  }
  values.requiresLogin = checked(form, 'requiresLogin');
  values.isBundle = checked(form, 'isBundle');
  values.onlySellInBundle = checked(form, 'onlySellInBundle');
  // Checkbox lists send nothing when none is ticked: a marker says the form showed them.
  values.channels = form.has('channels.shown') ? form.getAll('channels').map(String).filter(Boolean) : null;
  values.warehouses = form.has('warehouses.shown')
    ? form.getAll('warehouses').map(String).filter(Boolean)
    : null;
  values.bundleParts = rowIndexes(form, 'bundleParts').map((i) => ({
    variant: text(form, `bundleParts[${i}].variant`).trim(),
    quantity: text(form, `bundleParts[${i}].quantity`).trim(),
  }));
  values.variants = rowIndexes(form, 'variants').map((i): VariantRow => {
    const row = `variants[${i}].`;
    const rowVersion = Number(form.get(`${row}version`));
    const prices: VariantRow['prices'] = {};
    for (const channel of subKeys(form, `${row}channelPricings.`)) {
      prices[channel] = {
        price: text(form, `${row}channelPricings.${channel}.price`),
        originalPrice: text(form, `${row}channelPricings.${channel}.originalPrice`),
      };
    }
    return {
      code: text(form, `${row}code`).trim(),
      isNew: form.get(`${row}isNew`) === 'true',
      version: Number.isInteger(rowVersion) && rowVersion > 0 ? rowVersion : null,
      enabled: checked(form, `${row}enabled`),
      tracked: checked(form, `${row}tracked`),
      maxQuantityPerOrder: text(form, `${row}maxQuantityPerOrder`).trim(),
      names: Object.fromEntries(
        PRODUCT_LOCALES.map((locale) => [locale, text(form, `${row}translations.${locale}.name`).trim()]),
      ) as VariantRow['names'],
      onHand: text(form, `${row}onHand`),
      warehouseStock: Object.fromEntries(
        subKeys(form, `${row}onHand.`).map((code) => [code, text(form, `${row}onHand.${code}`)]),
      ),
      onHold: Number(form.get(`${row}onHold`)) || 0,
      prices,
      optionValues: Object.fromEntries(
        subKeys(form, `${row}optionValues.`)
          .map((option) => [option, text(form, `${row}optionValues.${option}`)] as const)
          .filter(([, value]) => value !== ''),
      ),
    };
  });
  return values;
}

const nullable = (value: string) => (value.trim() === '' ? null : value);

/** The product's fields as POST /products takes them (the form's bundle rows without a variant left out). */
export function productBody(values: EditorValues): { body: AdminProductInput; partIndexes: number[] } {
  const translations: AdminProductInput['translations'] = {};
  for (const locale of PRODUCT_LOCALES) {
    const t = values.translations[locale];
    // A locale the owner left empty is not sent; one with any text needs its name.
    if (TRANSLATION_FIELDS.every((field) => t[field].trim() === '')) continue;
    translations[locale] = {
      name: t.name,
      slug: t.slug.trim(),
      shortDescription: nullable(t.shortDescription),
      description: nullable(t.description),
      metaTitle: nullable(t.metaTitle),
      metaDescription: nullable(t.metaDescription),
    };
  }
  const partIndexes: number[] = [];
  const bundleParts: AdminProductInput['bundleParts'] = [];
  values.bundleParts.forEach((part, index) => {
    if (!part.variant) return;
    partIndexes.push(index);
    bundleParts.push({ variant: part.variant, quantity: Number(part.quantity || 'NaN') });
  });
  const attributes = Object.fromEntries(
    Object.entries(values.attributes).filter(([, codes]) => codes.length > 0),
  );
  return {
    body: {
      code: values.code,
      enabled: values.enabled,
      translations,
      mainTaxon: values.mainTaxon || null,
      taxons: values.taxons,
      attributes,
      requiresLogin: values.requiresLogin,
      isBundle: values.isBundle,
      bundleParts: values.isBundle ? bundleParts : [],
      onlySellInBundle: values.onlySellInBundle,
      ...(values.channels === null ? {} : { channels: values.channels }),
      warehouses: values.warehouses ?? [],
    },
    partIndexes,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** PATCH /products/{code}: the fields the owner changed against the product as it is now, and the version
 * the page loaded (stale: the API answers 409). Null when nothing changed. */
export function productPatch(
  values: EditorValues,
  current: AdminProduct,
): { body: AdminProductPatch; partIndexes: number[] } | null {
  const { body, partIndexes } = productBody(values);
  const currentTranslations: AdminProductInput['translations'] = {};
  for (const [locale, t] of Object.entries(current.translations)) {
    if (!t) continue;
    currentTranslations[locale as keyof typeof currentTranslations] = {
      name: t.name,
      slug: t.slug,
      shortDescription: t.shortDescription,
      description: t.description,
      metaTitle: t.metaTitle,
      metaDescription: t.metaDescription,
    };
  }
  const patch: AdminProductPatch = { version: values.version ?? 0 };
  if (body.enabled !== current.enabled) patch.enabled = body.enabled;
  if (!same(sortKeys(body.translations), sortKeys(currentTranslations))) {
    patch.translations = body.translations;
  }
  if (body.mainTaxon !== current.mainTaxon) patch.mainTaxon = body.mainTaxon;
  if (!same([...body.taxons].sort(), [...current.taxons].sort())) patch.taxons = body.taxons;
  const currentAttributes = Object.fromEntries(
    Object.entries(current.attributes).filter(([, codes]) => codes.length > 0),
  );
  if (!same(sortKeys(body.attributes), sortKeys(currentAttributes))) patch.attributes = body.attributes;
  if (body.requiresLogin !== current.requiresLogin) patch.requiresLogin = body.requiresLogin;
  if (body.isBundle !== current.isBundle) patch.isBundle = body.isBundle;
  if (!same(body.bundleParts, current.bundleParts)) patch.bundleParts = body.bundleParts;
  if (body.onlySellInBundle !== current.onlySellInBundle) patch.onlySellInBundle = body.onlySellInBundle;
  if (values.channels !== null && !same([...values.channels].sort(), [...current.channels].sort())) {
    patch.channels = values.channels;
  }
  if (values.warehouses !== null && !same([...values.warehouses].sort(), [...current.warehouses].sort())) {
    patch.warehouses = values.warehouses;
  }
  return Object.keys(patch).length > 1 ? { body: patch, partIndexes } : null;
}

function sortKeys<T extends object>(record: T): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, value]) => [
        key,
        value && typeof value === 'object' && !Array.isArray(value) ? sortKeys(value) : value,
      ]),
  );
}

/** A stock count as typed: a whole number of 0 or more, else NaN (the API names the problem). */
function units(value: string): number {
  const clean = value.trim();
  return /^\d{1,9}$/.test(clean) ? Number(clean) : Number.NaN;
}

/** The most units per order as typed: "" is no limit, a whole number 1–9999 a limit, else NaN. */
function limitOf(value: string): number | null {
  const clean = value.trim();
  if (clean === '') return null;
  return /^\d{1,4}$/.test(clean) && Number(clean) >= 1 ? Number(clean) : Number.NaN;
}

/** The variant's own names as the API takes them: the given locales only ("" removes a name). */
function namesOf(names: VariantRow['names'], only: (locale: string, name: string) => boolean) {
  const translations: NonNullable<AdminVariantPatch['translations']> = {};
  for (const [locale, name] of Object.entries(names)) {
    if (only(locale, name)) translations[locale as keyof typeof translations] = { name };
  }
  return translations;
}

/**
 * A grid row's stock when the same save changes where the product's stock is counted (the grid was drawn for
 * the warehouses before): one count goes to the first new warehouse, as the API moves existing counts there;
 * counts per warehouse keep the product's warehouses and add up when it has none any more.
 */
export function stockForWarehouses(
  onHand: AdminVariantInput['onHand'],
  warehouses: readonly string[],
): AdminVariantInput['onHand'] {
  if (typeof onHand === 'number') {
    const [first] = warehouses;
    return first === undefined ? onHand : { [first]: onHand };
  }
  if (warehouses.length === 0) return Object.values(onHand).reduce((sum, units) => sum + units, 0);
  return Object.fromEntries(Object.entries(onHand).filter(([code]) => warehouses.includes(code)));
}

export interface VariantChange {
  /** The row of the grid (its fields are `variants[row].…`). */
  row: number;
  code: string;
  kind: 'create' | 'update';
  body: AdminVariantInput | AdminVariantPatch;
  /** Problems found before asking the API (a price that is not a number). */
  errors: FieldErrors;
}

function pricingsOf(row: VariantRow, index: number, errors: FieldErrors) {
  const pricings: AdminVariantInput['channelPricings'] = {};
  for (const [channel, typed] of Object.entries(row.prices)) {
    const price = minorFromText(typed.price);
    const originalPrice = minorFromText(typed.originalPrice);
    const base = `variants[${index}].channelPricings.${channel}`;
    if (price === null && originalPrice === null) continue;
    if (price === null || Number.isNaN(price)) {
      errors[`${base}.price`] = [{ key: 'adminProducts.errors.priceFormat' }];
    }
    if (Number.isNaN(originalPrice))
      errors[`${base}.originalPrice`] = [{ key: 'adminProducts.errors.priceFormat' }];
    if (price !== null && !Number.isNaN(price)) {
      pricings[channel] = {
        price,
        originalPrice: originalPrice === null || Number.isNaN(originalPrice) ? null : originalPrice,
      };
    }
  }
  return pricings;
}

function onHandOf(row: VariantRow): AdminVariantInput['onHand'] {
  const warehouses = Object.entries(row.warehouseStock);
  if (warehouses.length > 0)
    return Object.fromEntries(warehouses.map(([code, typed]) => [code, units(typed)]));
  return units(row.onHand);
}

/**
 * What saving the grid sends: POST for each new row with a code, PATCH for each existing variant the owner
 * changed (only the changed fields, with the version the page loaded). New rows carry their place after the
 * saved variants: the POSTs go out together, and the order they arrive in must not decide the shop's order.
 */
export function variantChanges(values: EditorValues, current: readonly AdminVariant[]): VariantChange[] {
  const changes: VariantChange[] = [];
  let nextPosition = current.reduce((last, variant) => Math.max(last, variant.position + 1), 0);
  values.variants.forEach((row, index) => {
    const errors: FieldErrors = {};
    const channelPricings = pricingsOf(row, index, errors);
    const onHand = onHandOf(row);
    const limit = limitOf(row.maxQuantityPerOrder);
    if (Number.isNaN(limit)) {
      errors[`variants[${index}].maxQuantityPerOrder`] = [{ key: 'adminProducts.errors.maxQuantity' }];
    }
    const maxQuantityPerOrder = limit === null || Number.isNaN(limit) ? null : limit;
    if (row.isNew) {
      const untouched =
        !row.code &&
        Object.keys(channelPricings).length === 0 &&
        row.onHand.trim() === '' &&
        row.maxQuantityPerOrder === '' &&
        Object.values(row.names).every((name) => name === '') &&
        !Object.keys(errors).length;
      if (untouched) return;
      changes.push({
        row: index,
        code: row.code,
        kind: 'create',
        body: {
          code: row.code,
          enabled: row.enabled,
          tracked: row.tracked,
          onHand: row.onHand.trim() === '' && typeof onHand === 'number' ? 0 : onHand,
          maxQuantityPerOrder,
          gtin: null,
          optionValues: row.optionValues,
          translations: namesOf(row.names, (_, name) => name !== ''),
          channelPricings,
          position: nextPosition++,
        },
        errors,
      });
      return;
    }
    const was = current.find((variant) => variant.code === row.code);
    if (!was) return;
    const patch: AdminVariantPatch = { version: row.version ?? 0 };
    if (row.enabled !== was.enabled) patch.enabled = row.enabled;
    if (row.tracked !== was.tracked) patch.tracked = row.tracked;
    if (!Number.isNaN(limit) && maxQuantityPerOrder !== was.maxQuantityPerOrder) {
      patch.maxQuantityPerOrder = maxQuantityPerOrder;
    }
    const wasNames: Record<string, string> = { ...emptyNames() };
    for (const [locale, t] of Object.entries(was.translations)) wasNames[locale] = t?.name ?? '';
    const names = namesOf(row.names, (locale, name) => name !== (wasNames[locale] ?? ''));
    if (Object.keys(names).length > 0) patch.translations = names;
    const wasOnHand = Object.keys(was.warehouseStock).length > 0 ? was.warehouseStock : was.onHand;
    if (!same(sortKeys({ v: onHand }), sortKeys({ v: wasOnHand }))) patch.onHand = onHand;
    const wasPricings = Object.fromEntries(
      Object.entries(was.channelPricings).map(([channel, p]) => [
        channel,
        { price: p.price, originalPrice: p.originalPrice },
      ]),
    );
    if (!same(sortKeys(channelPricings), sortKeys(wasPricings))) patch.channelPricings = channelPricings;
    if (!same(sortKeys(row.optionValues), sortKeys(was.optionValues))) patch.optionValues = row.optionValues;
    if (Object.keys(patch).length > 1 || Object.keys(errors).length > 0) {
      changes.push({ row: index, code: row.code, kind: 'update', body: patch, errors });
    }
  });
  return changes;
}
