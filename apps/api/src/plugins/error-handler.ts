import type { ApiErrorBody, ValidationError } from '@shop/contracts';
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { HttpError, TooManyRequestsError, ViolationError } from '../http/http-error.ts';

type ValidationContext = 'body' | 'querystring' | 'params' | 'headers';

type ParameterContext = Exclude<ValidationContext, 'body'>;

/** How a message names one parameter, and the whole group when the issue is not about one parameter. */
const PARAMETER_WORDING: Record<ParameterContext, { one: string; all: string }> = {
  querystring: { one: 'query parameter', all: 'query string' },
  params: { one: 'path parameter', all: 'path parameters' },
  headers: { one: 'header', all: 'headers' },
};

/** "/items/0/quantity" -> "items[0].quantity" (Sylius property paths). */
function propertyPath(instancePath: string): string {
  return instancePath
    .split('/')
    .filter(Boolean)
    .map((segment, index) => (/^\d+$/.test(segment) ? `[${segment}]` : index === 0 ? segment : `.${segment}`))
    .join('');
}

function describeParameterIssues(context: ParameterContext, issues: FastifySchemaValidationError[]): string {
  const wording = PARAMETER_WORDING[context];
  return issues
    .map((issue) => {
      const name = propertyPath(issue.instancePath);
      const subject = name ? `${wording.one} "${name}"` : wording.all;
      return `Invalid ${subject}: ${issue.message ?? 'invalid value'}`;
    })
    .join('; ');
}

/** The code a custom zod issue carries in its params (`{code}`), if any. */
function ruleCode(issue: FastifySchemaValidationError): string | null {
  const params = issue.params as { params?: { code?: unknown } } | undefined;
  return typeof params?.params?.code === 'string' ? params.params.code : null;
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'statusCode' in error && typeof error.statusCode === 'number';
}

/**
 * One place that turns every failure into the contract shapes (docs/adr/0002-api-conventions.md):
 * - malformed query/path/header values: 400 `{code, message}` naming the parameter;
 * - invalid request bodies: 422 `{code, message, violations}` (one violation per field, Sylius style);
 * - HttpError and Fastify's own client errors: their status with `{code, message}`;
 * - anything else: logged with its stack, answered 500 without details.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (isFastifyError(error) && error.validation) {
      const context = (error.validationContext ?? 'body') as ValidationContext;
      if (context === 'body') {
        const body: ValidationError = {
          code: 422,
          message: 'The request body is invalid.',
          violations: error.validation.map((issue) => ({
            propertyPath: propertyPath(issue.instancePath),
            message: issue.message ?? 'This value is not valid.',
            // The contracts' country rules name their own code (invalid_phone, invalid_vat...).
            code: ruleCode(issue) ?? issue.keyword,
          })),
        };
        return reply.status(422).send(body);
      }
      return reply.status(400).send({
        code: 400,
        message: describeParameterIssues(context, error.validation),
      } satisfies ApiErrorBody);
    }

    if (error instanceof ViolationError && error.statusCode !== 422) {
      return reply
        .status(error.statusCode)
        .send({ code: error.statusCode, message: error.message, violations: error.violations });
    }
    if (error instanceof ViolationError) {
      return reply
        .status(422)
        .send({ code: 422, message: error.message, violations: error.violations } satisfies ValidationError);
    }

    if (error instanceof TooManyRequestsError) {
      void reply.header('retry-after', String(error.retryAfterSeconds));
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ code: error.statusCode, message: error.message } satisfies ApiErrorBody);
    }

    if (isFastifyError(error) && error.statusCode! >= 400 && error.statusCode! < 500) {
      // Fastify's own client errors (malformed JSON, unsupported media type, body too large...).
      const statusCode = error.statusCode!;
      return reply
        .status(statusCode)
        .send({ code: statusCode, message: error.message } satisfies ApiErrorBody);
    }

    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: 500, message: 'Internal server error' } satisfies ApiErrorBody);
  });

  app.setNotFoundHandler((_request, reply) => {
    return reply.status(404).send({ code: 404, message: 'Route not found' } satisfies ApiErrorBody);
  });
}
