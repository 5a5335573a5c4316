import { TOKEN_MISSING_MESSAGE } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/http-error.ts';

/** The signed-in administrator of a back-office route (the admin scope's hook has checked the token). */
export function adminOf(request: FastifyRequest): { id: number; email: string; name: string } {
  if (!request.administrator) throw unauthorized(TOKEN_MISSING_MESSAGE);
  return request.administrator;
}
