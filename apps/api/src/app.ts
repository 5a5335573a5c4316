import { join } from 'node:path';
import cors from '@fastify/cors';
import { HEADER_REQUEST_ID } from '@shop/contracts';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { pino } from 'pino';
import qs from 'qs';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { answerFrameworkError, installInputGuard } from './http/input-guard.ts';
import { adminModule } from './modules/admin/index.ts';
import { authModule } from './modules/auth/index.ts';
import { catalogueAdminModule } from './modules/catalogue-admin/index.ts';
import { catalogueExportModule } from './modules/catalogue-exchange/export-routes.ts';
import { shopDetailsRoutes } from './modules/channels/shop-details-routes.ts';
import { mailPreviewsModule } from './modules/mail-previews/index.ts';
import { loginOnlyChannel } from './modules/b2b/login-only-channel.ts';
import { resolveJwtSecret } from './modules/auth/jwt-secret.ts';
import { ordersModule } from './modules/orders/index.ts';
import { customersModule } from './modules/customers/index.ts';
import { channelsModule } from './modules/channels/index.ts';
import { createChannelDirectory } from './modules/channels/channel-directory.ts';
import { loadChannelSummaries } from './modules/channels/service.ts';
import { healthModule } from './modules/health/index.ts';
import { imagesModule } from './modules/images/index.ts';
import { createMediaStorage, type MediaStorage } from './modules/media-storage/index.ts';
import { catalogueExchangeModule } from './modules/catalogue-exchange/index.ts';
import { pictureFetchLimits } from './modules/catalogue-exchange/import/pictures.ts';
import { localesModule } from './modules/locales/index.ts';
import { bannersModule } from './modules/banners/index.ts';
import { contentBlocksModule } from './modules/content-blocks/index.ts';
import { informationBarsModule } from './modules/information-bars/index.ts';
import { loyaltyModule } from './modules/loyalty/index.ts';
import { menuAdminRoutes } from './modules/menus/admin-routes.ts';
import { bannerAdminRoutes } from './modules/banners/admin-routes.ts';
import { contentBlockAdminRoutes } from './modules/content-blocks/admin-routes.ts';
import { articleAdminRoutes } from './modules/articles/admin-routes.ts';
import { contentPictureAdminRoutes } from './modules/content-pictures/admin-routes.ts';
import { pageAdminRoutes } from './modules/pages/admin-routes.ts';
import { faqAdminRoutes } from './modules/faq/admin-routes.ts';
import { informationBarAdminRoutes } from './modules/information-bars/admin-routes.ts';
import { paymentMethodAdminRoutes } from './modules/orders/admin-payment-routes.ts';
import { shippingAdminRoutes } from './modules/orders/shipping-admin/shipping-admin-routes.ts';
import { loyaltyAdminRoutes } from './modules/loyalty/admin-routes.ts';
import { giftSettingsAdminRoutes } from './modules/gift-settings/admin-routes.ts';
import { menusModule } from './modules/menus/index.ts';
import { articlesModule } from './modules/articles/index.ts';
import { faqModule } from './modules/faq/index.ts';
import { feedsModule } from './modules/feeds/index.ts';
import { newsletterModule } from './modules/newsletter/index.ts';
import { pagesModule } from './modules/pages/index.ts';
import { createStripeGateway, paymentsModule, stripeWebhookModule } from './modules/payments/index.ts';
import { downloadsModule } from './modules/products/downloads-route.ts';
import { productsModule } from './modules/products/index.ts';
import { redirectsModule } from './modules/redirects/index.ts';
import { redirectAdminRoutes } from './modules/redirects/admin-routes.ts';
import { cataloguePromotionAdminRoutes } from './modules/catalogue-promotions/admin-routes.ts';
import { cartPromotionAdminRoutes } from './modules/cart-promotions-admin/admin-routes.ts';
import { salesReportRoutes } from './modules/admin/sales-routes.ts';
import { searchModule } from './modules/search/index.ts';
import { sitemapModule } from './modules/sitemap/index.ts';
import { reviewsModule } from './modules/reviews/index.ts';
import { stockNotificationsModule } from './modules/stock-notifications/index.ts';
import { taxonsModule } from './modules/taxons/index.ts';
import { returnsModule } from './modules/returns/index.ts';
import { wishlistsModule } from './modules/wishlists/index.ts';
import { installErrorHandling } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { authentication } from './plugins/authentication.ts';
import { botProtection } from './plugins/bot-protection.ts';
import { requestContext } from './plugins/request-context.ts';
import { requestIdFor } from './plugins/request-id.ts';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** A pino logger; defaults to one at config.logLevel. */
  logger?: FastifyBaseLogger;
  /** The media storage (pictures, downloads); defaults to the one the config names (folder or bucket). */
  storage?: MediaStorage;
}

/**
 * Query strings with brackets, as Sylius/API Platform clients send them: `code[]=a`, `facets[brand][]=x`,
 * `price[min]=100`, `order[price]=asc`. Bounded so that a hostile query string stays cheap to parse; an
 * index above arrayLimit turns the list into an object, which validation then rejects.
 */
function parseQueryString(queryString: string): Record<string, unknown> {
  return qs.parse(queryString, { arrayLimit: 200, depth: 3, parameterLimit: 1000 });
}

/** The shop API as a Fastify instance, ready for `listen()` or `inject()`; does not open or migrate the database. */
export async function buildApp({
  config,
  database,
  logger,
  storage: givenStorage,
}: BuildAppOptions): Promise<FastifyInstance> {
  // Typed as Fastify's base logger so that plugins typed against the default instance type accept the app.
  const loggerInstance: FastifyBaseLogger = logger ?? pino({ level: config.logLevel });
  const app = Fastify({
    loggerInstance,
    // request.ip is the shopper's address when a trusted proxy (the storefront's server) names it.
    trustProxy: config.trustProxy,
    genReqId: requestIdFor,
    requestIdHeader: false,
    routerOptions: { querystringParser: parseQueryString },
    frameworkErrors: answerFrameworkError,
  });

  // A storage the app made for itself is closed with it; a given one belongs to the caller.
  const storage = givenStorage ?? createMediaStorage(config);
  if (!givenStorage) app.addHook('onClose', async () => storage.close?.());
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  // Before any route is registered: every route inherits the guard (ADR 0036).
  installInputGuard(app);
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(HEADER_REQUEST_ID, request.id);
  });

  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: [HEADER_REQUEST_ID, 'content-language'],
  });
  await registerOpenApi(app);

  await app.register(healthModule, { ping: database.ping });

  // Everything under the shop API runs in a channel and locale (request.shop).
  const channels = createChannelDirectory(() => loadChannelSummaries(database.db));
  // Work the back office starts after answering (search refreshes, the import's jobs) runs on the
  // background connections, like the job worker's: a long import cannot take the requests' pool.
  const backgroundDb = database.backgroundDb();
  const gateway = config.stripe ? createStripeGateway(config.stripe) : null;
  const jwtSecret = await resolveJwtSecret(config.jwtSecret, join(config.dataDir, 'jwt-secret'), (message) =>
    loggerInstance.warn(message),
  );
  await app.register(async (shopApi) => {
    await shopApi.register(requestContext, { channels, defaultChannelCode: config.defaultChannelCode });
    await shopApi.register(botProtection, { config: config.botProtection });
    const { db } = database;
    await shopApi.register(authentication, { secret: jwtSecret, db });
    await shopApi.register(loginOnlyChannel, { db });
    await shopApi.register(authModule, {
      db,
      secret: jwtSecret,
      socialSignIn: config.socialSignIn,
      botProtection: config.botProtection,
      signInProtection: config.signInProtection,
    });
    await shopApi.register(localesModule, { db });
    await shopApi.register(channelsModule, { db });
    await shopApi.register(menusModule, { db });
    await shopApi.register(taxonsModule, { db });
    await shopApi.register(redirectsModule, { db });
    await shopApi.register(pagesModule, { db });
    await shopApi.register(faqModule, { db });
    await shopApi.register(articlesModule, { db });
    await shopApi.register(informationBarsModule, { db });
    await shopApi.register(bannersModule, { db });
    await shopApi.register(contentBlocksModule, { db });
    await shopApi.register(newsletterModule, { db });
    await shopApi.register(searchModule, { db });
    await shopApi.register(productsModule, { db, storage });
    await shopApi.register(stockNotificationsModule, { db });
    await shopApi.register(reviewsModule, { db });
    await shopApi.register(sitemapModule, { db });
    await shopApi.register(feedsModule, {
      db,
      storefrontUrls: config.storefrontUrls,
      dir: join(config.dataDir, 'feeds'),
    });
    await shopApi.register(ordersModule, { db });
    await shopApi.register(customersModule, { db });
    await shopApi.register(loyaltyModule, { db });
    await shopApi.register(wishlistsModule, { db });
    await shopApi.register(returnsModule, { db });
    await shopApi.register(paymentsModule, { db, gateway, storefrontUrls: config.storefrontUrls });
  });
  if (gateway) await app.register(stripeWebhookModule, { db: database.db, gateway });
  // The back office: its own base, administrators and tokens; no shop channel or customer (ADR 0028).
  await app.register(adminModule, {
    db: database.db,
    jwtSecret,
    storefrontUrls: config.storefrontUrls,
    signInProtection: config.signInProtection,
    defaultChannelCode: config.defaultChannelCode,
    extensions: [
      (scope) => catalogueAdminModule(scope, { db: database.db, backgroundDb, storage }),
      (scope) =>
        catalogueExchangeModule(scope, {
          db: database.db,
          backgroundDb,
          storage,
          defaultChannelCode: config.defaultChannelCode,
          jobLeaseMs: config.jobLeaseMs,
          pictureLimits: pictureFetchLimits(config),
        }),
      async (scope) => {
        await scope.register(catalogueExportModule, {
          db: database.db,
          publicUrl: config.publicUrl,
          defaultChannelCode: config.defaultChannelCode,
        });
      },
      async (scope) => {
        await scope.register(shopDetailsRoutes, { db: database.db });
      },
      async (scope) => {
        await scope.register(redirectAdminRoutes, { db: database.db });
      },
      async (scope) => {
        await scope.register(cataloguePromotionAdminRoutes, { db: database.db, backgroundDb });
        await scope.register(menuAdminRoutes, { db: database.db });
        await scope.register(cartPromotionAdminRoutes, { db: database.db });
      },
      async (scope) => {
        await scope.register(articleAdminRoutes, { db: database.db });
        await scope.register(pageAdminRoutes, { db: database.db });
        await scope.register(contentPictureAdminRoutes, { db: database.db, storage });
      },
      async (scope) => {
        await scope.register(salesReportRoutes, { db: database.db });
      },
      async (scope) => {
        await scope.register(contentBlockAdminRoutes, { db: database.db, storage });
        await scope.register(bannerAdminRoutes, { db: database.db });
        await scope.register(faqAdminRoutes, { db: database.db });
        await scope.register(informationBarAdminRoutes, { db: database.db });
        await scope.register(paymentMethodAdminRoutes, {
          db: database.db,
          onlinePaymentConfigured: config.stripe !== null,
        });
        await scope.register(shippingAdminRoutes, { db: database.db });
      },
      async (scope) => {
        await scope.register(loyaltyAdminRoutes, { db: database.db, storage });
        await scope.register(giftSettingsAdminRoutes, { db: database.db, backgroundDb });
      },
      (scope) => mailPreviewsModule(scope, { db: database.db, storefrontUrls: config.storefrontUrls }),
    ],
  });

  await app.register(imagesModule, { storage, cacheDir: config.mediaCacheDir });
  await app.register(downloadsModule, { storage });

  return app;
}
