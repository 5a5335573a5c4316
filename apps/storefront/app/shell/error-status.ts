import { isRouteErrorResponse } from 'react-router';

/** The status an error page shows: the response's own status, else 500 (a thrown error is a server error). */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}
