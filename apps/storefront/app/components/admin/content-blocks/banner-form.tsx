import { BANNER_DISPLAY_FOR, MEDIA_PATH_PATTERN, type AdminBanner, type AdminChannel } from '@shop/contracts';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import { AdminMessage, adminStyles, SubmitButton } from '~/components/admin/admin-ui.tsx';
import type { JsonFormResult } from '~/data/admin-content-blocks.server.ts';
import { cx } from '~/components/class-names.ts';
import { useT } from '~/i18n/use-t.ts';
import { BLOCK_FORM_LOCALES } from './block-form.tsx';
import { localiseBlockMessage } from './block-messages.ts';
import { LocaleTabs } from './locale-tabs.tsx';
import { SchemaField, type JsonSchema } from './schema-form.tsx';
import styles from './content-blocks.module.css';

type BannerDraft = Omit<AdminBanner, 'id' | 'position' | 'translations'> & {
  position: number | string;
  translations: Record<string, Record<string, unknown>>;
};

/** One language of a banner, as the schema-driven fields draw it (the picture with its upload button). */
const TRANSLATION_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', maxLength: 255 },
    imagePath: { type: 'string', pattern: MEDIA_PATH_PATTERN.source },
    link: { anyOf: [{ type: 'string', maxLength: 2000 }, { type: 'null' }] },
  },
  required: ['title', 'imagePath'],
};

function draftOf(banner: AdminBanner | null, result: JsonFormResult | null): BannerDraft {
  if (result && !result.ok && result.payload) {
    try {
      return JSON.parse(result.payload) as BannerDraft;
    } catch {
      // Not JSON: start from the banner.
    }
  }
  if (banner) {
    const { id: _id, ...rest } = banner;
    return rest;
  }
  return {
    code: '',
    enabled: true,
    channelCode: null,
    displayFor: 'all',
    standalone: true,
    activeFrom: null,
    activeUntil: null,
    position: 0,
    translations: {},
  };
}

const filled = (content: Record<string, unknown>) =>
  Object.values(content).some((value) => typeof value === 'string' && value.trim() !== '');

/**
 * The banner form (issue 22): code, channel, audience, the date window that schedules it, and per language
 * its title, picture (uploaded through the content pictures) and link. Sent as one JSON field; the API's
 * violations show beside their fields.
 */
export function BannerForm({
  banner,
  channels,
  result,
  previewHref = null,
}: {
  banner: AdminBanner | null;
  channels: AdminChannel[];
  result: JsonFormResult | null;
  /** The preview of the saved banner in a language; none for a new banner. */
  previewHref?: ((locale: string) => string) | null;
}) {
  const t = useT();
  const [draft, setDraft] = useState<BannerDraft>(() => draftOf(banner, result));
  const errors = result && !result.ok ? result.errors : {};
  const set = <K extends keyof BannerDraft>(key: K, value: BannerDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const idOf = (field: string) => `block-${field.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const fieldError = (field: string) =>
    errors[field] ? (
      <p
        id={`${idOf(field)}-error`}
        className={styles.fieldError}
        data-testid="field-error"
        data-field={field}
      >
        {localiseBlockMessage(t, errors[field])}
      </p>
    ) : null;
  const aria = (field: string) => ({
    id: idOf(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${idOf(field)}-error` : undefined,
  });
  const position = Number(draft.position);
  const body = {
    ...draft,
    position: draft.position === '' || !Number.isFinite(position) ? draft.position : position,
    translations: Object.fromEntries(Object.entries(draft.translations).filter(([, text]) => filled(text))),
  };
  const errorEntries = Object.entries(errors);
  const date = (field: 'activeFrom' | 'activeUntil') => (
    <div className={styles.field}>
      <label htmlFor={idOf(field)}>{t(`adminContentBlocks.banner.${field}`)}</label>
      <input
        {...aria(field)}
        type="date"
        className={adminStyles.input}
        value={draft[field] ?? ''}
        onChange={(event) => set(field, event.target.value || null)}
        data-testid={`banner-${field}`}
      />
      {fieldError(field)}
    </div>
  );
  return (
    <Form method="post" className={adminStyles.form} data-testid="banner-form" noValidate>
      <input type="hidden" name="payload" value={JSON.stringify(body)} />
      {result && !result.ok && (
        <AdminMessage tone="error">
          {result.message ? localiseBlockMessage(t, result.message) : t('adminContentBlocks.fixErrors')}
          {errorEntries.length > 0 && (
            <ul className={styles.errorSummary}>
              {errorEntries.map(([path, message]) => (
                <li key={path}>
                  <a href={`#${idOf(path)}`}>{path}</a>: {localiseBlockMessage(t, message)}
                </li>
              ))}
            </ul>
          )}
        </AdminMessage>
      )}
      <section className={adminStyles.panel} aria-labelledby="banner-common">
        <h2 id="banner-common" className={adminStyles.panelTitle}>
          {t('adminContentBlocks.common')}
        </h2>
        <div className={styles.fields}>
          <div className={styles.field}>
            <label htmlFor={idOf('code')}>{t('adminContentBlocks.code')} *</label>
            <input
              {...aria('code')}
              className={adminStyles.input}
              value={draft.code}
              maxLength={64}
              onChange={(event) => set('code', event.target.value)}
              data-testid="banner-code"
            />
            {fieldError('code')}
          </div>
          <div className={styles.field}>
            <label htmlFor={idOf('channelCode')}>{t('adminContentBlocks.channel')}</label>
            <select
              {...aria('channelCode')}
              className={adminStyles.input}
              value={draft.channelCode ?? ''}
              onChange={(event) => set('channelCode', event.target.value || null)}
            >
              <option value="">{t('adminContentBlocks.allChannels')}</option>
              {draft.channelCode && !channels.some((channel) => channel.code === draft.channelCode) && (
                <option value={draft.channelCode}>{draft.channelCode}</option>
              )}
              {channels.map((channel) => (
                <option key={channel.code} value={channel.code}>
                  {channel.name}
                </option>
              ))}
            </select>
            {fieldError('channelCode')}
          </div>
          <div className={styles.field}>
            <label htmlFor={idOf('displayFor')}>{t('adminContentBlocks.audience')}</label>
            <select
              {...aria('displayFor')}
              className={adminStyles.input}
              value={draft.displayFor}
              onChange={(event) => set('displayFor', event.target.value as BannerDraft['displayFor'])}
            >
              {BANNER_DISPLAY_FOR.map((value) => (
                <option key={value} value={value}>
                  {t(`adminContentBlocks.banner.displayFor.${value}`)}
                </option>
              ))}
            </select>
            {fieldError('displayFor')}
          </div>
          {date('activeFrom')}
          {date('activeUntil')}
          <div className={styles.field}>
            <label htmlFor={idOf('position')}>{t('adminContentBlocks.position')}</label>
            <input
              {...aria('position')}
              type="number"
              step={1}
              className={adminStyles.input}
              value={draft.position}
              onChange={(event) => set('position', event.target.value)}
            />
            {fieldError('position')}
          </div>
          <div className={styles.field}>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={draft.enabled}
                onChange={(event) => set('enabled', event.target.checked)}
              />
              {t('adminContentBlocks.enabled')}
            </label>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={draft.standalone}
                onChange={(event) => set('standalone', event.target.checked)}
              />
              {t('adminContentBlocks.banner.standalone')}
            </label>
          </div>
        </div>
        <p className={styles.hint}>{t('adminContentBlocks.banner.scheduleHint')}</p>
      </section>
      <section className={adminStyles.panel} aria-labelledby="banner-content">
        <h2 id="banner-content" className={adminStyles.panelTitle}>
          {t('adminContentBlocks.content')}
        </h2>
        {fieldError('translations')}
        <LocaleTabs
          locales={BLOCK_FORM_LOCALES}
          hasError={(locale) => errorEntries.some(([path]) => path.startsWith(`translations.${locale}`))}
          render={(locale) => (
            <>
              {fieldError(`translations.${locale}`)}
              <SchemaField
                schema={TRANSLATION_SCHEMA}
                value={draft.translations[locale] ?? {}}
                onChange={(text) =>
                  setDraft((current) => ({
                    ...current,
                    translations: {
                      ...current.translations,
                      [locale]: (text ?? {}) as Record<string, unknown>,
                    },
                  }))
                }
                path={`translations.${locale}`}
                name={null}
                required
                errors={errors}
              />
              {previewHref && banner?.translations[locale] && (
                <p>
                  <Link
                    to={previewHref(locale)}
                    target="_blank"
                    className={cx(adminStyles.button, adminStyles.buttonSecondary)}
                    data-testid={`banner-preview-${locale}`}
                  >
                    {t('adminContentBlocks.preview', { locale: locale.toUpperCase() })}
                  </Link>
                </p>
              )}
            </>
          )}
        />
      </section>
      <div className={adminStyles.actions}>
        <SubmitButton intent="save" testId="banner-save">
          {t('adminContentBlocks.save')}
        </SubmitButton>
      </div>
    </Form>
  );
}
