import type { Channel, Menu, MenuPlacement } from '@shop/contracts';
import type { LocaleCode } from '@shop/locale';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createRoutesStub } from 'react-router';
import { GUEST_SUMMARY, type ShopperSummary } from '~/data/shopper.ts';
import { shellMenus } from '~/shell/shell-data.ts';
import { ShopProviders } from '~/shell/shop-providers.tsx';
import { demoChannel, shellData } from './fixtures.ts';

export interface RenderOptions {
  /** Path the page is rendered at; its first segment decides the locale like in the app. */
  url?: string;
  locale?: LocaleCode;
  /** Route id of the rendered screen ("CART___lt"), for the language switch's alternate links. */
  routeId?: string;
  channel?: Channel;
  menus?: Partial<Record<MenuPlacement, Menu>>;
  shopper?: Partial<ShopperSummary>;
}

/**
 * Server-renders `element` the way the app does: inside the shop and i18n providers built from a shell
 * (real message catalogs), inside a router at `url`. Returns the HTML a browser would receive.
 */
export function renderInShop(element: ReactNode, options: RenderOptions = {}): string {
  return renderToString(inShop(element, options));
}

/**
 * Like renderInShop, but waits for every suspended part (deferred loader data behind `<Await>`) and
 * returns the finished HTML, as a crawler receives it.
 */
export async function renderInShopComplete(element: ReactNode, options: RenderOptions = {}): Promise<string> {
  const { prelude } = await prerenderToNodeStream(inShop(element, options));
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

function inShop(element: ReactNode, options: RenderOptions): ReactNode {
  const locale = options.locale ?? 'lt';
  // Like the root loader: the mega and mobile menus are fetched on demand, not carried in the shell.
  const shell = shellData({
    locale,
    channel: options.channel ?? demoChannel(),
    ...shellMenus(options.menus ?? {}),
  });
  const shopper: ShopperSummary = { ...GUEST_SUMMARY, ...options.shopper };
  const url = options.url ?? '/';
  const Stub = createRoutesStub([
    {
      id: options.routeId ?? 'index___lt',
      path: new URL(url, 'http://localhost').pathname,
      Component: () => (
        <ShopProviders shell={shell} shopper={shopper}>
          {element}
        </ShopProviders>
      ),
    },
  ]);
  return <Stub initialEntries={[url]} />;
}

/** How many times `needle` occurs in `html`. */
export function occurrences(html: string, needle: string): number {
  return html.split(needle).length - 1;
}

/** The opening tag of the first element carrying `attribute` (e.g. 'data-testid="cart-link"'). */
export function tagWith(html: string, attribute: string): string {
  const at = html.indexOf(attribute);
  if (at === -1) throw new Error(`no element with ${attribute}`);
  const start = html.lastIndexOf('<', at);
  return html.slice(start, html.indexOf('>', at) + 1);
}

/** The visible text of the first link to `href`, tags stripped. */
export function linkText(html: string, href: string): string {
  const tag = tagWith(html, `href="${href}"`);
  const start = html.indexOf(tag) + tag.length;
  return html
    .slice(start, html.indexOf('</a>', start))
    .replace(/<[^>]+>/g, '')
    .trim();
}
