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

export function notFound(message: string): HttpError {
  return new HttpError(404, message);
}

export function badRequest(message: string): HttpError {
  return new HttpError(400, message);
}
