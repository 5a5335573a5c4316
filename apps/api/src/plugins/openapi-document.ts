import { STATUS_CODES } from 'node:http';

/**
 * The last pass over the generated OpenAPI document (ADR 0042): what every operation has in common is
 * added here once, from the operation's own shape, instead of in each of the routes.
 * - an `operationId` from the method and path (`getShopProductsByCode`), unless the route names its own;
 * - the answers every operation may give: 400 from the input guard and parameter validation (any query
 *   string reaches it, and the shop API's unknown channel), 422 for a JSON body (validation and the
 *   guard), 404 where a path names a resource and 414 for a path parameter beyond the router's limit; a route's own declaration of a status wins;
 * - 204 and 304 without a body, reason phrases instead of "Default Response";
 * - a binary answer (`x-binary-response: 'application/pdf'` on the route, or a list of types for a file in
 *   several formats) as a 200 of that type;
 * - `security: []` (public) on operations outside the shop API that name no scheme;
 * - `/media/{*}` wildcards as a named `{path}` parameter (a path parameter must be a name);
 * - OpenAPI 3.0 nullability of a composed schema (`{nullable, allOf}` has no `type`, which 3.0 needs
 *   beside `nullable`) as `anyOf: [schema, null]`, and empty `allOf` members (zod's refinements) dropped.
 */

type JsonObject = Record<string, unknown>;

interface Parameter {
  in: string;
  name: string;
  [key: string]: unknown;
}

interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, JsonObject>;
  'x-binary-response'?: string | string[];
  [key: string]: unknown;
}

export interface OpenApiDocumentObject {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
  [key: string]: unknown;
}

const SHOP_API_PREFIX = '/api/v2/shop';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Shared responses, referenced as `#/components/responses/<name>`. */
export const COMMON_RESPONSES = {
  BadRequest: {
    description:
      'Bad request: a path, query or header value that is malformed or not allowed (the message names it), ' +
      'or an unknown channel.',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  },
  NotFound: {
    description: 'Not found: no such resource, or it is not yours.',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  },
  UriTooLong: {
    description: "URI too long: a path parameter longer than the router's limit (100 characters).",
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  },
  ValidationFailed: {
    description: 'The request body is invalid: one violation per field (`propertyPath`, `message`, `code`).',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ValidationError' } } },
  },
} as const;

const ERROR_DESCRIPTIONS: Record<string, string> = {
  '400': COMMON_RESPONSES.BadRequest.description,
  '401': 'Unauthorized: no token, or one that is invalid or expired.',
  '404': COMMON_RESPONSES.NotFound.description,
  '422': COMMON_RESPONSES.ValidationFailed.description,
  '429': 'Too many attempts: try again after the `Retry-After` seconds.',
};

const NO_BODY_STATUSES = new Set(['204', '304']);

const WILDCARD = '{*}';
const WILDCARD_NAME = 'path';

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** "get" + "/api/v2/shop/orders/{token}/items" -> "getShopOrdersByTokenItems"; admin and shop keep their area. */
export function operationIdFor(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/v2\//, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      const name = parameter ? `by-${parameter[1] === '*' ? WILDCARD_NAME : parameter[1]}` : segment;
      return name
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map(capitalize)
        .join('');
    });
  return `${method.toLowerCase()}${words.join('')}`;
}

function hasStatus(responses: Record<string, JsonObject>, status: string): boolean {
  return status in responses || `${status[0]}XX` in responses;
}

function finishResponses(operation: Operation, path: string): void {
  const responses = (operation.responses ??= {});
  const binary = operation['x-binary-response'];
  if (binary !== undefined) {
    delete operation['x-binary-response'];
    const types = typeof binary === 'string' ? [binary] : binary;
    responses['200'] ??= {
      description: `The file (${types.join(' or ')})`,
      content: Object.fromEntries(
        types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
      ),
    };
  }
  const ref = (name: keyof typeof COMMON_RESPONSES) => ({ $ref: `#/components/responses/${name}` });
  if (!hasStatus(responses, '400')) responses['400'] = ref('BadRequest');
  if (operation.requestBody?.content?.['application/json'] && !hasStatus(responses, '422')) {
    responses['422'] = ref('ValidationFailed');
  }
  if (path.includes('{') && !hasStatus(responses, '404')) responses['404'] = ref('NotFound');
  if (path.includes('{') && !hasStatus(responses, '414')) responses['414'] = ref('UriTooLong');

  for (const [status, response] of Object.entries(responses)) {
    if ('$ref' in response) continue;
    if (NO_BODY_STATUSES.has(status)) delete response.content;
    if (response.description === 'Default Response') {
      response.description = ERROR_DESCRIPTIONS[status] ?? STATUS_CODES[Number(status)] ?? 'Response';
    }
  }
  // Status codes in ascending order, so the document reads 2xx, then 4xx.
  operation.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
}

function renameWildcard(operation: Operation): void {
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path' && parameter.name === '*') {
      parameter.name = WILDCARD_NAME;
      parameter.description ??= 'The file path below this prefix (may contain slashes).';
    }
  }
}

const COMPOSITIONS = ['allOf', 'anyOf', 'oneOf'] as const;
/** OpenAPI 3.0's way to say "null": a nullable type whose only value is null. */
const nullSchema = () => ({ type: 'object', nullable: true, enum: [null] });

function isEmptySchema(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Object.keys(value).length === 0;
}

/** Rewrites the composed schemas below `node` (see the file comment). */
function fixCompositions(node: unknown, depth = 0): void {
  if (depth > 64 || typeof node !== 'object' || node === null) return;
  if (Array.isArray(node)) {
    for (const item of node) fixCompositions(item, depth + 1);
    return;
  }
  const schema = node as JsonObject;
  if (Array.isArray(schema.allOf)) {
    const all = schema.allOf as unknown[];
    const members = all.filter((member) => !isEmptySchema(member));
    const kept = members.length > 0 ? members : all.slice(0, 1);
    schema.allOf = kept;
    const [only] = kept;
    // `allOf` of one schema that is not a reference: that schema itself.
    if (kept.length === 1 && typeof only === 'object' && only !== null && !('$ref' in only)) {
      const { allOf: _allOf, ...rest } = schema;
      const onlyKeys = Object.keys(only);
      if (Object.keys(rest).every((key) => !onlyKeys.includes(key))) {
        delete schema.allOf;
        Object.assign(schema, only);
      }
    }
  }
  const composition = COMPOSITIONS.find((key) => Array.isArray(schema[key]));
  if (schema.nullable === true && schema.type === undefined && composition) {
    const { nullable: _nullable, ...rest } = schema;
    for (const key of Object.keys(schema)) delete schema[key];
    const single = Object.keys(rest).length === 1 && Array.isArray(rest.allOf) && rest.allOf.length === 1;
    schema.anyOf = [single ? (rest.allOf as unknown[])[0] : rest, nullSchema()];
  }
  for (const value of Object.values(schema)) fixCompositions(value, depth + 1);
}

const SCHEMA_REF = '#/components/schemas/';

function collectRefs(node: unknown, into: Set<string>, depth = 0): void {
  if (depth > 200 || typeof node !== 'object' || node === null) return;
  if (Array.isArray(node)) {
    for (const item of node) collectRefs(item, into, depth + 1);
    return;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF)) {
      into.add(value.slice(SCHEMA_REF.length));
    } else collectRefs(value, into, depth + 1);
  }
}

function renameRefs(node: unknown, from: string, to: string, depth = 0): void {
  if (depth > 200 || typeof node !== 'object' || node === null) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && value === `${SCHEMA_REF}${from}`) (node as JsonObject)[key] = `${SCHEMA_REF}${to}`;
    else renameRefs(value, from, to, depth + 1);
  }
}

/**
 * zod's registry gives every named schema an input and an output variant (`OrderInput`, `Order`): only the
 * ones the document uses stay, and an input-only schema takes the plain name (`SignInRequest`).
 */
function pruneSchemas(document: OpenApiDocumentObject): void {
  const schemas = document.components?.schemas;
  if (!schemas) return;
  const used = new Set<string>();
  const { schemas: _schemas, ...restOfComponents } = document.components ?? {};
  collectRefs({ paths: document.paths, components: restOfComponents }, used);
  // Named schemas refer to each other: follow the references until nothing new is found.
  for (let queue = [...used]; queue.length > 0;) {
    const found = new Set<string>();
    collectRefs(
      queue.map((name) => schemas[name]),
      found,
    );
    queue = [...found].filter((name) => !used.has(name));
    for (const name of queue) used.add(name);
  }
  for (const name of Object.keys(schemas)) {
    if (!used.has(name)) delete schemas[name];
  }
  for (const name of Object.keys(schemas)) {
    const plain = name.replace(/Input$/, '');
    if (plain === name || plain in schemas) continue;
    schemas[plain] = schemas[name];
    delete schemas[name];
    renameRefs(document, name, plain);
  }
}

/** Completes the document in place and returns it (see the file comment). Throws on a repeated operationId. */
export function finishDocument<T extends OpenApiDocumentObject>(document: T): T {
  const paths: Record<string, Record<string, Operation>> = {};
  const seen = new Map<string, string>();
  for (const [rawPath, methods] of Object.entries(document.paths ?? {})) {
    const path = rawPath.replace(WILDCARD, `{${WILDCARD_NAME}}`);
    for (const [method, operation] of Object.entries(methods)) {
      if (!METHODS.includes(method)) continue;
      renameWildcard(operation);
      operation.operationId ??= operationIdFor(method, rawPath);
      const other = seen.get(operation.operationId);
      if (other)
        throw new Error(`operationId "${operation.operationId}" of ${method} ${path} is also ${other}`);
      seen.set(operation.operationId, `${method} ${path}`);
      finishResponses(operation, path);
      // Outside the shop API (health, media, the back office's sign-in, Stripe's signed webhook) an
      // operation that names no scheme is public; the shop API's security is the authentication plugin's.
      if (!path.startsWith(SHOP_API_PREFIX) && operation.security === undefined) operation.security = [];
    }
    paths[path] = methods;
  }
  document.paths = paths;
  fixCompositions(document.paths);
  fixCompositions(document.components?.schemas);
  pruneSchemas(document);
  const usedResponses = Object.entries(COMMON_RESPONSES).filter(([name]) =>
    JSON.stringify(paths).includes(`"#/components/responses/${name}"`),
  );
  document.components = {
    ...document.components,
    responses: { ...document.components?.responses, ...Object.fromEntries(usedResponses) },
  };
  return document;
}
