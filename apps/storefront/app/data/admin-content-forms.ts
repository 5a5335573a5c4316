import type { Violation } from '@shop/contracts';
import { KNOWN_LOCALES, type LocaleCode } from '@shop/locale';

/*
 * What the news and page forms send (docs/adr/0059-content-news-pages.md): per-language fields named
 * `translations.{locale}.{field}`, so the API's violation paths name the form's fields as they are.
 */

export const CONTENT_LOCALES: readonly LocaleCode[] = KNOWN_LOCALES;

export type FormValues = Record<string, string>;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** Every text field of the form as typed (the form shows them again after a refusal). */
export function formValues(form: FormData): FormValues {
  const values: FormValues = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string') values[key] = value;
  return values;
}

const TRANSLITERATION: Record<string, string> = {
  ą: 'a',
  č: 'c',
  ę: 'e',
  ė: 'e',
  į: 'i',
  š: 's',
  ų: 'u',
  ū: 'u',
  ž: 'z',
  õ: 'o',
  ä: 'a',
  ö: 'o',
  ü: 'u',
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ы: 'y',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ь: '',
  ъ: '',
};

/** An address from a title: "Pavasario išpardavimas!" → "pavasario-ispardavimas". */
export function slugFrom(title: string): string {
  return [...title.toLocaleLowerCase()]
    .map((char) => TRANSLITERATION[char] ?? char)
    .join('')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
}

/**
 * The languages the form filled in: a language counts when any of its fields has text; an empty address
 * is made from the title (the API checks the rest, as the content import does).
 */
export function translationsFrom<F extends string>(
  form: FormData,
  fields: readonly F[],
  titleField: F,
): Record<string, Record<F, string>> {
  const translations: Record<string, Record<F, string>> = {};
  for (const locale of CONTENT_LOCALES) {
    const entry = Object.fromEntries(
      fields.map((field) => [field, text(form, `translations.${locale}.${field}`)]),
    ) as Record<F, string>;
    if (!fields.some((field) => entry[field].trim() !== '' && field !== ('content' as F))) {
      // Only an editor's empty paragraph: the language is left out.
      if (!('content' in entry) || stripTags(String(entry['content' as F])) === '') continue;
    }
    const slugField = 'slug' as F;
    if (slugField in entry && entry[slugField].trim() === '') entry[slugField] = slugFrom(entry[titleField]);
    translations[locale] = entry;
  }
  return translations;
}

function stripTags(html: string): string {
  return html.replace(/<(?!img)[^>]*>/g, '').trim();
}

/** Violations by form field; those about the whole body (or no field of the form) as the message. */
export function errorsByField(violations: readonly Violation[]): {
  errors: Record<string, string>;
  message: string | null;
} {
  const errors: Record<string, string> = {};
  let message: string | null = null;
  for (const { propertyPath, message: said } of violations) {
    if (propertyPath === '') message ??= said;
    else errors[propertyPath] ??= said;
  }
  return { errors, message };
}

/** The first error of a language's fields (its tab shows a mark). */
export function localeHasError(errors: Record<string, string>, locale: string): boolean {
  return Object.keys(errors).some((path) => path.startsWith(`translations.${locale}`));
}

/** A positive id from a route parameter, or null. */
/**
 * A PATCH body with the version the form was opened at (its hidden `version` field): the API refuses the save
 * with 409 when someone else saved in between, instead of overwriting their change.
 */
export function withVersion<T extends object>(body: T, values: FormValues): T & { version?: string } {
  return values.version ? { ...body, version: values.version } : body;
}

export function idParam(value: string | undefined): number | null {
  return value && /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}
