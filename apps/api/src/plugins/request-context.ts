import { HEADER_ACCEPT_LANGUAGE, HEADER_CHANNEL, HEADER_LOCALE } from '@shop/contracts';
import { negotiateLocale, type LocaleCode } from '@shop/locale';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../http/http-error.ts';
import type { ChannelDirectory } from '../modules/channels/channel-directory.ts';
import type { ChannelSummary } from '../modules/channels/service.ts';

/** The channel and locale a shop request is served in (docs/adr/0001-foundation.md, request context). */
export interface ShopContext {
  channel: ChannelSummary;
  locale: LocaleCode;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every route registered beside the request-context plugin (the shop API). */
    shop: ShopContext;
  }
}

export interface RequestContextOptions {
  channels: ChannelDirectory;
  defaultChannelCode: string;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value : undefined;
}

/**
 * Resolves `request.shop` before validation and handlers run: the channel from the `channel` header
 * (else the default; unknown is a 400), the locale from the `locale` header, then Accept-Language,
 * then the channel's default. The chosen locale is echoed in Content-Language.
 */
export async function requestContext(app: FastifyInstance, options: RequestContextOptions): Promise<void> {
  app.decorateRequest('shop', null as unknown as ShopContext);
  app.addHook('onRequest', async (request, reply) => {
    const code = headerValue(request, HEADER_CHANNEL) ?? options.defaultChannelCode;
    const channel = await options.channels.find(code);
    if (!channel) throw badRequest(`Unknown channel "${code}".`);
    const locale = negotiateLocale({
      explicit: headerValue(request, HEADER_LOCALE),
      acceptLanguage: headerValue(request, HEADER_ACCEPT_LANGUAGE),
      available: channel.locales,
      fallback: channel.defaultLocale,
    });
    request.shop = { channel, locale };
    void reply.header('content-language', locale);
  });
}
// Share the hook with sibling plugins (the shop modules) instead of encapsulating it (what fastify-plugin does).
Object.assign(requestContext, { [Symbol.for('skip-override')]: true });

/** Locales to try for translated content, best first: the request locale, then the channel default. */
export function localePreference(shop: ShopContext): LocaleCode[] {
  return shop.locale === shop.channel.defaultLocale
    ? [shop.locale]
    : [shop.locale, shop.channel.defaultLocale];
}
