import type { AdminFaqCategory } from '@shop/contracts';
import { Form } from 'react-router';
import { AdminMessage, adminStyles, SubmitButton } from '~/components/admin/admin-ui.tsx';
import { CheckField, fieldStyles, TextField } from '~/components/admin/settings-forms/fields.tsx';
import { LocaleTabs, localesWithErrors } from '~/components/admin/settings-forms/locale-tabs.tsx';
import type { FaqActionResult } from '~/data/admin-faq.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { localiseFaqMessage } from './faq-messages.ts';

/**
 * A FAQ category's form (new or stored): code, position, shown or not, and its name and address per
 * language in tabs. A refusal shows every field's problem at once, keeping what was typed.
 */
export function FaqCategoryForm({
  category,
  result,
}: {
  category: AdminFaqCategory | null;
  result: FaqActionResult | null;
}) {
  const t = useT();
  const refused = result?.intent === 'saveCategory' && !result.ok ? result : null;
  const typed = refused?.values ?? null;
  const errors = refused?.errors ?? {};
  const error = (name: string) => {
    const message = errors[name];
    return message ? localiseFaqMessage(t, message) : undefined;
  };
  const value = (name: string, stored: string) => (typed ? (typed[name] ?? '') : stored);
  const count = Object.keys(errors).length;
  const filled = Object.keys(category?.translations ?? {});
  return (
    <section className={adminStyles.panel} aria-labelledby="faq-category-title">
      <h2 id="faq-category-title" className={adminStyles.panelTitle}>
        {t('adminFaq.category.title')}
      </h2>
      {refused && (
        <AdminMessage tone="error">
          {refused.message ? localiseFaqMessage(t, refused.message) : t('adminFaq.refused', { count })}
        </AdminMessage>
      )}
      {result?.intent === 'saveCategory' && result.ok && (
        <AdminMessage tone="success">{t('adminFaq.category.saved')}</AdminMessage>
      )}
      <Form
        method="post"
        className={adminStyles.form}
        noValidate
        data-testid="faq-category-form"
        key={JSON.stringify(category)}
      >
        <div className={fieldStyles.fields}>
          <TextField
            idPrefix="faq-category"
            name="code"
            label={t('adminFaq.fields.code')}
            hint={t('adminFaq.fields.codeHint')}
            defaultValue={value('code', category?.code ?? '')}
            maxLength={64}
            error={error('code')}
            required
          />
          <TextField
            idPrefix="faq-category"
            name="position"
            label={t('adminFaq.fields.position')}
            inputMode="numeric"
            defaultValue={value('position', String(category?.position ?? 0))}
            error={error('position')}
          />
          <CheckField
            idPrefix="faq-category"
            name="enabled"
            label={t('adminFaq.fields.enabled')}
            defaultChecked={typed ? typed.enabled === 'on' : (category?.enabled ?? true)}
            error={error('enabled')}
          />
        </div>
        {error('translations') && (
          <p className={fieldStyles.fieldError} data-testid="field-error">
            {error('translations')}
          </p>
        )}
        <LocaleTabs
          id="faq-category"
          label={t('adminFaq.languages')}
          invalidLocales={localesWithErrors(errors)}
          filledLocales={filled}
        >
          {(locale) => (
            <div className={fieldStyles.fields}>
              <TextField
                idPrefix="faq-category"
                name={`translations.${locale}.name`}
                label={t('adminFaq.fields.name')}
                defaultValue={value(
                  `translations.${locale}.name`,
                  category?.translations[locale]?.name ?? '',
                )}
                maxLength={255}
                error={error(`translations.${locale}.name`) ?? error(`translations.${locale}`)}
              />
              <TextField
                idPrefix="faq-category"
                name={`translations.${locale}.slug`}
                label={t('adminFaq.fields.slug')}
                hint={t('adminFaq.fields.slugHint')}
                defaultValue={value(
                  `translations.${locale}.slug`,
                  category?.translations[locale]?.slug ?? '',
                )}
                maxLength={200}
                error={error(`translations.${locale}.slug`)}
              />
            </div>
          )}
        </LocaleTabs>
        <div className={adminStyles.actions}>
          <SubmitButton intent="saveCategory" testId="faq-category-save">
            {t('adminFaq.category.save')}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
