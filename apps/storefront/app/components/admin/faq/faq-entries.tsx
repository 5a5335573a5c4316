import type { AdminFaqCategory, AdminFaqEntry } from '@shop/contracts';
import { Form, Link } from 'react-router';
import { AdminEmpty, AdminMessage, adminStyles, Badge, SubmitButton } from '~/components/admin/admin-ui.tsx';
import { CheckField, fieldStyles, TextField } from '~/components/admin/settings-forms/fields.tsx';
import { LocaleTabs, localesWithErrors } from '~/components/admin/settings-forms/locale-tabs.tsx';
import type { FaqActionResult } from '~/data/admin-faq.server.ts';
import { useT } from '~/i18n/use-t.ts';
import settings from '~/components/admin/settings-forms/settings.module.css';
import { AnswerField } from './answer-field.tsx';
import { localiseFaqMessage } from './faq-messages.ts';

/** An entry's question in the back office's language, else the first one written, else its code. */
export function questionOf(entry: AdminFaqEntry, locale: string): string {
  const texts = entry.translations as Record<string, { question: string } | undefined>;
  return (
    texts[locale]?.question || Object.values(texts).find((text) => text?.question)?.question || entry.code
  );
}

/** The category's entries in order: move up and down, edit, delete (each a small form of its own). */
export function FaqEntries({
  category,
  locale,
  editHref,
}: {
  category: AdminFaqCategory;
  locale: string;
  editHref: (id: number) => string;
}) {
  const t = useT();
  if (category.entries.length === 0) return <AdminEmpty title={t('adminFaq.entries.empty')} />;
  const last = category.entries.length - 1;
  return (
    <ol className={settings.stack} data-testid="faq-entries">
      {category.entries.map((entry, index) => {
        const question = questionOf(entry, locale);
        return (
          <li key={entry.id} className={adminStyles.card} data-testid="faq-entry">
            <p>
              <strong>{question}</strong>{' '}
              {!entry.enabled && <Badge tone="warn">{t('adminFaq.hidden')}</Badge>}
            </p>
            <p className={adminStyles.muted}>
              <span className={adminStyles.mono}>{entry.code}</span> ·{' '}
              {t('adminFaq.entries.languages', { languages: Object.keys(entry.translations).join(', ') })}
            </p>
            <div className={settings.buttons}>
              <Form method="post" className={adminStyles.moveForm}>
                <input type="hidden" name="entryId" value={entry.id} />
                <input type="hidden" name="direction" value="up" />
                <button
                  type="submit"
                  name="intent"
                  value="move"
                  className={`${adminStyles.button} ${adminStyles.buttonSecondary}`}
                  disabled={index === 0}
                  aria-label={t('adminFaq.entries.moveUpOf', { question })}
                  data-testid="faq-entry-up"
                >
                  ↑ {t('adminFaq.entries.moveUp')}
                </button>
              </Form>
              <Form method="post" className={adminStyles.moveForm}>
                <input type="hidden" name="entryId" value={entry.id} />
                <input type="hidden" name="direction" value="down" />
                <button
                  type="submit"
                  name="intent"
                  value="move"
                  className={`${adminStyles.button} ${adminStyles.buttonSecondary}`}
                  disabled={index === last}
                  aria-label={t('adminFaq.entries.moveDownOf', { question })}
                  data-testid="faq-entry-down"
                >
                  ↓ {t('adminFaq.entries.moveDown')}
                </button>
              </Form>
              <Link
                to={editHref(entry.id)}
                className={`${adminStyles.button} ${adminStyles.buttonSecondary}`}
                aria-label={t('adminFaq.entries.editOf', { question })}
              >
                {t('adminFaq.entries.edit')}
              </Link>
              <Form method="post" className={adminStyles.moveForm}>
                <input type="hidden" name="entryId" value={entry.id} />
                <button
                  type="submit"
                  name="intent"
                  value="deleteEntry"
                  className={`${adminStyles.button} ${adminStyles.buttonDanger}`}
                  aria-label={t('adminFaq.entries.deleteOf', { question })}
                >
                  {t('adminFaq.entries.delete')}
                </button>
              </Form>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** The add/edit form of an entry: code, shown or not, question and answer per language in tabs. */
export function FaqEntryForm({
  entry,
  result,
  cancelHref,
}: {
  entry: AdminFaqEntry | null;
  result: FaqActionResult | null;
  cancelHref: string;
}) {
  const t = useT();
  const refused = result?.intent === 'saveEntry' && !result.ok ? result : null;
  const typed = refused?.values ?? null;
  const errors = refused?.errors ?? {};
  const error = (name: string) => {
    const message = errors[name];
    return message ? localiseFaqMessage(t, message) : undefined;
  };
  const value = (name: string, stored: string) => (typed ? (typed[name] ?? '') : stored);
  const count = Object.keys(errors).length;
  return (
    <section className={adminStyles.panel} aria-labelledby="faq-entry-title" id="faq-entry">
      <h2 id="faq-entry-title" className={adminStyles.panelTitle}>
        {entry ? t('adminFaq.entry.editTitle', { code: entry.code }) : t('adminFaq.entry.addTitle')}
      </h2>
      {refused && (
        <AdminMessage tone="error">
          {refused.message ? localiseFaqMessage(t, refused.message) : t('adminFaq.refused', { count })}
        </AdminMessage>
      )}
      <Form
        method="post"
        className={adminStyles.form}
        noValidate
        data-testid="faq-entry-form"
        key={
          entry
            ? `${entry.id}:${JSON.stringify(entry.translations)}`
            : `new:${result?.intent === 'saveEntry' && result.ok ? result.id : ''}`
        }
      >
        {entry && <input type="hidden" name="entryId" value={entry.id} />}
        <div className={fieldStyles.fields}>
          <TextField
            idPrefix="faq-entry"
            name="code"
            label={t('adminFaq.fields.code')}
            hint={t('adminFaq.fields.codeHint')}
            defaultValue={value('code', entry?.code ?? '')}
            maxLength={64}
            error={error('code')}
            required
          />
          <CheckField
            idPrefix="faq-entry"
            name="enabled"
            label={t('adminFaq.fields.enabled')}
            defaultChecked={typed ? typed.enabled === 'on' : (entry?.enabled ?? true)}
            error={error('enabled')}
          />
        </div>
        {error('translations') && (
          <p className={fieldStyles.fieldError} data-testid="field-error">
            {error('translations')}
          </p>
        )}
        <LocaleTabs
          id="faq-entry"
          label={t('adminFaq.languages')}
          invalidLocales={localesWithErrors(errors)}
          filledLocales={Object.keys(entry?.translations ?? {})}
        >
          {(locale) => (
            <>
              <TextField
                idPrefix="faq-entry"
                name={`translations.${locale}.question`}
                label={t('adminFaq.fields.question')}
                defaultValue={value(
                  `translations.${locale}.question`,
                  entry?.translations[locale]?.question ?? '',
                )}
                maxLength={500}
                error={error(`translations.${locale}.question`) ?? error(`translations.${locale}`)}
              />
              <AnswerField
                idPrefix="faq-entry"
                name={`translations.${locale}.answer`}
                label={t('adminFaq.fields.answer')}
                hint={t('adminFaq.fields.answerHint')}
                defaultValue={value(
                  `translations.${locale}.answer`,
                  entry?.translations[locale]?.answer ?? '',
                )}
                error={error(`translations.${locale}.answer`)}
              />
            </>
          )}
        </LocaleTabs>
        <div className={adminStyles.actions}>
          <SubmitButton intent="saveEntry" testId="faq-entry-save">
            {entry ? t('adminFaq.entry.save') : t('adminFaq.entry.add')}
          </SubmitButton>
          {entry && (
            <Link to={cancelHref} className={`${adminStyles.button} ${adminStyles.buttonSecondary}`}>
              {t('adminFaq.entry.cancel')}
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}
