import { getShopRequest } from '~/data/request-context.server.ts';
import { socialSignInCallback } from '~/data/social-sign-in.server.ts';
import type { Route } from './+types/social-sign-in-callback';

/** The provider sends the shopper back here with the authorization code (ADR 0016). */
export function loader({ context, params, request }: Route.LoaderArgs) {
  return socialSignInCallback(getShopRequest(context), params.provider, request);
}
