/**
 * Every failed API call, normalised (spec section 8): the response body, HTTP status and status text, and a
 * status code taken from the body's `code` when the API sent one, else the HTTP status, else 500 (network
 * failures have no response at all).
 */
export class ApiError extends Error {
  readonly status: number | null;
  readonly statusText: string;
  readonly statusCode: number;
  readonly data: unknown;

  constructor(options: { status: number | null; statusText: string; data: unknown; cause?: unknown }) {
    super(ApiError.describe(options.status, options.statusText, options.data), { cause: options.cause });
    this.name = 'ApiError';
    this.status = options.status;
    this.statusText = options.statusText;
    this.data = options.data;
    this.statusCode = ApiError.codeFromBody(options.data) ?? options.status ?? 500;
  }

  private static codeFromBody(data: unknown): number | undefined {
    if (typeof data !== 'object' || data === null || !('code' in data)) return undefined;
    return typeof data.code === 'number' && Number.isInteger(data.code) ? data.code : undefined;
  }

  private static describe(status: number | null, statusText: string, data: unknown): string {
    const detail =
      typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string'
        ? `: ${data.message}`
        : '';
    return `${status ?? 'Network error'} ${statusText}${detail}`.trim();
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Whether a failed call means "no such resource" for a page: 404, or a 400 about a path or query value the
 * visitor typed into the address (a malformed id, a NUL, an id beyond the database's range; the API's input
 * guard, ADR 0036), or a 414 for a path too long for the API's router (a 10 kB token). Such a page is a
 * 404 page, never a 500.
 */
export function isMissingResource(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 404 || error.status === 414) return true;
  if (error.status !== 400) return false;
  const message = (error.data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && /^Invalid (path|query)/.test(message);
}
