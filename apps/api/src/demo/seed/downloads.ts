import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { productDownloads, productImages, products, productTranslations } from '../../db/schema/index.ts';
import { renderPdf, type PdfLine } from '../documents/minimal-pdf.ts';
import type { MediaStorage } from '../../modules/media-storage/index.ts';
import type { DemoLocale } from '../catalogue/types.ts';

/** Demo manuals live apart from any file a shop owner uploads, so only they are ever regenerated. */
const DEMO_DOWNLOADS_FOLDER = 'downloads/demo';
/** Prams and car seats come with manuals: the first products of each family get one per language. */
const FAMILIES_WITH_MANUALS = ['pram', 'car_seat'] as const;
const PRODUCTS_PER_FAMILY = 10;

const MANUAL: Record<DemoLocale, { name: string; lines: (productName: string) => PdfLine[] }> = {
  lt: {
    name: 'Naudojimo instrukcija',
    lines: (productName) => [
      { text: 'Naudojimo instrukcija', size: 22, bold: true },
      { text: productName, size: 14, gapBefore: 4 },
      {
        text: 'Prieš naudodami gaminį atidžiai perskaitykite šią instrukciją ir saugokite ją ateičiai.',
        size: 11,
        gapBefore: 18,
      },
      { text: 'Saugumas', size: 14, bold: true, gapBefore: 16 },
      { text: '• Niekada nepalikite vaiko be priežiūros.', size: 11, gapBefore: 4 },
      { text: '• Visada naudokite saugos diržus ir patikrinkite, ar visos sagtys užsifiksavo.', size: 11 },
      { text: '• Nenaudokite gaminio, jei kuri nors jo dalis sulūžusi ar jos trūksta.', size: 11 },
      { text: 'Priežiūra', size: 14, bold: true, gapBefore: 16 },
      {
        text: 'Audinį valykite drėgna šluoste ir švelniu muilu; džiovinkite ne saulėje.',
        size: 11,
        gapBefore: 4,
      },
      { text: 'Reguliariai patikrinkite ratus, stabdžius ir tvirtinimo detales.', size: 11 },
      { text: 'Garantija', size: 14, bold: true, gapBefore: 16 },
      { text: 'Gaminiui suteikiama 24 mėnesių garantija nuo pirkimo dienos.', size: 11, gapBefore: 4 },
      { text: 'Gandras, UAB · info@gandras.lt · +370 600 12345', size: 9, gapBefore: 40 },
    ],
  },
  en: {
    name: 'User manual',
    lines: (productName) => [
      { text: 'User manual', size: 22, bold: true },
      { text: productName, size: 14, gapBefore: 4 },
      {
        text: 'Read these instructions carefully before use and keep them for future reference.',
        size: 11,
        gapBefore: 18,
      },
      { text: 'Safety', size: 14, bold: true, gapBefore: 16 },
      { text: '• Never leave your child unattended.', size: 11, gapBefore: 4 },
      { text: '• Always use the harness and check that every buckle has clicked into place.', size: 11 },
      { text: '• Do not use the product if any part is broken or missing.', size: 11 },
      { text: 'Care', size: 14, bold: true, gapBefore: 16 },
      {
        text: 'Clean the fabric with a damp cloth and mild soap; dry it out of direct sunlight.',
        size: 11,
        gapBefore: 4,
      },
      { text: 'Check the wheels, brakes and fastenings regularly.', size: 11 },
      { text: 'Warranty', size: 14, bold: true, gapBefore: 16 },
      { text: 'The product has a 24-month warranty from the date of purchase.', size: 11, gapBefore: 4 },
      { text: 'Gandras, UAB · info@gandras.lt · +370 600 12345', size: 9, gapBefore: 40 },
    ],
  },
};

function manualPath(productCode: string, locale: DemoLocale): string {
  return `${DEMO_DOWNLOADS_FOLDER}/${productCode.toLowerCase()}-${MANUAL[locale].name.toLowerCase().replace(/\s+/g, '-')}-${locale}.pdf`;
}

/** Attaches a Lithuanian and an English manual to the first prams and car seats (by id); none if any exist. */
async function attachDemoManuals(db: Database): Promise<void> {
  const [existing] = await db
    .select({ id: productDownloads.id })
    .from(productDownloads)
    .where(like(productDownloads.path, `${DEMO_DOWNLOADS_FOLDER}/%`))
    .limit(1);
  if (existing) return;
  const rows: Array<typeof productDownloads.$inferInsert> = [];
  for (const family of FAMILIES_WITH_MANUALS) {
    // The main picture tells the family ("products/pram-black.webp"); "_" is a LIKE wildcard.
    const mainImagePattern = `products/${family.replace(/_/g, '\\_')}-%`;
    const candidates = await db
      .selectDistinct({ id: products.id, code: products.code })
      .from(products)
      .innerJoin(productImages, and(eq(productImages.productId, products.id), eq(productImages.position, 0)))
      .where(
        and(
          like(productImages.path, mainImagePattern),
          eq(products.enabled, true),
          eq(products.isBundle, false),
        ),
      )
      .orderBy(asc(products.id))
      .limit(PRODUCTS_PER_FAMILY);
    for (const product of candidates) {
      for (const [position, locale] of (['lt', 'en'] as const).entries()) {
        rows.push({
          productId: product.id,
          locale,
          name: MANUAL[locale].name,
          path: manualPath(product.code, locale),
          position,
        });
      }
    }
  }
  if (rows.length > 0) await db.insert(productDownloads).values(rows);
}

/** Draws every demo manual the database points at that is missing in the storage (a fresh or cleaned one). */
async function drawMissingManuals(db: Database, storage: MediaStorage): Promise<number> {
  const rows = await db
    .select({
      path: productDownloads.path,
      locale: productDownloads.locale,
      productId: productDownloads.productId,
    })
    .from(productDownloads)
    .where(like(productDownloads.path, `${DEMO_DOWNLOADS_FOLDER}/%`));
  const found = await Promise.all(rows.map((row) => storage.stat(row.path)));
  const missing = rows.filter((_, index) => found[index] === null);
  if (missing.length === 0) return 0;
  const names = await db
    .select({
      productId: productTranslations.productId,
      locale: productTranslations.locale,
      name: productTranslations.name,
    })
    .from(productTranslations)
    .where(inArray(productTranslations.productId, [...new Set(missing.map((row) => row.productId))]));
  for (const row of missing) {
    const locale: DemoLocale = row.locale === 'en' ? 'en' : 'lt';
    const productName =
      names.find((name) => name.productId === row.productId && name.locale === locale)?.name ??
      names.find((name) => name.productId === row.productId)?.name ??
      '';
    const manual = MANUAL[locale];
    const pdf = renderPdf({ title: `${manual.name} – ${productName}`, lines: manual.lines(productName) });
    await storage.put(row.path, pdf, 'application/pdf');
  }
  return missing.length;
}

/**
 * Demo downloads: manuals (small PDFs written by code, never fetched) for about twenty prams and car
 * seats in Lithuanian and English. Idempotent: links are added once, files drawn when missing.
 */
export async function ensureDemoDownloads(
  db: Database,
  storage: MediaStorage,
  log: (message: string) => void,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Two API instances starting together add the links once.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(4242003)`);
    await attachDemoManuals(tx);
  });
  const drawn = await drawMissingManuals(db, storage);
  if (drawn > 0)
    log(`Wrote ${drawn} demo manuals into ${DEMO_DOWNLOADS_FOLDER} of the ${storage.description}`);
}
