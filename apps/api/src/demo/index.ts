import { seedArticles } from './seed/articles.ts';
import { seedFaq } from './seed/faq.ts';
import { GIFT_CARD_PRODUCT_CODE } from '@shop/contracts/constants';
import { eq, sql } from 'drizzle-orm';
import type { MediaStorage } from '../modules/media-storage/index.ts';
import type { Database } from '../db/database.ts';
import { channels } from '../db/schema/index.ts';
import { generateProduct } from './catalogue/product-generator.ts';
import { DEMO_PRODUCT_COUNT, DEMO_SEED, WEB_CHANNEL_CODE } from './catalogue/shop.ts';
import {
  bundleOnlyParts,
  demoBundles,
  giftCardProduct,
  giftWrappingProduct,
} from './catalogue/special-products.ts';
import { ensureDemoImages, missingDemoImages } from './images/demo-images.ts';
import { fillMissingSearchCards, refreshSearchDocuments } from '../modules/search/search-documents.ts';
import { queryRows } from '../modules/search/sql-rows.ts';
import { seedCatalogPromotions } from './seed/catalog-promotions.ts';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './seed/accounts.ts';
import { ensureDemoDownloads } from './seed/downloads.ts';
import { seedChannels } from './seed/channels.ts';
import { seedCartPromotions } from './seed/cart-promotions.ts';
import { seedGiftOffers } from './seed/gift-offers.ts';
import { ensureOnlinePaymentMethod, seedCheckout } from './seed/checkout.ts';
import { seedContentBlocks } from './seed/blocks.ts';
import { ensureDemoHomeLayout } from './seed/home-layout.ts';
import { seedEngagement } from './seed/engagement.ts';
import { seedLoyalty } from './seed/loyalty.ts';
import { seedReturnMethods } from './seed/returns.ts';
import { saveAdministrator } from '../modules/admin/administrators.ts';
import { seedMenus } from './seed/menus.ts';
import { seedPages } from './seed/pages.ts';
import { insertProducts, loadCatalogueIds } from './seed/products.ts';
import { seedRedirects } from './seed/redirects.ts';
import {
  seedAttributes,
  seedCustomerGroups,
  seedLocales,
  seedProductOptions,
  seedWarehouses,
} from './seed/reference-data.ts';
import { seedTaxons } from './seed/taxons.ts';

export { addGeneratedProducts, type GenerateProductsResult } from './generate-products.ts';
export { DEMO_SEED } from './catalogue/shop.ts';

export interface EnsureDemoDataOptions {
  db: Database;
  /** The media storage (DATA_DIR/media or the bucket): the demo pictures and manuals are drawn into it. */
  storage: MediaStorage;
  log: (message: string) => void;
  /** Reference time for creation dates; tests pin it. */
  now?: Date;
  /** Whether the payment provider is configured: the online payment method is enabled only then. */
  onlinePayment?: boolean;
}

/** Arbitrary constant key of the advisory lock that stops two API instances seeding at once. */
const DEMO_SEED_LOCK_KEY = 4_242_002;

/**
 * Makes sure the demo shop "Gandras" exists (called at every API start). The pictures are drawn when
 * missing; the database is seeded only when the `web` channel does not exist yet, in one transaction,
 * so a crash half-way leaves nothing behind and the next start tries again.
 */
/**
 * Whether the demo shop still has heavy work to do: drawing its pictures or creating its catalogue (a first
 * start). The API then does it in a separate process (prepare-in-child.ts), whose memory goes back to the
 * system when it exits.
 */
export async function demoPreparationPending(db: Database, storage: MediaStorage): Promise<boolean> {
  if ((await missingDemoImages(storage)).length > 0) return true;
  const [existing] = await db
    .select({ id: channels.id })
    .from(channels)
    .where(eq(channels.code, WEB_CHANNEL_CODE))
    .limit(1);
  return !existing;
}

export async function ensureDemoData(options: EnsureDemoDataOptions): Promise<void> {
  const { db, storage, log } = options;
  await ensureDemoImages(storage, log);
  const started = performance.now();
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_SEED_LOCK_KEY})`);
    const [existing] = await tx
      .select({ id: channels.id })
      .from(channels)
      .where(eq(channels.code, WEB_CHANNEL_CODE))
      .limit(1);
    if (existing) return false;
    log('Creating the demo shop "Gandras"...');
    await seedDemoShop(tx, options.now ?? new Date());
    return true;
  });
  // The search index is built on the pool after the seed committed: its reads run in parallel, which a
  // transaction's single connection cannot take. Should this be interrupted, the next start builds it.
  if (seeded) await refreshSearchDocuments(db);
  else {
    await ensureSearchDocuments(db, log);
    await ensureCheckoutMethods(db, log);
    await ensureGiftOffers(db, log);
    await ensureEngagementContent(db, log);
    await ensureContentBlocks(db, log);
    await ensureDemoHomeLayout(db, log);
    await ensureLoyalty(db, log);
    await ensureReturnMethods(db, log);
    await ensureAdministrator(db, log);
  }
  const onlinePayment = options.onlinePayment ?? false;
  if (await ensureOnlinePaymentMethod(db, onlinePayment)) {
    log(`Online payment method ${onlinePayment ? 'enabled' : 'disabled (no STRIPE_SECRET_KEY)'}.`);
  }
  if (seeded) log(`Demo shop ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await ensureDemoDownloads(db, storage, log);
}

async function seedDemoShop(db: Database, now: Date): Promise<void> {
  await seedLocales(db);
  await seedWarehouses(db);
  await seedCustomerGroups(db);
  await seedProductOptions(db);
  await seedAttributes(db);
  const taxonIds = await seedTaxons(db);
  const pages = await seedPages(db);
  await seedFaq(db);
  await seedArticles(db, now);
  const channelIds = await seedChannels(db, pages);
  await seedCheckout(db, Object.values(channelIds));
  await seedReturnMethods(db, Object.values(channelIds));
  await seedCartPromotions(db, Object.values(channelIds));

  const ids = await loadCatalogueIds(db);
  const generated = Array.from({ length: DEMO_PRODUCT_COUNT }, (_, index) =>
    generateProduct(index + 1, { seed: DEMO_SEED, now }),
  );
  const parts = bundleOnlyParts(now);
  await insertProducts(db, [...generated, ...parts, giftWrappingProduct(now), giftCardProduct(now)], ids);
  await insertProducts(db, demoBundles([...generated, ...parts], now), ids);

  await seedMenus(db, { taxonIds, pages });
  await seedRedirects(db, taxonIds);
  await seedDemoAccounts(db, channelIds, now);
  await seedCatalogPromotions(db, channelIds, now);
  await seedGiftOffers(db, Object.values(channelIds));
  await seedEngagement(db);
  await seedContentBlocks(db);
  await seedLoyalty(db);
  await saveAdministrator(db, DEMO_ACCOUNTS.administrator);
}

/** A demo shop seeded before the back office existed gets the demo administrator once. */
async function ensureAdministrator(db: Database, log: (message: string) => void): Promise<void> {
  const [row] = await queryRows<{ missing: boolean }>(
    db,
    sql`SELECT NOT EXISTS (SELECT 1 FROM administrators) AS missing`,
  );
  if (!row?.missing) return;
  log('Adding the demo administrator of the back office...');
  await saveAdministrator(db, DEMO_ACCOUNTS.administrator);
}

/** A demo shop seeded before returns existed gets the demo return methods once. */
async function ensureReturnMethods(db: Database, log: (message: string) => void): Promise<void> {
  const channelIds = await queryRows<{ id: number }>(
    db,
    sql`SELECT c.id FROM channels c WHERE NOT EXISTS (SELECT 1 FROM return_methods m WHERE m.channel_id = c.id)`,
  );
  if (channelIds.length === 0) return;
  log('Adding the return methods of the demo shop...');
  await db.transaction((tx) =>
    seedReturnMethods(
      tx,
      channelIds.map((row) => Number(row.id)),
    ),
  );
}

/** A demo shop seeded before the loyalty programme existed gets the demo programme once. */
async function ensureLoyalty(db: Database, log: (message: string) => void): Promise<void> {
  const [row] = await queryRows<{ missing: boolean }>(
    db,
    sql`SELECT NOT EXISTS (SELECT 1 FROM loyalty_rules) AS missing`,
  );
  if (!row?.missing) return;
  log('Adding the loyalty programme of the demo shop...');
  await db.transaction((tx) => seedLoyalty(tx));
}

/** A demo shop seeded before information bars and banners existed gets the demo ones once. */
async function ensureEngagementContent(db: Database, log: (message: string) => void): Promise<void> {
  const [row] = await queryRows<{ missing: boolean }>(
    db,
    sql`SELECT NOT EXISTS (SELECT 1 FROM information_bars) AND NOT EXISTS (SELECT 1 FROM banners) AS missing`,
  );
  if (!row?.missing) return;
  log('Adding the information bars and banners of the demo shop...');
  await db.transaction((tx) => seedEngagement(tx));
}

/** A demo shop seeded before content blocks existed gets the demo blocks (its home page) once. */
async function ensureContentBlocks(db: Database, log: (message: string) => void): Promise<void> {
  const [row] = await queryRows<{ missing: boolean }>(
    db,
    sql`SELECT NOT EXISTS (SELECT 1 FROM content_blocks) AS missing`,
  );
  if (!row?.missing) return;
  log('Adding the content blocks of the demo shop...');
  await db.transaction((tx) => seedContentBlocks(tx));
}

/** A demo shop seeded before gift cards and gift offers existed gets them once. */
async function ensureGiftOffers(db: Database, log: (message: string) => void): Promise<void> {
  const [row] = await queryRows<{ missing: boolean }>(
    db,
    sql`SELECT NOT EXISTS (SELECT 1 FROM products WHERE code = ${GIFT_CARD_PRODUCT_CODE}) AS missing`,
  );
  if (!row?.missing) return;
  log('Adding the gift card and the gift offers of the demo shop...');
  await insertProducts(db, [giftCardProduct(new Date())], await loadCatalogueIds(db));
  const channelRows = await db.select({ id: channels.id }).from(channels);
  await seedGiftOffers(
    db,
    channelRows.map((channel) => channel.id),
  );
}

/** A demo shop seeded before checkout existed gets its delivery and payment methods once. */
async function ensureCheckoutMethods(db: Database, log: (message: string) => void): Promise<void> {
  const channelIds = await queryRows<{ id: number }>(
    db,
    sql`SELECT c.id FROM channels c WHERE NOT EXISTS (SELECT 1 FROM shipping_methods m WHERE m.channel_id = c.id)`,
  );
  if (channelIds.length === 0) return;
  log('Adding the delivery and payment methods and the coupons of the demo shop...');
  await seedCheckout(
    db,
    channelIds.map((row) => Number(row.id)),
  );
  await seedCartPromotions(
    db,
    channelIds.map((row) => Number(row.id)),
  );
}

/** A catalogue seeded before the search read model (or its cards) existed gets them once. */
async function ensureSearchDocuments(db: Database, log: (message: string) => void): Promise<void> {
  const [row] = await queryRows<{ missing: boolean }>(
    db,
    sql`SELECT NOT EXISTS (SELECT 1 FROM product_search_documents) AND EXISTS (SELECT 1 FROM products) AS missing`,
  );
  if (row?.missing) {
    log('Building the search index of the catalogue...');
    await refreshSearchDocuments(db);
    return;
  }
  // Documents written before the read model stored product cards get them once.
  const refreshed = await fillMissingSearchCards(db);
  if (refreshed > 0) log(`Stored the search cards of ${refreshed} products.`);
}
