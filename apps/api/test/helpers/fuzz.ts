/**
 * The fuzz suite's machinery (ADR 0036): reads the app's OpenAPI document and turns every operation into
 * requests that each carry one hostile value in one path, query or body parameter, the others plausible.
 * A fixed table of hostile values, not random generation: every run sends the same requests, so a failure
 * names a request that can be replayed.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  minLength?: number;
  minimum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  nullable?: boolean;
  const?: unknown;
};

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface FuzzOperation {
  method: string;
  /** The path template as documented, e.g. /api/v2/shop/orders/{token}. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** The JSON body's schema, when the operation takes one. */
  body: JsonSchema | null;
}

export interface FuzzCase {
  /** Where the hostile value sits, for the failure message: "query facets", "body email"... */
  target: string;
  /** The hostile value's name in the table. */
  value: string;
  url: string;
  /** A raw JSON text (to carry 1e309 and invalid UTF-8), or undefined for no body. */
  payload?: Buffer;
}

/** Values for a URL (path segment or query value): already percent-encoded where they must be. */
export const HOSTILE_URL_VALUES: Record<string, string> = {
  nul: '%00',
  'nul inside': 'a%00b',
  'invalid utf-8': '%C3%28',
  'lone surrogate (CESU)': '%ED%A0%80',
  'broken escape': '%E0%A4%A',
  '2^31': '2147483648',
  '2^63': '9223372036854775808',
  '-1': '-1',
  '1.5': '1.5',
  NaN: 'NaN',
  '1e309': '1e309',
  '10 kB': 'a'.repeat(10_000),
  markup: encodeURIComponent('<script>alert(1)</script>'),
  sql: encodeURIComponent("1' OR '1'='1'; --"),
  'dot dot': '..%2F..%2Fetc%2Fpasswd',
};

/** Query-only shapes: a list or an object where a scalar is expected (qs brackets). */
export const HOSTILE_QUERY_SHAPES: Record<string, (name: string) => string> = {
  'array for scalar': (name) => `${name}[]=a&${name}[]=b`,
  'array holding NUL': (name) => `${name}[]=a&${name}[]=%00`,
  'object for scalar': (name) => `${name}[a][b]=c`,
};

/** Placeholders replaced in the raw JSON text (JSON.stringify cannot write them). */
const RAW_1E309 = '"\u0001RAW_1E309\u0001"';
const RAW_BAD_UTF8 = '\u0001RAW_BAD_UTF8\u0001';

/** Values for a JSON body property. */
export const HOSTILE_BODY_VALUES: Record<string, unknown> = {
  nul: '\u0000',
  'nul inside': 'a\u0000b@example.lt',
  'lone surrogate': '\uD800',
  'invalid utf-8': `a${RAW_BAD_UTF8}b`,
  '2^31': 2_147_483_648,
  '2^63': 9_223_372_036_854_775_808,
  '-1': -1,
  '1.5': 1.5,
  NaN: 'NaN',
  '1e309': RAW_1E309,
  '10 kB': 'a'.repeat(10_000),
  'array for scalar': ['a', '\u0000'],
  'object for string': { a: '\u0000' },
  markup: '<script>alert(1)</script>',
  sql: "1' OR '1'='1'; --",
  null: null,
};

function rawJson(value: unknown): Buffer {
  const text = JSON.stringify(value).replaceAll(RAW_1E309, '1e309');
  const [before, ...after] = text.split(RAW_BAD_UTF8);
  if (after.length === 0) return Buffer.from(text);
  // Bytes C3 28: a two-byte lead followed by "(", which is not a continuation byte.
  return Buffer.concat([
    Buffer.from(before!),
    Buffer.from([0xc3, 0x28]),
    Buffer.from(after.join(RAW_BAD_UTF8)),
  ]);
}

function resolve(document: OpenApiDocument, schema: JsonSchema | undefined, depth = 0): JsonSchema {
  if (!schema) return {};
  if (schema.$ref && depth < 5) {
    const name = schema.$ref.split('/').pop()!;
    return resolve(document, document.components?.schemas?.[name], depth + 1);
  }
  return schema;
}

/** A plausible value for a schema: enough to pass validation, so that hostile values reach deeper code. */
function plausible(
  document: OpenApiDocument,
  given: JsonSchema | undefined,
  name: string,
  depth = 0,
): unknown {
  const schema = resolve(document, given, depth);
  if (depth > 4) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant) return plausible(document, variant, name, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || depth === 0) {
          object[key] = plausible(document, property, key, depth + 1);
        }
      }
      return object;
    }
    default: {
      if (schema.format === 'email' || /email/i.test(name)) return 'fuzz@example.lt';
      if (schema.format === 'date-time') return '2026-11-21T10:00:00Z';
      if (schema.format === 'date') return '2026-11-21';
      if (/password/i.test(name)) return 'Gandras2026';
      if (/country/i.test(name)) return 'LT';
      if (/phone/i.test(name)) return '+37061234567';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    }
  }
}

/** Every documented operation with a JSON (or no) body; multipart uploads are left out (ADR 0036). */
export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!),
        queryParams: parameters.filter((parameter) => parameter.in === 'query').map((p) => p.name),
        body: content?.['application/json']?.schema
          ? resolve(document, content['application/json'].schema)
          : null,
      });
    }
  }
  return operations;
}

/**
 * The requests for one operation: each hostile value in each path parameter, each query parameter and each
 * top-level body property, the rest filled by `pathValue` (real resources where the suite knows them) and
 * plausible values.
 */
export function casesFor(
  document: OpenApiDocument,
  operation: FuzzOperation,
  pathValue: (path: string, name: string) => string,
): FuzzCase[] {
  const fillPath = (hostile?: { name: string; value: string }) =>
    operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
      hostile?.name === name ? hostile.value : encodeURIComponent(pathValue(operation.path, name)),
    );
  const baseBody = operation.body ? plausible(document, operation.body, 'body') : undefined;
  const basePayload = baseBody === undefined ? undefined : rawJson(baseBody);
  const cases: FuzzCase[] = [];

  for (const name of operation.pathParams) {
    for (const [valueName, value] of Object.entries(HOSTILE_URL_VALUES)) {
      cases.push({
        target: `path ${name}`,
        value: valueName,
        url: fillPath({ name, value }),
        payload: basePayload,
      });
    }
  }
  for (const name of operation.queryParams) {
    const key = encodeURIComponent(name).replaceAll('%5B', '[').replaceAll('%5D', ']');
    for (const [valueName, value] of Object.entries(HOSTILE_URL_VALUES)) {
      cases.push({
        target: `query ${name}`,
        value: valueName,
        url: `${fillPath()}?${key}=${value}`,
        payload: basePayload,
      });
    }
    for (const [valueName, shape] of Object.entries(HOSTILE_QUERY_SHAPES)) {
      cases.push({
        target: `query ${name}`,
        value: valueName,
        url: `${fillPath()}?${shape(key)}`,
        payload: basePayload,
      });
    }
  }
  if (operation.body && baseBody && typeof baseBody === 'object') {
    for (const name of Object.keys(operation.body.properties ?? {})) {
      for (const [valueName, value] of Object.entries(HOSTILE_BODY_VALUES)) {
        cases.push({
          target: `body ${name}`,
          value: valueName,
          url: fillPath(),
          payload: rawJson({ ...(baseBody as Record<string, unknown>), [name]: value }),
        });
      }
    }
    cases.push({ target: 'body', value: 'array for object', url: fillPath(), payload: rawJson([baseBody]) });
  }
  return cases;
}
