import { SHOP_MENUS_BASE } from '@shop/contracts/constants';
import type { Channel, Menu, MenuPlacement } from '@shop/contracts';
import type { ApiClient } from '~/lib/api/client.ts';

export interface ChannelData {
  channel: Channel;
  menus: Partial<Record<MenuPlacement, Menu>>;
}

/**
 * The channel and the menu of every placement it names. A menu that fails to load is left out (and
 * reported) rather than taking the whole shop down; a channel that fails to load is an error.
 */
export async function fetchChannelData(
  api: ApiClient,
  channelCode: string,
  reportMenuFailure: (code: string, error: unknown) => void,
): Promise<ChannelData> {
  const channel = await api.get<Channel>(`/channels/${encodeURIComponent(channelCode)}`);
  const entries = Object.entries(channel.menuCodes) as [MenuPlacement, string][];
  const loaded = await Promise.all(
    entries.map(async ([placement, code]) => {
      try {
        return [placement, await api.get<Menu>(`${SHOP_MENUS_BASE}/${encodeURIComponent(code)}`)] as const;
      } catch (error) {
        reportMenuFailure(code, error);
        return null;
      }
    }),
  );
  const menus: Partial<Record<MenuPlacement, Menu>> = {};
  for (const entry of loaded) if (entry) menus[entry[0]] = entry[1];
  return { channel, menus };
}
