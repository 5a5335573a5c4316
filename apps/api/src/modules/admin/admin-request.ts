import { TOKEN_MISSING_MESSAGE, type AdminRole } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/http-error.ts';

/** Who sent a back-office request, with their role (docs/adr/0055-admin-roles.md). */
export interface SignedInAdmin {
  id: number;
  email: string;
  name: string;
  role: AdminRole;
}

/** The signed-in administrator of a back-office route (the admin scope's hook has checked the token). */
export function adminOf(request: FastifyRequest): SignedInAdmin {
  if (!request.administrator) throw unauthorized(TOKEN_MISSING_MESSAGE);
  return request.administrator;
}
