/** Who a product is shown to: the request's channel and its locales, best first. */
export interface CatalogContext {
  channelId: number;
  /** Request locale, then the channel's default (see localePreference in plugins/request-context.ts). */
  localePreference: readonly string[];
  /** The moment promotions are checked against; tests pin it, requests use the current time. */
  now?: Date;
}
