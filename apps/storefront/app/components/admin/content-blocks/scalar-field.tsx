import { MEDIA_PATH_PATTERN, type AdminContentPicture } from '@shop/contracts';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { adminStyles } from '~/components/admin/admin-ui.tsx';
import { RichTextField } from '~/components/admin/rich-text/rich-text-field.tsx';
import { cx } from '~/components/class-names.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import { fieldLabel, localiseBlockMessage } from './block-messages.ts';
import styles from './content-blocks.module.css';
import { aria, domId, FieldError, isMediaPath, type FieldProps, type Json } from './schema-field-parts.tsx';

/** A schema form's single value: a checkbox, a select, a number, a text, an HTML editor or a media path. */

function MediaInput({
  id,
  value,
  onChange,
  ariaProps,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  ariaProps: ReturnType<typeof aria>;
}) {
  const t = useT();
  const path = useRoutePath();
  const fetcher = useFetcher<
    { ok: true; picture: AdminContentPicture } | { ok: false; message: string | null }
  >();
  const fileRef = useRef<HTMLInputElement>(null);
  const handled = useRef<unknown>(null);
  useEffect(() => {
    const data = fetcher.data;
    if (data && data !== handled.current && data.ok) {
      handled.current = data;
      onChange(data.picture.path);
    }
  }, [fetcher.data, onChange]);
  const upload = () => {
    const file = fileRef.current?.files?.[0];
    if (!file) return;
    const body = new FormData();
    body.append('file', file);
    void fetcher.submit(body, {
      method: 'post',
      action: path('ADMIN_CONTENT_BLOCK_PICTURES'),
      encType: 'multipart/form-data',
    });
  };
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  return (
    <>
      <div className={styles.media}>
        {value && MEDIA_PATH_PATTERN.test(value) && (
          <img src={`/media/${value}`} alt="" className={styles.thumb} loading="lazy" />
        )}
        <input
          id={id}
          type="text"
          className={adminStyles.input}
          value={value}
          maxLength={500}
          onChange={(event) => onChange(event.target.value)}
          {...ariaProps}
        />
        <label className={cx(adminStyles.button, adminStyles.buttonSecondary)}>
          {fetcher.state === 'idle' ? t('adminContentBlocks.upload') : t('adminContentBlocks.uploading')}
          <input
            ref={fileRef}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="visually-hidden"
            onChange={upload}
            data-testid="block-picture-file"
          />
        </label>
      </div>
      {failed && (
        <p className={styles.fieldError} role="alert">
          {failed.message ? localiseBlockMessage(t, failed.message) : t('adminContentBlocks.uploadFailed')}
        </p>
      )}
    </>
  );
}

export function ScalarField({ schema, value, onChange, path, name, required, errors }: FieldProps) {
  const t = useT();
  const routePath = useRoutePath();
  const id = domId(path);
  const label = name === null ? t('adminContentBlocks.value') : fieldLabel(t, name);
  const nullable = Boolean(schema.anyOf?.some((option) => option.type === 'null'));
  const inner = schema.anyOf?.find((option) => option.type !== 'null') ?? schema;
  const constants = (schema.anyOf ?? []).filter((option) => option.const !== undefined);
  const props = aria(path, errors);
  const labelled = (control: React.ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {required ? ' *' : ''}
      </label>
      {control}
      <FieldError path={path} errors={errors} />
    </div>
  );
  if (inner.type === 'boolean') {
    return (
      <div className={styles.field}>
        <label className={styles.check}>
          <input
            id={id}
            type="checkbox"
            checked={value === true || (value === undefined && inner.default === true)}
            onChange={(event) => onChange(event.target.checked)}
            {...props}
          />
          {label}
        </label>
        <FieldError path={path} errors={errors} />
      </div>
    );
  }
  const options = inner.enum ?? (constants.length > 0 ? constants.map((option) => option.const) : null);
  if (options) {
    const current = value ?? schema.default ?? inner.default ?? '';
    return labelled(
      <select
        id={id}
        className={adminStyles.input}
        value={String(current)}
        onChange={(event) => {
          const picked = options.find((option) => String(option) === event.target.value);
          onChange(picked === undefined ? (nullable ? null : undefined) : picked);
        }}
        {...props}
      >
        {(nullable || current === '') && <option value="">—</option>}
        {options.map((option) => (
          <option key={String(option)} value={String(option)}>
            {fieldLabel(t, String(option))}
          </option>
        ))}
      </select>,
    );
  }
  const text = value === null || value === undefined ? '' : String(value);
  const fromText = (raw: string): Json => {
    if (inner.type === 'number' || inner.type === 'integer') {
      if (raw.trim() === '') return nullable ? null : undefined;
      const number = Number(raw);
      return Number.isFinite(number) ? number : raw;
    }
    if (raw === '' && !required) return nullable ? null : undefined;
    return raw;
  };
  if (isMediaPath(inner))
    return labelled(
      <MediaInput id={id} value={text} onChange={(raw) => onChange(fromText(raw))} ariaProps={props} />,
    );
  if (inner.type === 'number' || inner.type === 'integer') {
    return labelled(
      <input
        id={id}
        type="number"
        inputMode={inner.type === 'integer' ? 'numeric' : 'decimal'}
        step={inner.type === 'integer' ? 1 : 'any'}
        min={inner.minimum}
        max={inner.maximum}
        className={adminStyles.input}
        value={text}
        placeholder={
          inner.default === undefined && schema.default === undefined
            ? ''
            : String(schema.default ?? inner.default)
        }
        onChange={(event) => onChange(fromText(event.target.value))}
        {...props}
      />,
    );
  }
  if (name === 'html') {
    // HTML content: the back office's rich-text editor (a plain textarea until the scripts run), as for news.
    return (
      <div className={styles.field}>
        <label id={`${id}-label`} htmlFor={id}>
          {label}
          {required ? ' *' : ''}
        </label>
        <RichTextField
          id={id}
          name={`${id}-html`}
          labelId={`${id}-label`}
          defaultValue={text}
          invalid={Boolean(errors[path])}
          describedBy={props['aria-describedby']}
          uploadUrl={routePath('ADMIN_CONTENT_PICTURES')}
          testId={path}
          onChange={(html) => onChange(fromText(html))}
        />
        <FieldError path={path} errors={errors} />
      </div>
    );
  }
  const long = name !== 'link' && (inner.maxLength ?? 0) >= 500;
  return labelled(
    long ? (
      <textarea
        id={id}
        className={adminStyles.input}
        rows={3}
        value={text}
        maxLength={inner.maxLength}
        onChange={(event) => onChange(fromText(event.target.value))}
        data-field={path}
        {...props}
      />
    ) : (
      <input
        id={id}
        type={inner.format === 'email' ? 'email' : 'text'}
        className={adminStyles.input}
        value={text}
        maxLength={inner.maxLength}
        onChange={(event) => onChange(fromText(event.target.value))}
        data-field={path}
        {...props}
      />
    ),
  );
}
