import { useId } from 'react';
import { adminStyles } from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import { useT } from '~/i18n/use-t.ts';
import { fieldLabel } from './block-messages.ts';
import styles from './content-blocks.module.css';
import { ScalarField } from './scalar-field.tsx';
import {
  aria,
  domId,
  emptyOf,
  FieldError,
  isRecord,
  type FieldProps,
  type JsonSchema,
} from './schema-field-parts.tsx';

/**
 * A small form built from a JSON Schema (draft 2020-12, as zod 4's z.toJSONSchema writes a block type's
 * per-locale content): strings (HTML and long texts as text areas, media paths with an upload button),
 * numbers, booleans, enums and constant unions as selects, nullable values (an empty field is null, a
 * nullable object has a checkbox), nested objects, lists of strings (one per line) and lists of objects
 * with add, remove and move buttons, and tagged unions (a nested block's child) by their `type`.
 * Each field shows the API's violation for its path (`translations.en.items.0.title`) beside it.
 */

export type { JsonSchema } from './schema-field-parts.tsx';

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
