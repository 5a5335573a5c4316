import { MENU_PLACEMENTS, type MenuPlacement } from '@shop/contracts/constants';
import { getShopRequest } from '~/data/request-context.server.ts';
import type { Route } from './+types/menu';

const isMenuPlacement = (value: string): value is MenuPlacement =>
  (MENU_PLACEMENTS as readonly string[]).includes(value);

/**
 * One of the channel's menus in the request's locale, for the menus the shell leaves out (mega and
 * mobile menus, fetched when the shopper reaches for them). Served from the channel data the root
 * middleware already holds, so it costs no API call.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { placement } = params;
  if (!isMenuPlacement(placement)) {
    return Response.json(
      { code: 404, message: `placement: unknown menu placement "${placement}".` },
      { status: 404 },
    );
  }
  const menu = getShopRequest(context).menus[placement];
  if (!menu) {
    return Response.json(
      { code: 404, message: `placement: this channel has no "${placement}" menu.` },
      { status: 404 },
    );
  }
  // The same for every shopper of the locale, but it may change with the channel: kept briefly.
  return Response.json(menu, { headers: { 'Cache-Control': 'private, max-age=300' } });
}
