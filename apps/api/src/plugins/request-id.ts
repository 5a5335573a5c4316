import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HEADER_REQUEST_ID } from '@shop/contracts';

/** Ids from a proxy or the storefront are kept when they are short and printable (safe in logs and headers). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: continue the caller's request id so one id follows a request across processes. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[HEADER_REQUEST_ID];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
