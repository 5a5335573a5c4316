import type { Database } from '../../../db/database.ts';
import {
  channelPricings,
  productAttributeValues,
  productChannels,
  productImages,
  productImageTranslations,
  products,
  productTaxons,
  productTranslations,
  productVariantOptionValues,
  productVariants,
  productVariantTranslations,
  warehouseStocks,
} from '../../../db/schema/index.ts';
import type { ImportProductWrite } from './import-changes.ts';

/**
 * Bind parameters per statement at most (PostgreSQL's protocol allows 65,535): a table's rows are sent in
 * as few statements as stay under it.
 */
const MAX_PARAMETERS = 30_000;

/** Inserts rows in chunks that stay under MAX_PARAMETERS; answers what `insert` answered, in order. */
async function inChunks<Row extends object, Out>(
  rows: readonly Row[],
  insert: (chunk: Row[]) => Promise<Out[]>,
): Promise<Out[]> {
  if (rows.length === 0) return [];
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, Object.keys(rows[0] as object).length)));
  const out: Out[] = [];
  for (let start = 0; start < rows.length; start += size)
    out.push(...(await insert(rows.slice(start, start + size))));
  return out;
}

/**
 * Writes many NEW imported products (none of their codes or variant codes in the shop) in the caller's
 * transaction with one INSERT per table for all of them (docs/adr/0044 "Speed"), and answers their ids in the
 * order given. The rows are the ones writeImportedProduct (import-writes.ts) makes for a product without a
 * state; if any statement fails, the whole call fails (the caller's savepoint then undoes all of it, and the
 * caller writes the products one at a time to find the one that failed).
 */
export async function writeNewImportedProducts(
  tx: Database,
  writes: readonly ImportProductWrite[],
): Promise<number[]> {
  if (writes.length === 0) return [];
  const created = await inChunks(
    writes.map((write) => ({
      code: write.code,
      enabled: write.enabled,
      requiresLogin: write.requiresLogin,
      mainTaxonId: write.mainTaxonId,
    })),
    (chunk) => tx.insert(products).values(chunk).returning({ id: products.id, code: products.code }),
  );
  const productIds = new Map(created.map((row) => [row.code, row.id]));
  const idOf = (write: ImportProductWrite) => {
    const id = productIds.get(write.code);
    if (id === undefined) throw new Error(`The product insert returned no row for ${write.code}`);
    return id;
  };
  const ids = writes.map(idOf);
  const each = <T>(rows: (write: ImportProductWrite, productId: number) => T[]) =>
    writes.flatMap((write, index) => rows(write, ids[index] as number));

  await inChunks(
    each((write, productId) =>
      Object.entries(write.translations).map(([locale, text]) => ({ productId, locale, ...text })),
    ),
    (chunk) =>
      tx
        .insert(productTranslations)
        .values(chunk)
        .then(() => []),
  );
  await inChunks(
    each((write, productId) => write.taxonIds.map((taxonId, position) => ({ productId, taxonId, position }))),
    (chunk) =>
      tx
        .insert(productTaxons)
        .values(chunk)
        .then(() => []),
  );
  await inChunks(
    each((write, productId) => write.channelIds.map((channelId) => ({ productId, channelId }))),
    (chunk) =>
      tx
        .insert(productChannels)
        .values(chunk)
        .then(() => []),
  );
  await inChunks(
    each((write, productId) =>
      write.attributeValueIds.map((attributeValueId) => ({ productId, attributeValueId })),
    ),
    (chunk) =>
      tx
        .insert(productAttributeValues)
        .values(chunk)
        .then(() => []),
  );
  await writeNewVariants(tx, writes, ids);
  await addNewPictures(
    tx,
    each((write, productId) => write.pictures.map((picture, position) => ({ productId, position, picture }))),
  );
  return ids;
}

/** The new products' variants in one statement, then their option values, prices, names and stock. */
async function writeNewVariants(tx: Database, writes: readonly ImportProductWrite[], ids: readonly number[]) {
  const variants = writes.flatMap((write, index) =>
    write.variants.map((variant) => ({ productId: ids[index] as number, variant })),
  );
  const created = await inChunks(
    variants.map(({ productId, variant }) => ({
      productId,
      code: variant.code,
      enabled: variant.enabled,
      tracked: variant.tracked,
      gtin: variant.gtin,
      maxQuantityPerOrder: variant.maxPerOrder,
      onHand: variant.onHand,
      position: variant.position,
    })),
    (chunk) =>
      tx
        .insert(productVariants)
        .values(chunk)
        .returning({ id: productVariants.id, code: productVariants.code }),
  );
  const variantIds = new Map(created.map((row) => [row.code, row.id]));
  const rows = variants.map(({ variant }) => {
    const variantId = variantIds.get(variant.code);
    if (variantId === undefined) throw new Error(`The variant ${variant.code} insert returned no row`);
    return { variantId, variant };
  });
  await inChunks(
    rows.flatMap(({ variantId, variant }) =>
      variant.optionValueIds.map((optionValueId) => ({ variantId, optionValueId })),
    ),
    (chunk) =>
      tx
        .insert(productVariantOptionValues)
        .values(chunk)
        .then(() => []),
  );
  await inChunks(
    rows.flatMap(({ variantId, variant }) =>
      [...variant.prices].map(([channelId, price]) => ({ variantId, channelId, ...price })),
    ),
    (chunk) =>
      tx
        .insert(channelPricings)
        .values(chunk)
        .then(() => []),
  );
  await inChunks(
    rows.flatMap(({ variantId, variant }) =>
      Object.entries(variant.names)
        .filter(([, name]) => name !== '')
        .map(([locale, name]) => ({ variantId, locale, name })),
    ),
    (chunk) =>
      tx
        .insert(productVariantTranslations)
        .values(chunk)
        .then(() => []),
  );
  await inChunks(
    rows.flatMap(({ variantId, variant }) =>
      [...(variant.warehouseStock ?? [])].map(([warehouseId, onHand]) => ({
        warehouseId,
        variantId,
        onHand,
      })),
    ),
    (chunk) =>
      tx
        .insert(warehouseStocks)
        .values(chunk)
        .then(() => []),
  );
}

/** The new products' stored pictures (positions from 0, the first one main) and their alt texts. */
async function addNewPictures(
  tx: Database,
  pictures: ReadonlyArray<{
    productId: number;
    position: number;
    picture: ImportProductWrite['pictures'][number];
  }>,
) {
  const images = await inChunks(
    pictures.map(({ productId, position, picture }) => ({
      productId,
      path: picture.path,
      source: picture.source,
      position,
      type: position === 0 ? ('main' as const) : ('gallery' as const),
    })),
    (chunk) =>
      tx.insert(productImages).values(chunk).returning({
        id: productImages.id,
        productId: productImages.productId,
        position: productImages.position,
      }),
  );
  const imageIds = new Map(images.map((image) => [`${image.productId} ${image.position}`, image.id]));
  await inChunks(
    pictures.flatMap(({ productId, position, picture }) => {
      const imageId = imageIds.get(`${productId} ${position}`);
      if (imageId === undefined) throw new Error(`The picture ${picture.source} insert returned no row`);
      return Object.entries(picture.alt)
        .filter(([, alt]) => alt !== '')
        .map(([locale, alt]) => ({ imageId, locale, alt }));
    }),
    (chunk) =>
      tx
        .insert(productImageTranslations)
        .values(chunk)
        .then(() => []),
  );
}
