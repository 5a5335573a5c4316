import type {
  Channel,
  ContentBlock,
  ContentBlockLocation,
  Menu,
  MenuItem,
  MenuPlacement,
} from '@shop/contracts';

/** Reads the shop API the way the storefront does, so tests compare pages with the real data. */
async function getJson<T>(apiUrl: string, path: string, channel: string, locale: string): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    headers: { accept: 'application/json', channel, locale },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export function fetchChannel(apiUrl: string, code: string, locale = 'lt'): Promise<Channel> {
  return getJson<Channel>(apiUrl, `/api/v2/shop/channels/${code}`, code, locale);
}

/** The menu a channel shows in a placement (main, mega, mobile...), in the locale. */
export async function fetchMenu(
  apiUrl: string,
  channelCode: string,
  placement: MenuPlacement,
  locale = 'lt',
): Promise<Menu> {
  const channel = await fetchChannel(apiUrl, channelCode, locale);
  const code = channel.menuCodes[placement];
  if (!code) throw new Error(`Channel ${channelCode} has no ${placement} menu`);
  return getJson<Menu>(apiUrl, `/api/v2/shop-menus/${encodeURIComponent(code)}`, channelCode, locale);
}

/** The text a menu item shows: its name (html labels are markup around a name, so the name is the check). */
export function itemNames(items: MenuItem[]): string[] {
  return items.map((item) => item.name);
}

/** The content blocks the API places on a location for a guest (or the holder of `token`), in the locale. */
export async function fetchContentBlocks(
  apiUrl: string,
  channelCode: string,
  displayLocation: ContentBlockLocation,
  locale = 'lt',
  token?: string,
): Promise<ContentBlock[]> {
  const response = await fetch(`${apiUrl}/api/v2/shop/cms-plugin/blocks?displayLocation=${displayLocation}`, {
    headers: {
      accept: 'application/json',
      channel: channelCode,
      locale,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!response.ok) throw new Error(`GET blocks answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: ContentBlock[] }).data;
}
