import type { Violation } from '@shop/contracts';

/**
 * An error with an HTTP status that the error handler answers as `{code, message}` (contract
 * `errorSchema`). Throw it from hooks, handlers and services for expected failures (404, 400...).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 401 `{code, message}` (GUIDE section 4). */
export function unauthorized(message: string): HttpError {
  return new HttpError(401, message);
}

/**
 * 403 `{code, message}`: a signed-in user who may not do this at all (a role refusal, e.g. a customer who
 * is not a company account buying on the b2b channel). Someone else's resource stays a 404 (GUIDE section 4).
 */
export function forbidden(message: string): HttpError {
  return new HttpError(403, message);
}

/** 429 with Retry-After: a rate limit (login, registration, reset) was reached. */
export class TooManyRequestsError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      `Too many attempts. Please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minute(s).`,
    );
    this.name = 'TooManyRequestsError';
  }
}

export function notFound(message: string): HttpError {
  return new HttpError(404, message);
}

export function badRequest(message: string): HttpError {
  return new HttpError(400, message);
}

/** A 422 with Sylius-style violations (contract `validationErrorSchema`): business rules a body broke. */
export class ViolationError extends HttpError {
  /** 422 for broken business rules; 400 where a client must supply something (social sign-in's email). */
  constructor(
    readonly violations: Violation[],
    statusCode = 422,
  ) {
    super(
      statusCode,
      statusCode === 422 ? 'The request could not be processed.' : (violations[0]?.message ?? ''),
    );
    this.name = 'ViolationError';
  }
}

/** One violation; propertyPath "" for rules about the whole request. */
export function violation(propertyPath: string, message: string, code?: string): ViolationError {
  return new ViolationError([{ propertyPath, message, ...(code ? { code } : {}) }]);
}
