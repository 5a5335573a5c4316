import { loadLoyaltyBenefits } from '~/data/loyalty.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import type { Route } from './+types/loyalty-benefits';

/** The channel's loyalty benefits for the popup, same-origin (the browser never learns the API's address). */
export async function loader({ context }: Route.LoaderArgs) {
  const benefits = await loadLoyaltyBenefits(getShopRequest(context));
  return Response.json(benefits, { headers: { 'Cache-Control': 'private, max-age=300' } });
}
