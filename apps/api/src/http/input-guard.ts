import {
  HEADER_REQUEST_ID,
  INVALID_CHARACTERS_MESSAGE,
  type ApiErrorBody,
  type ValidationError,
} from '@shop/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifySchemaValidationError,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/** PostgreSQL's `integer` (int4), the type of every id and count column: larger values make it fail. */
export const DB_INT_MAX = 2_147_483_647;
export const DB_INT_MIN = -2_147_483_648;

/** The violation and message texts (the storefront translates them: i18n/server-messages.ts). */
export const NUMBER_OUT_OF_RANGE_MESSAGE = `This value should be between ${DB_INT_MIN} and ${DB_INT_MAX}.`;

/** How deep the guard looks into a JSON body; bodies are small and shallow, and validation bounds them too. */
const MAX_DEPTH = 12;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A NUL character (PostgreSQL refuses 0x00 in text) or a lone UTF-16 surrogate (not encodable as UTF-8,
 * so neither storable nor sendable back).
 */
function hasForbiddenCharacters(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** "items[0].quantity" style paths, as the error handler's violations name body fields. */
function join(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent ? `${parent}.${key}` : key;
}

/** The first place in a decoded value (params, query, body) that holds a forbidden character, or null. */
function firstForbidden(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return hasForbiddenCharacters(value) ? path : null;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = firstForbidden(item, join(path, index), depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  // Path parameters come in the router's own object type; below the top, only plain JSON objects are walked.
  if (depth > 0 && !isPlainObject(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (hasForbiddenCharacters(key)) return path || key;
    const found = firstForbidden(item, join(path, key), depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** "a=1&b[]=%C3%28": the name of the first parameter whose name or value is not valid percent-encoded UTF-8. */
function firstUndecodableQueryParameter(rawQuery: string): string | null {
  for (const pair of rawQuery.split('&')) {
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    const rawName = separator === -1 ? pair : pair.slice(0, separator);
    const rawValue = separator === -1 ? '' : pair.slice(separator + 1);
    let name: string;
    try {
      name = decodeURIComponent(rawName.replaceAll('+', ' '));
    } catch {
      return rawName;
    }
    try {
      decodeURIComponent(rawValue.replaceAll('+', ' '));
    } catch {
      return name;
    }
  }
  return null;
}

function refuseParameter(reply: FastifyReply, wording: string, name: string, problem: string): FastifyReply {
  return reply.status(400).send({
    code: 400,
    message: `Invalid ${wording} "${name}": ${problem}`,
  } satisfies ApiErrorBody);
}

const NOT_UTF8 = 'not valid UTF-8 percent-encoding';

/** The router's own refusal of a path it cannot decode, in the contract's shape (Fastify `frameworkErrors`). */
export const INVALID_PATH_MESSAGE = `Invalid path: ${NOT_UTF8}`;
const FORBIDDEN = 'contains a NUL or another character that is not allowed';

async function guardRequest(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const url = request.raw.url ?? '';
  const queryStart = url.indexOf('?');
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  try {
    decodeURIComponent(rawPath);
  } catch {
    return reply.status(400).send({ code: 400, message: INVALID_PATH_MESSAGE } satisfies ApiErrorBody);
  }
  const params = firstForbidden(request.params, '');
  if (params !== null) return refuseParameter(reply, 'path parameter', params, FORBIDDEN);

  if (queryStart !== -1) {
    const undecodable = firstUndecodableQueryParameter(url.slice(queryStart + 1));
    if (undecodable !== null) return refuseParameter(reply, 'query parameter', undecodable, NOT_UTF8);
  }
  const query = firstForbidden(request.query, '');
  if (query !== null) return refuseParameter(reply, 'query parameter', query, FORBIDDEN);

  const body = firstForbidden(request.body, '');
  if (body !== null) {
    return reply.status(422).send({
      code: 422,
      message: 'The request body is invalid.',
      violations: [{ propertyPath: body, message: INVALID_CHARACTERS_MESSAGE, code: 'invalid_characters' }],
    } satisfies ValidationError);
  }
  return undefined;
}

/** The JSON pointer ("/items/0/quantity") of the first integer in a validated value outside int4, or null. */
function firstOutOfRange(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'number') {
    return Number.isInteger(value) && (value > DB_INT_MAX || value < DB_INT_MIN) ? path : null;
  }
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = firstOutOfRange(item, `${path}/${index}`, depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  if (depth > 0 && !isPlainObject(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = firstOutOfRange(item, `${path}/${key}`, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The zod validator compiler, plus one rule for every schema: a whole number that validation let through
 * must fit PostgreSQL's int4 (ids, quantities, amounts in cents, pages). A schema that wants a narrower
 * range says so itself; this is the floor that keeps `2147483648` or `2^63` from reaching the database.
 */
export const guardedValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return (data: unknown) => {
    const result = validate(data) as { value?: unknown; error?: Error | FastifySchemaValidationError[] };
    if (result.error) return result;
    const path = firstOutOfRange(result.value, '');
    if (path === null) return result;
    return {
      error: [
        {
          keyword: 'range',
          instancePath: path,
          schemaPath: '',
          params: {},
          message: NUMBER_OUT_OF_RANGE_MESSAGE,
        },
      ],
    };
  };
};

/**
 * One input guard for every request (ADR 0036), on the root instance so that every route inherits it. Before
 * validation and any handler: a path that is not valid percent-encoded UTF-8 is 400; a NUL or lone surrogate
 * in a path parameter or query value is 400 naming the parameter; in a JSON body, 422 with a violation at
 * the field. Integers beyond int4 are refused by `guardedValidatorCompiler`, in the same shapes.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.setValidatorCompiler(guardedValidatorCompiler);
  app.addHook('preValidation', guardRequest);
}

/**
 * Fastify's `frameworkErrors`: the router's refusals (a path that is not valid percent-encoded UTF-8, a path
 * parameter beyond the maximum length) answered in the contract's `{code, message}` with the request id.
 */
export function answerFrameworkError(
  error: Error & { code?: string; statusCode?: number },
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const statusCode =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = error.code === 'FST_ERR_BAD_URL' ? INVALID_PATH_MESSAGE : error.message;
  return reply
    .header(HEADER_REQUEST_ID, request.id)
    .status(statusCode)
    .send({ code: statusCode, message } satisfies ApiErrorBody);
}
