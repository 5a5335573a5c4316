import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { productRoutes } from './product-routes.ts';
import { variantRoutes } from './variant-routes.ts';
import { attributeRoutes } from './attribute-routes.ts';
import { optionRoutes } from './option-routes.ts';
import { taxonRoutes } from './taxon-routes.ts';
import type { MediaStorage } from '../media-storage/index.ts';
import { downloadRoutes } from './download-routes.ts';
import { imageRoutes } from './image-routes.ts';
import { salesRoutes } from './sales-routes.ts';
import { createSearchRefresher } from '../search/search-refresh.ts';

export interface CatalogueAdminOptions {
  db: Database;
  /** The database background work runs on (the search refresh after answering): the background pool; db if unset. */
  backgroundDb?: Database;
  /** The media storage (pictures, downloads): the folder or the bucket, built once by app.ts. */
  storage: MediaStorage;
}

/**
 * The back office's catalogue (docs/adr/0031-catalogue-management.md): products, variants, pictures,
 * categories, options and attributes under /api/v2/admin. Registered inside the admin scope (app.ts passes
 * it to the admin module as an extension), so every route here needs an administrator's token. The
 * routes are thin: each write runs in one transaction with its audit line, through the service functions
 * of the module that owns the tables (products, taxons, attributes), then refreshes the search read model
 * of the products it touched.
 */
export async function catalogueAdminModule(
  app: FastifyInstance,
  options: CatalogueAdminOptions,
): Promise<void> {
  // Product and variant writes queue their search refresh with the change and run it after answering.
  const searchRefresher = createSearchRefresher(options.backgroundDb ?? options.db, (message) =>
    app.log.warn(message),
  );
  app.addHook('onClose', async () => searchRefresher.settle());
  await app.register(productRoutes, { db: options.db, searchRefresher });
  await app.register(variantRoutes, { db: options.db, searchRefresher });
  await app.register(taxonRoutes, { db: options.db });
  await app.register(optionRoutes, { db: options.db });
  await app.register(attributeRoutes, { db: options.db });
  await app.register(imageRoutes, { db: options.db, storage: options.storage });
  await app.register(downloadRoutes, { db: options.db, storage: options.storage });
  await app.register(salesRoutes, { db: options.db });
}
