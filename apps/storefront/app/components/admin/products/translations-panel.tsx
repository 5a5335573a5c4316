import type { LocaleCode } from '@shop/locale';
import { LOCALE_NATIVE_NAMES } from '@shop/locale';
import { adminStyles } from '~/components/admin/admin-ui.tsx';
import {
  completeness,
  plainText,
  PRODUCT_LOCALES,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  truncateForSnippet,
  type FieldErrors,
  type TranslationField,
  type TranslationValues,
} from '~/data/admin-product-views.ts';
import { useT } from '~/i18n/use-t.ts';
import { cx } from '../../class-names.ts';
import { FieldMessages, inputClass, invalidProps, productStyles as styles } from './product-ui.tsx';

type Translations = Record<LocaleCode, TranslationValues>;
type OnChange = (locale: LocaleCode, field: TranslationField, value: string) => void;

function TextField({
  locale,
  field,
  value,
  onChange,
  errors,
  multiline,
  hint,
}: {
  locale: LocaleCode;
  field: TranslationField;
  value: string;
  onChange: OnChange;
  errors: FieldErrors | undefined;
  multiline?: 'short' | 'long';
  hint?: string;
}) {
  const t = useT();
  const name = `translations.${locale}.${field}`;
  const id = `product-${locale}-${field}`;
  const common = {
    id,
    name,
    value,
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange(locale, field, event.currentTarget.value),
    className: inputClass(errors, name, styles.wide),
    lang: locale,
    ...invalidProps(errors, name),
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t(`adminProducts.fields.${field}`)}</label>
      {multiline ? <textarea rows={multiline === 'long' ? 8 : 3} {...common} /> : <input {...common} />}
      {hint && <p className={styles.hint}>{hint}</p>}
      <FieldMessages errors={errors} name={name} />
    </div>
  );
}

/** How much of a locale is written: "en: 4 of 6 fields", with a bar. */
function Completeness({ locale, translation }: { locale: LocaleCode; translation: TranslationValues }) {
  const t = useT();
  const { filled, total } = completeness(translation);
  return (
    <div className={styles.field} data-testid={`completeness-${locale}`}>
      <span className={adminStyles.muted}>
        {t('adminProducts.translations.completeness', { locale, filled, total })}
      </span>
      <span className={styles.meter} aria-hidden="true">
        <span
          className={styles.meterFill}
          style={{ display: 'block', width: `${(filled / total) * 100}%` }}
        />
      </span>
    </div>
  );
}

/** Names and texts per locale, side by side on wide screens and stacked on phones. */
export function TranslationsPanel({
  translations,
  onChange,
  errors,
}: {
  translations: Translations;
  onChange: OnChange;
  errors: FieldErrors | undefined;
}) {
  const t = useT();
  return (
    <section className={adminStyles.panel} aria-labelledby="product-texts">
      <h2 id="product-texts" className={adminStyles.panelTitle}>
        {t('adminProducts.translations.title')}
      </h2>
      <p className={styles.hint}>{t('adminProducts.translations.hint')}</p>
      <div className={styles.locales}>
        {PRODUCT_LOCALES.map((locale) => (
          <fieldset key={locale} className={styles.locale} lang={locale} data-testid={`locale-${locale}`}>
            <legend>
              <span className={styles.localeHead}>
                <span>
                  {LOCALE_NATIVE_NAMES[locale]} <span className={adminStyles.muted}>({locale})</span>
                </span>
              </span>
            </legend>
            <Completeness locale={locale} translation={translations[locale]} />
            <TextField
              locale={locale}
              field="name"
              value={translations[locale].name}
              onChange={onChange}
              errors={errors}
            />
            <TextField
              locale={locale}
              field="slug"
              value={translations[locale].slug}
              onChange={onChange}
              errors={errors}
              hint={t('adminProducts.translations.slugHint')}
            />
            <TextField
              locale={locale}
              field="shortDescription"
              value={translations[locale].shortDescription}
              onChange={onChange}
              errors={errors}
              multiline="short"
            />
            <TextField
              locale={locale}
              field="description"
              value={translations[locale].description}
              onChange={onChange}
              errors={errors}
              multiline="long"
              hint={t('adminProducts.translations.descriptionHint')}
            />
          </fieldset>
        ))}
      </div>
    </section>
  );
}

function Counter({ length, max }: { length: number; max: number }) {
  const t = useT();
  return (
    <span className={cx(styles.counter, length > max && styles.over)}>
      {t('adminProducts.seo.counter', { length, max })}
    </span>
  );
}

/** How a search engine would show the product: title, address and description, cut where they cut. */
function SearchResultPreview({ translation, url }: { translation: TranslationValues; url: string }) {
  const t = useT();
  const title = translation.metaTitle.trim() || translation.name.trim() || t('adminProducts.seo.noTitle');
  const description =
    translation.metaDescription.trim() ||
    plainText(translation.shortDescription) ||
    plainText(translation.description) ||
    t('adminProducts.seo.noDescription');
  return (
    <div className={styles.serp} aria-label={t('adminProducts.seo.preview')} role="group">
      <span className={styles.serpUrl}>{url}</span>
      <span className={styles.serpTitle}>{truncateForSnippet(title, SEO_TITLE_MAX)}</span>
      <span className={styles.serpDescription}>{truncateForSnippet(description, SEO_DESCRIPTION_MAX)}</span>
    </div>
  );
}

/** Meta title and description per locale, each with a search-result preview and length hints. */
export function SeoPanel({
  translations,
  onChange,
  errors,
  urlOf,
}: {
  translations: Translations;
  onChange: OnChange;
  errors: FieldErrors | undefined;
  urlOf: (locale: LocaleCode) => string;
}) {
  const t = useT();
  return (
    <section className={adminStyles.panel} aria-labelledby="product-seo">
      <h2 id="product-seo" className={adminStyles.panelTitle}>
        {t('adminProducts.seo.title')}
      </h2>
      <div className={`${styles.locales} ${styles.seoLocales}`}>
        {PRODUCT_LOCALES.map((locale) => {
          const translation = translations[locale];
          return (
            <fieldset key={locale} className={styles.locale} lang={locale} data-testid={`seo-${locale}`}>
              <legend>
                <span className={styles.localeHead}>
                  <span>
                    {LOCALE_NATIVE_NAMES[locale]} <span className={adminStyles.muted}>({locale})</span>
                  </span>
                </span>
              </legend>
              <TextField
                locale={locale}
                field="metaTitle"
                value={translation.metaTitle}
                onChange={onChange}
                errors={errors}
              />
              <Counter length={(translation.metaTitle || translation.name).length} max={SEO_TITLE_MAX} />
              <TextField
                locale={locale}
                field="metaDescription"
                value={translation.metaDescription}
                onChange={onChange}
                errors={errors}
                multiline="short"
              />
              <Counter length={translation.metaDescription.length} max={SEO_DESCRIPTION_MAX} />
              <SearchResultPreview translation={translation} url={urlOf(locale)} />
            </fieldset>
          );
        })}
      </div>
    </section>
  );
}
