import {
  CONTENT_BLOCK_AUDIENCES,
  CONTENT_BLOCK_LOCATIONS,
  type AdminChannel,
  type AdminContentBlock,
  type AdminContentBlockType,
  type ContentBlockType,
} from '@shop/contracts';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import { AdminMessage, adminStyles, SubmitButton } from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import type { JsonFormResult } from '~/data/admin-content-blocks.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { localiseBlockMessage } from './block-messages.ts';
import { LocaleTabs } from './locale-tabs.tsx';
import { SchemaField, type JsonSchema } from './schema-form.tsx';
import styles from './content-blocks.module.css';

export const BLOCK_FORM_LOCALES = ['lt', 'en', 'et', 'ru'] as const;

interface BlockDraft {
  code: string;
  type: ContentBlockType;
  enabled: boolean;
  channelCode: string | null;
  audience: (typeof CONTENT_BLOCK_AUDIENCES)[number];
  displayLocations: string[];
  position: number | string;
  productCodes: string[];
  taxonCodes: string[];
  attributeValueCodes: string[];
  translations: Record<string, Record<string, unknown>>;
}

/** Target lists by the display location whose pages they narrow. */
const TARGETS = [
  { field: 'productCodes', location: 'product' },
  { field: 'taxonCodes', location: 'taxonomy' },
  { field: 'attributeValueCodes', location: 'attributeValue' },
] as const;

function draftOf(block: AdminContentBlock | null, result: JsonFormResult | null): BlockDraft {
  if (result && !result.ok && result.payload) {
    try {
      return JSON.parse(result.payload) as BlockDraft;
    } catch {
      // Not JSON: start from the block.
    }
  }
  if (block) {
    const { id: _id, updatedAt: _at, ...rest } = block;
    return rest;
  }
  return {
    code: '',
    type: 'textBlock',
    enabled: false,
    channelCode: null,
    audience: 'all',
    displayLocations: ['home'],
    position: 0,
    productCodes: [],
    taxonCodes: [],
    attributeValueCodes: [],
    translations: {},
  };
}

/** Whether a locale's content holds anything typed in (an untouched locale is not sent). */
function hasContent(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return true;
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.length > 0;
  if (value && typeof value === 'object') return Object.values(value).some(hasContent);
  return false;
}

export function bodyOf(draft: BlockDraft) {
  const position = Number(draft.position);
  return {
    ...draft,
    position: draft.position === '' || !Number.isFinite(position) ? draft.position : position,
    translations: Object.fromEntries(
      Object.entries(draft.translations).filter(([, content]) => hasContent(content)),
    ),
  };
}

/**
 * The content block form (issue 22): the common fields, then each language's content in a tab, built from
 * the type's JSON Schema. The whole block is sent as one JSON field; the API's violations come back by
 * path and show beside their fields (and in a summary above, each linking to its field).
 */
export function ContentBlockForm({
  types,
  channels,
  block,
  result,
  previewHref,
}: {
  types: AdminContentBlockType[];
  channels: AdminChannel[];
  block: AdminContentBlock | null;
  result: JsonFormResult | null;
  previewHref: ((locale: string) => string) | null;
}) {
  const t = useT();
  const [draft, setDraft] = useState<BlockDraft>(() => draftOf(block, result));
  const errors = result && !result.ok ? result.errors : {};
  const schema = (types.find((type) => type.type === draft.type)?.contentSchema ?? {}) as JsonSchema;
  const set = <K extends keyof BlockDraft>(key: K, value: BlockDraft[K]) =>
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
  const errorEntries = Object.entries(errors);
  const localeHasError = (locale: string) =>
    errorEntries.some(([path]) => path.startsWith(`translations.${locale}`));
  return (
    <Form method="post" className={adminStyles.form} data-testid="content-block-form" noValidate>
      <input type="hidden" name="payload" value={JSON.stringify(bodyOf(draft))} />
      {result && !result.ok && (
        <AdminMessage tone="error">
          {result.message ? localiseBlockMessage(t, result.message) : t('adminContentBlocks.fixErrors')}
          {errorEntries.length > 0 && (
            <ul className={styles.errorSummary} data-testid="block-errors">
              {errorEntries.map(([path, message]) => (
                <li key={path}>
                  <a href={`#${idOf(path)}`}>{path}</a>: {localiseBlockMessage(t, message)}
                </li>
              ))}
            </ul>
          )}
        </AdminMessage>
      )}
      <section className={adminStyles.panel} aria-labelledby="block-common">
        <h2 id="block-common" className={adminStyles.panelTitle}>
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
              data-testid="block-code"
            />
            <p className={styles.hint}>{t('adminContentBlocks.codeHint')}</p>
            {fieldError('code')}
          </div>
          <div className={styles.field}>
            <label htmlFor={idOf('type')}>{t('adminContentBlocks.type')}</label>
            <select
              {...aria('type')}
              className={adminStyles.input}
              value={draft.type}
              onChange={(event) =>
                setDraft((current) => ({
                  ...current,
                  type: event.target.value as ContentBlockType,
                  translations: {},
                }))
              }
              data-testid="block-type"
            >
              {types.map((type) => (
                <option key={type.type} value={type.type}>
                  {t(`adminContentBlocks.types.${type.type}`)}
                </option>
              ))}
            </select>
            <p className={styles.hint}>{t('adminContentBlocks.typeHint')}</p>
            {fieldError('type')}
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
            <label htmlFor={idOf('audience')}>{t('adminContentBlocks.audience')}</label>
            <select
              {...aria('audience')}
              className={adminStyles.input}
              value={draft.audience}
              onChange={(event) => set('audience', event.target.value as BlockDraft['audience'])}
            >
              {CONTENT_BLOCK_AUDIENCES.map((audience) => (
                <option key={audience} value={audience}>
                  {t(`adminContentBlocks.audiences.${audience}`)}
                </option>
              ))}
            </select>
            {fieldError('audience')}
          </div>
          <div className={styles.field}>
            <label htmlFor={idOf('position')}>{t('adminContentBlocks.position')}</label>
            <input
              {...aria('position')}
              type="number"
              step={1}
              inputMode="numeric"
              className={adminStyles.input}
              value={draft.position}
              onChange={(event) => set('position', event.target.value)}
              data-testid="block-position"
            />
            <p className={styles.hint}>{t('adminContentBlocks.positionHint')}</p>
            {fieldError('position')}
          </div>
          <div className={styles.field}>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={draft.enabled}
                onChange={(event) => set('enabled', event.target.checked)}
                data-testid="block-enabled"
              />
              {t('adminContentBlocks.enabled')}
            </label>
            <p className={styles.hint}>{t('adminContentBlocks.enabledHint')}</p>
          </div>
        </div>
        <fieldset
          className={styles.checks}
          aria-describedby={errors.displayLocations ? 'block-displayLocations-error' : undefined}
        >
          <legend className={styles.legend}>{t('adminContentBlocks.locations')} *</legend>
          {CONTENT_BLOCK_LOCATIONS.map((location) => (
            <label key={location} className={styles.check}>
              <input
                type="checkbox"
                checked={draft.displayLocations.includes(location)}
                onChange={(event) =>
                  set(
                    'displayLocations',
                    event.target.checked
                      ? [...draft.displayLocations, location]
                      : draft.displayLocations.filter((item) => item !== location),
                  )
                }
                data-testid={`block-location-${location}`}
              />
              {t(`adminContentBlocks.locationNames.${location}`)}
            </label>
          ))}
        </fieldset>
        {fieldError('displayLocations')}
        <div className={styles.fields}>
          {TARGETS.filter(
            ({ field, location }) => draft.displayLocations.includes(location) || draft[field].length > 0,
          ).map(({ field }) => (
            <div key={field} className={styles.field}>
              <label htmlFor={idOf(field)}>{t(`adminContentBlocks.targets.${field}`)}</label>
              <textarea
                {...aria(field)}
                className={adminStyles.input}
                rows={2}
                value={draft[field].join('\n')}
                onChange={(event) => set(field, event.target.value.split('\n'))}
                onBlur={(event) =>
                  set(
                    field,
                    event.target.value
                      .split('\n')
                      .map((line) => line.trim())
                      .filter(Boolean),
                  )
                }
              />
              <p className={styles.hint}>{t('adminContentBlocks.targetsHint')}</p>
              {fieldError(field)}
            </div>
          ))}
        </div>
      </section>
      <section className={adminStyles.panel} aria-labelledby="block-content">
        <h2 id="block-content" className={adminStyles.panelTitle}>
          {t('adminContentBlocks.content')}
        </h2>
        <p className={styles.hint}>{t('adminContentBlocks.contentHint')}</p>
        {fieldError('translations')}
        <LocaleTabs
          locales={BLOCK_FORM_LOCALES}
          hasError={localeHasError}
          render={(locale) => (
            <>
              {fieldError(`translations.${locale}`)}
              <SchemaField
                key={`${draft.type}-${locale}`}
                schema={schema}
                value={draft.translations[locale] ?? {}}
                onChange={(content) =>
                  setDraft((current) => ({
                    ...current,
                    translations: {
                      ...current.translations,
                      [locale]: (content ?? {}) as Record<string, unknown>,
                    },
                  }))
                }
                path={`translations.${locale}`}
                name={null}
                required
                errors={errors}
              />
              {previewHref && block?.translations[locale] && (
                <p>
                  <Link
                    to={previewHref(locale)}
                    target="_blank"
                    className={cx(adminStyles.button, adminStyles.buttonSecondary)}
                    data-testid={`block-preview-${locale}`}
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
        <SubmitButton intent="save" testId="block-save">
          {t('adminContentBlocks.save')}
        </SubmitButton>
      </div>
    </Form>
  );
}
