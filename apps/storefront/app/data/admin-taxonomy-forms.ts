import {
  adminAttributeInputSchema,
  adminAttributeValueInputSchema,
  adminOptionInputSchema,
  adminTaxonInputSchema,
  adminTaxonPatchSchema,
  BADGE_PLACEMENTS,
  type Violation,
} from '@shop/contracts';
import { KNOWN_LOCALES, type LocaleCode } from '@shop/locale';
import type { z } from 'zod';

/**
 * The back office's category, attribute and option forms (issue 17) read into the admin API's bodies.
 * Every input is named by the API's `propertyPath` of its value (`translations.lt.name`, `values.0.code`),
 * so a 422's violations land next to their fields without a mapping table.
 */

/** What an editor form answers: each field's error at once, the whole form's message, what was typed. */
export interface TaxonomyFormResult {
  /** Which form of the page answered (a page has several: the category, its picture, its place...). */
  form: string;
  ok: boolean;
  /** propertyPath -> message (the API's words; the page localises them). */
  errors: Record<string, string>;
  /** An object-level refusal (delete refused, not found...). */
  message: string | null;
  /** A 409: someone else saved first; the page offers a reload. */
  stale: boolean;
  /** The submitted fields, so a refused form shows what was typed (also before hydration). */
  values: Record<string, string | string[]>;
}

export const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

const orUndefined = (value: string) => (value === '' ? undefined : value);

/** A whole number typed into a field, or undefined when empty; a typo stays a string for the schema. */
function whole(form: FormData, name: string): number | undefined {
  const value = text(form, name);
  if (value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : (value as unknown as number);
}

/** The submitted values of a form (files left out), for showing them again after a refusal. */
export function submittedValues(form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key).filter((value): value is string => typeof value === 'string');
    if (all.length === 0 || key === 'intent' || key === 'form') continue;
    values[key] = all.length === 1 && key !== 'placements' ? (all[0] ?? '') : all;
  }
  return values;
}

/** Violations per field; the first one of a path wins, object-level ones become the message. */
export function violationsByField(violations: readonly Violation[]): {
  errors: Record<string, string>;
  message: string | null;
} {
  const errors: Record<string, string> = {};
  let message: string | null = null;
  for (const { propertyPath, message: text } of violations) {
    if (propertyPath === '') message ??= text;
    else errors[propertyPath] ??= text;
  }
  return { errors, message };
}

/** The contract schema's own violations of a body, in the API's shape (checked before sending). */
export function schemaViolations(error: z.ZodError): Violation[] {
  return error.issues.map((issue) => ({
    propertyPath: issue.path.map(String).join('.'),
    message: issue.message,
    code: issue.code,
  }));
}

/**
 * `translations.{locale}.{field}` of every locale that has any text: a locale left wholly empty is not
 * sent (the shop falls back to another locale), a started one is (and its missing name is a violation).
 */
function translationsFrom<F extends string>(
  form: FormData,
  fields: readonly F[],
  nullable: readonly F[] = [],
): Partial<Record<LocaleCode, Record<F, string | null>>> {
  const translations: Partial<Record<LocaleCode, Record<F, string | null>>> = {};
  for (const locale of KNOWN_LOCALES) {
    const entry = {} as Record<F, string | null>;
    let any = false;
    for (const field of fields) {
      const value = text(form, `translations.${locale}.${field}`);
      if (value) any = true;
      // Empty is '' (a blank name is refused, a blank slug is made from the name), or null where the
      // contract clears a text that way (descriptions).
      entry[field] = value === '' && nullable.includes(field) ? null : value;
    }
    if (any) translations[locale] = entry;
  }
  return translations;
}

const versionOf = (form: FormData) => whole(form, 'version') ?? 0;

/**
 * A PATCH body checked by its contract schema, keeping only the fields the form sent: a schema's defaults
 * (`enabled: true`...) must not ride along and undo what another form set (moving must not re-enable).
 */
function parsePatch<S extends z.ZodType>(schema: S, input: Record<string, unknown>) {
  const parsed = schema.safeParse(input);
  if (!parsed.success) return parsed;
  const sent = Object.entries(parsed.data as Record<string, unknown>).filter(
    ([key]) => input[key] !== undefined,
  );
  return { success: true as const, data: Object.fromEntries(sent) as z.infer<S> };
}

// --- Categories ---

export function taxonInputFrom(form: FormData) {
  return adminTaxonInputSchema.safeParse({
    code: text(form, 'code'),
    parent: orUndefined(text(form, 'parent')) ?? null,
    enabled: form.get('enabled') === 'on',
    translations: translationsFrom(form, ['name', 'slug', 'description'], ['description']),
  });
}

export function taxonPatchFrom(form: FormData) {
  return parsePatch(adminTaxonPatchSchema, {
    parent: orUndefined(text(form, 'parent')) ?? null,
    enabled: form.get('enabled') === 'on',
    translations: translationsFrom(form, ['name', 'slug', 'description'], ['description']),
    version: versionOf(form),
  });
}

/**
 * A move: `parent` (empty: the top level) and `position` among its new siblings (omitted: last). The
 * move-up/down buttons send the position they move to; "move into" sends only the parent.
 */
export function taxonMoveFrom(form: FormData) {
  const position = whole(form, 'position');
  return parsePatch(adminTaxonPatchSchema, {
    parent: orUndefined(text(form, 'parent')) ?? null,
    ...(position === undefined ? {} : { position }),
    version: versionOf(form),
  });
}

// --- Attributes and their values ---

const FILTER_TYPES = ['select', 'range', 'none'] as const;
const filterTypeOf = (form: FormData) => {
  const value = text(form, 'filterType');
  return FILTER_TYPES.find((type) => type === value) ?? value;
};

export function attributeInputFrom(form: FormData) {
  return adminAttributeInputSchema.safeParse({
    code: text(form, 'code'),
    slug: text(form, 'slug'),
    filterType: filterTypeOf(form),
    position: whole(form, 'position'),
    translations: translationsFrom(form, ['name']),
  });
}

/** PATCH /product-attributes/{code}: the create body without its code. */
export function attributePatchFrom(form: FormData) {
  return parsePatch(adminAttributeInputSchema.omit({ code: true }), {
    slug: text(form, 'slug'),
    filterType: filterTypeOf(form),
    position: whole(form, 'position'),
    translations: translationsFrom(form, ['name']),
  });
}

/** A colour field: its hex, or null when "no colour" is ticked. */
function colour(form: FormData, name: string): string | null {
  if (form.get(`${name}None`) === 'on') return null;
  return orUndefined(text(form, name)) ?? null;
}

export function attributeValueInputFrom(form: FormData) {
  const placements = form.getAll('placements').filter((value): value is string => typeof value === 'string');
  return adminAttributeValueInputSchema.safeParse({
    code: text(form, 'code'),
    slug: text(form, 'slug'),
    position: whole(form, 'position'),
    numericValue: whole(form, 'numericValue') ?? null,
    color: colour(form, 'color'),
    iconColor: colour(form, 'iconColor'),
    backgroundColor: colour(form, 'backgroundColor'),
    placements: placements.filter((value) => (BADGE_PLACEMENTS as readonly string[]).includes(value)),
    showInProductList: form.get('showInProductList') === 'on',
    showInProductListOnImage: form.get('showInProductListOnImage') === 'on',
    translations: translationsFrom(form, ['name', 'value', 'content'], ['content']),
  });
}

// --- Options ---

/** Rows of the values table: `values.{i}.*`; a row without a code or ticked `remove` is left out. */
function optionValuesFrom(form: FormData) {
  const rows = new Set<number>();
  for (const key of form.keys()) {
    const match = /^values\.(\d+)\./.exec(key);
    if (match) rows.add(Number(match[1]));
  }
  return [...rows]
    .sort((a, b) => a - b)
    .filter((row) => text(form, `values.${row}.code`) !== '' && form.get(`values.${row}.remove`) !== 'on')
    .map((row) => {
      const values: Partial<Record<LocaleCode, { value: string }>> = {};
      for (const locale of KNOWN_LOCALES) {
        const value = text(form, `values.${row}.translations.${locale}.value`);
        if (value) values[locale] = { value };
      }
      return {
        row,
        value: {
          code: text(form, `values.${row}.code`),
          position: whole(form, `values.${row}.position`),
          translations: values,
        },
      };
    });
}

/**
 * An option's body. The form's rows are numbered as shown, but removed and empty rows are not sent, so
 * the API's `values.{i}` paths are mapped back to the rows they came from (`rows[i]`).
 */
export function optionInputFrom(form: FormData, withCode: boolean) {
  const values = optionValuesFrom(form);
  const body = {
    ...(withCode ? { code: text(form, 'code') } : {}),
    position: whole(form, 'position'),
    translations: translationsFrom(form, ['name']),
    values: values.map((entry) => entry.value),
  };
  const schema = withCode ? adminOptionInputSchema : adminOptionInputSchema.omit({ code: true });
  return { parsed: schema.safeParse(body), rows: values.map((entry) => entry.row) };
}

/** `values.2.code` of the body is `values.{rows[2]}.code` of the form. */
export function toFormPaths(errors: Record<string, string>, rows: readonly number[]) {
  const mapped: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^values\.(\d+)(.*)$/.exec(path);
    const row = match ? rows[Number(match[1])] : undefined;
    mapped[match && row !== undefined ? `values.${row}${match[2]}` : path] = message;
  }
  return mapped;
}
