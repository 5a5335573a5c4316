import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { OpenApiDocument } from './fuzz.ts';

// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}

type Responses = Record<string, ResponseObject>;

/**
 * OpenAPI 3.0's draft-4 style bounds (`minimum: 0, exclusiveMinimum: true`) as ajv's JSON Schema reads
 * them (`exclusiveMinimum: 0`), in a copy of the document.
 */
function forAjv(node: unknown, depth = 0): unknown {
  if (depth > 200 || typeof node !== 'object' || node === null) return node;
  if (Array.isArray(node)) return node.map((item) => forAjv(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) copy[key] = forAjv(value, depth + 1);
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof copy[exclusive] !== 'boolean') continue;
    if (copy[exclusive] === true) copy[exclusive] = copy[bound];
    else delete copy[exclusive];
    if (copy[exclusive] !== undefined) delete copy[bound];
  }
  return copy;
}

/** "~" and "/" escaped for a JSON pointer segment. */
function pointerSegment(text: string): string {
  return text.replaceAll('~', '~0').replaceAll('/', '~1');
}

/**
 * Checks an answer against the document (ADR 0042): its status must be documented for the operation, and
 * its body must match the schema documented for that status (no body for 204 and 304). Schemas are read
 * from the document itself, so `$ref`s to components resolve as a client's would.
 */
export function createAnswerChecker(
  document: OpenApiDocument,
  options: { excuse?: (method: string, path: string, status: number) => boolean } = {},
) {
  // OpenAPI 3.0 schemas: `nullable`, `example` and the document's own keys are not JSON Schema vocabulary.
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(forAjv(document) as object, 'openapi');
  const validators = new Map<string, ValidateFunction>();

  function responseFor(method: string, path: string, status: number): [string, ResponseObject] | null {
    const responses = (document.paths[path]?.[method.toLowerCase()] as { responses?: Responses } | undefined)
      ?.responses;
    if (!responses) return null;
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find(
      (candidate) => candidate in responses,
    );
    if (!key) return null;
    let response = responses[key]!;
    const responseRef = response.$ref;
    if (responseRef) {
      const name = responseRef.split('/').pop()!;
      response = (document.components as { responses?: Responses } | undefined)?.responses?.[name] ?? {};
      return [`#/components/responses/${pointerSegment(name)}`, response];
    }
    return [
      `#/paths/${pointerSegment(path)}/${method.toLowerCase()}/responses/${pointerSegment(key)}`,
      response,
    ];
  }

  /** What is wrong with this answer, or null when the document describes it. */
  return function check(
    method: string,
    path: string,
    status: number,
    contentType: string | undefined,
    body: string,
  ): string | null {
    if (options.excuse?.(method, path, status)) return null;
    const found = responseFor(method, path, status);
    if (!found) return `status ${status} is not documented`;
    const [pointer, response] = found;
    if (status === 204 || status === 304) return body === '' ? null : `${status} with a body`;
    if (!contentType?.startsWith('application/json')) {
      return response.content && !Object.keys(response.content).some((type) => type.includes('json'))
        ? null
        : response.content
          ? `answered ${contentType ?? 'no content type'}, documented JSON`
          : null;
    }
    const documented = response.content?.['application/json'];
    if (!documented?.schema) return 'a JSON body where none is documented';
    const schemaPointer = `${pointer}/content/application~1json/schema`;
    let validate = validators.get(schemaPointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `openapi${schemaPointer}` });
      validators.set(schemaPointer, validate);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return 'a body that is not JSON';
    }
    if (validate(parsed)) return null;
    const [first] = validate.errors ?? [];
    return `body does not match the documented schema: ${first?.instancePath || '/'} ${first?.message ?? ''}`;
  };
}
