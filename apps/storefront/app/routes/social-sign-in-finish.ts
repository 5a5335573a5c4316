import { getShopRequest } from '~/data/request-context.server.ts';
import { finishSocialSignIn } from '~/data/social-sign-in.server.ts';
import type { Route } from './+types/social-sign-in-finish';

/** Signs in at the API with the provider's token, in the shopper's locale (ADR 0016). */
export function loader({ context, request }: Route.LoaderArgs) {
  return finishSocialSignIn(getShopRequest(context), request);
}
