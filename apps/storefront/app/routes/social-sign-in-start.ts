import { getShopRequest } from '~/data/request-context.server.ts';
import { startSocialSignIn } from '~/data/social-sign-in.server.ts';
import type { Route } from './+types/social-sign-in-start';

/** The Facebook and Google buttons of /auth link here: off to the provider with a fresh `state` (ADR 0016). */
export function loader({ context, params, request }: Route.LoaderArgs) {
  return startSocialSignIn(getShopRequest(context), params.provider, request);
}
