import { MEDIA_PATH_PATTERN, type AdminContentPicture } from '@shop/contracts';
import { useEffect, useId, useRef } from 'react';
import { useFetcher } from 'react-router';
import { adminStyles } from '~/components/admin/admin-ui.tsx';
import { RichTextField } from '~/components/admin/rich-text/rich-text-field.tsx';
import { cx } from '~/components/class-names.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import { fieldLabel, localiseBlockMessage } from './block-messages.ts';
import styles from './content-blocks.module.css';

/**
 * A small form built from a JSON Schema (draft 2020-12, as zod 4's z.toJSONSchema writes a block type's
 * per-locale content): strings (HTML and long texts as text areas, media paths with an upload button),
 * numbers, booleans, enums and constant unions as selects, nullable values (an empty field is null, a
 * nullable object has a checkbox), nested objects, lists of strings (one per line) and lists of objects
 * with add, remove and move buttons, and tagged unions (a nested block's child) by their `type`.
 * Each field shows the API's violation for its path (`translations.en.items.0.title`) beside it.
 */

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

type Json = unknown;

interface FieldProps {
  schema: JsonSchema;
  value: Json;
  onChange: (value: Json) => void;
  /** The API path of this value (its violations' propertyPath). */
  path: string;
  /** The property's name (for its label), or null for a list row. */
  name: string | null;
  required: boolean;
  errors: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const domId = (path: string) => `block-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;

function FieldError({ path, errors }: { path: string; errors: Record<string, string> }) {
  const t = useT();
  const message = errors[path];
  if (!message) return null;
  return (
    <p id={`${domId(path)}-error`} className={styles.fieldError} data-testid="field-error" data-field={path}>
      {localiseBlockMessage(t, message)}
    </p>
  );
}

const aria = (path: string, errors: Record<string, string>) => ({
  'aria-invalid': errors[path] ? true : undefined,
  'aria-describedby': errors[path] ? `${domId(path)}-error` : undefined,
});

/** What an empty field of this schema is: nothing for optional ones, an empty value for required ones. */
function emptyOf(schema: JsonSchema): Json {
  if (schema.type === 'object') {
    const result: Record<string, unknown> = {};
    for (const key of schema.required ?? []) {
      const property = schema.properties?.[key];
      if (property) result[key] = emptyOf(property);
    }
    return result;
  }
  if (schema.type === 'array') return [];
  if (schema.type === 'boolean') return false;
  if (schema.oneOf?.[0]) return emptyOf(schema.oneOf[0]);
  if (schema.const !== undefined) return schema.const;
  return schema.default ?? '';
}

function isMediaPath(schema: JsonSchema): boolean {
  return schema.type === 'string' && schema.pattern === MEDIA_PATH_PATTERN.source;
}

/** A media path: the text field and an upload button that fills it (POST to the pictures route). */
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

function ScalarField({ schema, value, onChange, path, name, required, errors }: FieldProps) {
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

function ObjectFields({ schema, value, onChange, path, errors }: Omit<FieldProps, 'name' | 'required'>) {
  const record = isRecord(value) ? value : {};
  return (
    <div className={styles.fields}>
      {Object.entries(schema.properties ?? {}).map(([key, property]) => (
        <SchemaField
          key={key}
          schema={property}
          value={record[key]}
          onChange={(next) => {
            const copy = { ...record };
            if (next === undefined) delete copy[key];
            else copy[key] = next;
            onChange(copy);
          }}
          path={`${path}.${key}`}
          name={key}
          required={(schema.required ?? []).includes(key)}
          errors={errors}
        />
      ))}
    </div>
  );
}

/** One of a tagged union's shapes, picked by its `type` constant (a nested block's child). */
function UnionField({ schema, value, onChange, path, errors }: FieldProps) {
  const t = useT();
  const variants = schema.oneOf ?? [];
  const tagOf = (variant: JsonSchema) => String(variant.properties?.type?.const ?? '');
  const record = isRecord(value) ? value : {};
  const current = variants.find((variant) => tagOf(variant) === record.type) ?? variants[0];
  const id = `${domId(path)}-type`;
  if (!current) return null;
  const { type: _type, ...rest } = current.properties ?? {};
  return (
    <div className={styles.group}>
      <div className={styles.field}>
        <label htmlFor={id}>{fieldLabel(t, 'type')}</label>
        <select
          id={id}
          className={adminStyles.input}
          value={tagOf(current)}
          onChange={(event) => {
            const picked = variants.find((variant) => tagOf(variant) === event.target.value);
            if (picked) onChange(emptyOf(picked));
          }}
        >
          {variants.map((variant) => (
            <option key={tagOf(variant)} value={tagOf(variant)}>
              {t(`adminContentBlocks.types.${tagOf(variant)}`)}
            </option>
          ))}
        </select>
      </div>
      <ObjectFields
        schema={{ ...current, properties: rest }}
        value={record}
        onChange={(next) => onChange({ ...(next as object), type: tagOf(current) })}
        path={path}
        errors={errors}
      />
    </div>
  );
}

function ArrayField({ schema, value, onChange, path, name, required, errors }: FieldProps) {
  const t = useT();
  const headingId = useId();
  const items = Array.isArray(value) ? value : [];
  const itemSchema = schema.items ?? {};
  const label = name === null ? t('adminContentBlocks.value') : fieldLabel(t, name);
  if (itemSchema.type === 'string') {
    const id = domId(path);
    return (
      <div className={styles.field}>
        <label htmlFor={id}>
          {label}
          {required ? ' *' : ''}
        </label>
        <textarea
          id={id}
          className={adminStyles.input}
          rows={3}
          value={items.map(String).join('\n')}
          onChange={(event) =>
            onChange(
              event.target.value
                .split('\n')
                .map((line) => line.trim())
                .filter((line, index, all) => line !== '' || index === all.length - 1),
            )
          }
          onBlur={(event) =>
            onChange(
              event.target.value
                .split('\n')
                .map((line) => line.trim())
                .filter(Boolean),
            )
          }
          {...aria(path, errors)}
        />
        <p className={styles.hint}>{t('adminContentBlocks.onePerLine')}</p>
        <FieldError path={path} errors={errors} />
        {items.map((_, index) =>
          errors[`${path}.${index}`] ? (
            <FieldError key={index} path={`${path}.${index}`} errors={errors} />
          ) : null,
        )}
      </div>
    );
  }
  const move = (from: number, to: number) => {
    const copy = [...items];
    const [moved] = copy.splice(from, 1);
    copy.splice(to, 0, moved);
    onChange(copy);
  };
  const max = schema.maxItems ?? Infinity;
  return (
    <fieldset className={styles.group} aria-labelledby={headingId} data-field={path}>
      <legend id={headingId} className={styles.legend}>
        {label}
        {required ? ' *' : ''}
      </legend>
      <FieldError path={path} errors={errors} />
      <ol className={styles.rows}>
        {items.map((item, index) => {
          const rowLabel = t('adminContentBlocks.row', { name: label, number: index + 1 });
          return (
            <li key={index} className={styles.group} aria-label={rowLabel}>
              <div className={styles.rowHead}>
                <strong>{rowLabel}</strong>
                <div className={styles.rowButtons}>
                  <button
                    type="button"
                    className={cx(adminStyles.button, adminStyles.buttonSecondary, styles.small)}
                    disabled={index === 0}
                    aria-label={t('adminContentBlocks.rowUp', { row: rowLabel })}
                    onClick={() => move(index, index - 1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={cx(adminStyles.button, adminStyles.buttonSecondary, styles.small)}
                    disabled={index === items.length - 1}
                    aria-label={t('adminContentBlocks.rowDown', { row: rowLabel })}
                    onClick={() => move(index, index + 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className={cx(adminStyles.button, adminStyles.buttonDanger, styles.small)}
                    aria-label={t('adminContentBlocks.rowRemove', { row: rowLabel })}
                    onClick={() => onChange(items.filter((_, at) => at !== index))}
                  >
                    ✕
                  </button>
                </div>
              </div>
              <SchemaField
                schema={itemSchema}
                value={item}
                onChange={(next) => onChange(items.map((old, at) => (at === index ? next : old)))}
                path={`${path}.${index}`}
                name={null}
                required
                errors={errors}
              />
            </li>
          );
        })}
      </ol>
      <div>
        <button
          type="button"
          className={cx(adminStyles.button, adminStyles.buttonSecondary)}
          disabled={items.length >= max}
          onClick={() => onChange([...items, emptyOf(itemSchema)])}
          data-testid="block-row-add"
        >
          {t('adminContentBlocks.addRow', { name: label })}
        </button>
      </div>
    </fieldset>
  );
}

/** A nullable object (a button): a checkbox adds or removes it. */
function OptionalObject({ schema, value, onChange, path, name, errors }: FieldProps) {
  const t = useT();
  const inner = schema.anyOf?.find((option) => option.type === 'object') ?? {};
  const present = isRecord(value);
  const label = name === null ? t('adminContentBlocks.value') : fieldLabel(t, name);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{label}</legend>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={present}
          onChange={(event) => onChange(event.target.checked ? emptyOf(inner) : null)}
        />
        {t('adminContentBlocks.include', { name: label })}
      </label>
      <FieldError path={path} errors={errors} />
      {present && (
        <ObjectFields schema={inner} value={value} onChange={onChange} path={path} errors={errors} />
      )}
    </fieldset>
  );
}

export function SchemaField(props: FieldProps) {
  const t = useT();
  const { schema } = props;
  if (schema.oneOf) return <UnionField {...props} />;
  if (schema.anyOf?.some((option) => option.type === 'object')) return <OptionalObject {...props} />;
  if (schema.type === 'array') return <ArrayField {...props} />;
  if (schema.type === 'object') {
    if (props.name === null) return <ObjectFields {...props} />;
    return (
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{fieldLabel(t, props.name)}</legend>
        <FieldError path={props.path} errors={props.errors} />
        <ObjectFields {...props} />
      </fieldset>
    );
  }
  return <ScalarField {...props} />;
}
