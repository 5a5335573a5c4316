import type { AdminChannel, AdminRedirect } from '@shop/contracts';
import { Form, Link } from 'react-router';
import { AdminMessage, adminStyles, SubmitButton } from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import type { RedirectFormValues, RedirectsActionResult } from '~/data/admin-redirects.server.ts';
import { localiseRedirectMessage } from './redirect-messages.ts';
import { useT } from '~/i18n/use-t.ts';
import styles from '~/routes/admin-redirects.module.css';

type SaveResult = Extract<RedirectsActionResult, { intent: 'save' }>;

/**
 * Adding a redirect, or editing the one opened (?edit=id): old and new address, channel, and the three
 * switches. A refusal shows every field's problem at once, next to the field, keeping what was typed.
 */
export function RedirectForm({
  channels,
  editing,
  result,
  cancelHref,
}: {
  channels: AdminChannel[];
  editing: AdminRedirect | null;
  result: SaveResult | null;
  cancelHref: string;
}) {
  const t = useT();
  const refused = result && !result.ok && result.id === (editing?.id ?? null) ? result : null;
  const values: RedirectFormValues = refused
    ? refused.values
    : {
        channel: editing?.channel ?? '',
        source: editing?.source ?? '',
        destination: editing?.destination ?? '',
        permanent: editing && !editing.permanent ? '' : 'on',
        only404: editing?.only404 ? 'on' : '',
        enabled: editing && !editing.enabled ? '' : 'on',
      };
  const errorCount = refused ? Object.keys(refused.errors).length : 0;
  const formKey = `${editing?.id ?? 'new'}:${editing?.version ?? ''}:${result && result.ok ? 'saved' : ''}`;
  const idOf = (field: string) => `redirect-${field}`;
  const fieldError = (field: string) => {
    const error = refused?.errors[field];
    return error ? (
      <p
        id={`${idOf(field)}-error`}
        className={styles.fieldError}
        data-testid="field-error"
        data-field={field}
      >
        {localiseRedirectMessage(t, error)}
      </p>
    ) : null;
  };
  const described = (field: string, hint?: boolean) =>
    [refused?.errors[field] ? `${idOf(field)}-error` : '', hint ? `${idOf(field)}-hint` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const textField = (field: 'source' | 'destination') => (
    <div className={styles.field}>
      <label htmlFor={idOf(field)}>{t(`adminRedirects.fields.${field}`)}</label>
      <input
        id={idOf(field)}
        name={field}
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        required
        maxLength={2048}
        defaultValue={values[field]}
        className={cx(adminStyles.input, refused?.errors[field] && styles.invalid)}
        aria-invalid={refused?.errors[field] ? true : undefined}
        aria-describedby={described(field, true)}
        data-testid={idOf(field)}
      />
      <p id={`${idOf(field)}-hint`} className={styles.hint}>
        {t(`adminRedirects.hints.${field}`)}
      </p>
      {fieldError(field)}
    </div>
  );
  const check = (field: 'permanent' | 'only404' | 'enabled') => (
    <label className={styles.check}>
      <input type="checkbox" name={field} defaultChecked={values[field] === 'on'} data-testid={idOf(field)} />
      <span>{t(`adminRedirects.fields.${field}`)}</span>
    </label>
  );
  return (
    <section className={adminStyles.panel} aria-labelledby="redirect-form-title">
      <h2 id="redirect-form-title" className={adminStyles.panelTitle}>
        {editing ? t('adminRedirects.form.edit', { source: editing.source }) : t('adminRedirects.form.new')}
      </h2>
      {refused && (
        <AdminMessage tone="error">
          {refused.message
            ? localiseRedirectMessage(t, refused.message)
            : t('adminRedirects.form.refused', { count: errorCount })}
          {refused.stale && editing && (
            <>
              {' '}
              <a href={`?edit=${editing.id}`} data-testid="redirect-reload">
                {t('adminRedirects.form.reload')}
              </a>
            </>
          )}
        </AdminMessage>
      )}
      <Form key={formKey} method="post" className={adminStyles.form} noValidate data-testid="redirect-form">
        <input type="hidden" name="intent" value="save" />
        {editing && (
          <>
            <input type="hidden" name="id" value={editing.id} />
            <input type="hidden" name="version" value={editing.version} />
          </>
        )}
        <div className={styles.fields}>
          {textField('source')}
          {textField('destination')}
          <div className={styles.field}>
            <label htmlFor={idOf('channel')}>{t('adminRedirects.fields.channel')}</label>
            <select
              id={idOf('channel')}
              name="channel"
              defaultValue={values.channel}
              className={cx(adminStyles.input, refused?.errors.channel && styles.invalid)}
              aria-invalid={refused?.errors.channel ? true : undefined}
              aria-describedby={described('channel')}
              data-testid={idOf('channel')}
            >
              <option value="">{t('adminRedirects.allChannels')}</option>
              {channels.map((channel) => (
                <option key={channel.code} value={channel.code}>
                  {channel.name}
                </option>
              ))}
            </select>
            {fieldError('channel')}
          </div>
        </div>
        <fieldset className={styles.checks}>
          <legend>{t('adminRedirects.form.options')}</legend>
          {check('permanent')}
          {check('only404')}
          {check('enabled')}
        </fieldset>
        <p className={styles.hint}>{t('adminRedirects.hints.switches')}</p>
        <div className={adminStyles.actions}>
          <SubmitButton testId="redirect-save">
            {editing ? t('adminRedirects.form.save') : t('adminRedirects.form.add')}
          </SubmitButton>
          {editing && (
            <Link to={cancelHref} className={cx(adminStyles.button, adminStyles.buttonSecondary)}>
              {t('adminRedirects.form.cancel')}
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}
