import { MEDIA_PATH_PATTERN } from '@shop/contracts';
import { useT } from '~/i18n/use-t.ts';
import { localiseBlockMessage } from './block-messages.ts';
import styles from './content-blocks.module.css';

/** The schema form's types and the helpers its fields share (schema-form.tsx). */

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

export type Json = unknown;

export interface FieldProps {
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

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const domId = (path: string) => `block-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;

export function FieldError({ path, errors }: { path: string; errors: Record<string, string> }) {
  const t = useT();
  const message = errors[path];
  if (!message) return null;
  return (
    <p id={`${domId(path)}-error`} className={styles.fieldError} data-testid="field-error" data-field={path}>
      {localiseBlockMessage(t, message)}
    </p>
  );
}

export const aria = (path: string, errors: Record<string, string>) => ({
  'aria-invalid': errors[path] ? true : undefined,
  'aria-describedby': errors[path] ? `${domId(path)}-error` : undefined,
});

/** What an empty field of this schema is: nothing for optional ones, an empty value for required ones. */
export function emptyOf(schema: JsonSchema): Json {
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

export function isMediaPath(schema: JsonSchema): boolean {
  return schema.type === 'string' && schema.pattern === MEDIA_PATH_PATTERN.source;
}

/** A media path: the text field and an upload button that fills it (POST to the pictures route). */
