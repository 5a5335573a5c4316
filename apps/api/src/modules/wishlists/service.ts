import { randomBytes } from 'node:crypto';
import {
  WISHLIST_FULL_MESSAGE,
  WISHLIST_LIMIT,
  WISHLIST_NOT_FOUND_MESSAGE,
  type Violation,
  type Wishlist,
  type WishlistBody,
} from '@shop/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { wishlistProducts, wishlists } from '../../db/schema/index.ts';
import { ViolationError, notFound, violation } from '../../http/http-error.ts';
import { findVisibleProductVariantCodes } from '../products/service.ts';

/** Whose wishlist: the signed-in customer in the request's channel. */
export interface WishlistOwner {
  customerId: number;
  channelId: number;
}

type WishlistRow = typeof wishlists.$inferSelect;

async function toWishlist(db: Database, row: WishlistRow): Promise<Wishlist> {
  const products = await db
    .select({
      productCode: wishlistProducts.productCode,
      productVariantCode: wishlistProducts.productVariantCode,
    })
    .from(wishlistProducts)
    .where(eq(wishlistProducts.wishlistId, row.id))
    .orderBy(desc(wishlistProducts.addedAt), desc(wishlistProducts.id));
  return { token: row.token, wishlistProducts: products };
}

async function findWishlist(db: Database, owner: WishlistOwner): Promise<WishlistRow | undefined> {
  const [row] = await db
    .select()
    .from(wishlists)
    .where(and(eq(wishlists.customerId, owner.customerId), eq(wishlists.channelId, owner.channelId)));
  return row;
}

/**
 * The customer's wishlists in the channel: none until something is added (GET never writes), at most
 * one afterwards.
 */
export async function listWishlists(db: Database, owner: WishlistOwner): Promise<Wishlist[]> {
  const row = await findWishlist(db, owner);
  return row ? [await toWishlist(db, row)] : [];
}

/** 422 naming each product (by its index) that is unknown, disabled, not sold here or has no such variant. */
async function checkProducts(db: Database, body: WishlistBody, channelId: number): Promise<void> {
  const visible = await findVisibleProductVariantCodes(
    db,
    body.products.map((product) => product.productCode),
    channelId,
  );
  const violations: Violation[] = [];
  body.products.forEach(({ productCode, productVariantCode }, index) => {
    const variants = visible.get(productCode);
    if (!variants) {
      violations.push({
        propertyPath: `products[${index}].productCode`,
        message: `Product "${productCode}" does not exist.`,
        code: 'not_found',
      });
    } else if (productVariantCode !== undefined && !variants.has(productVariantCode)) {
      violations.push({
        propertyPath: `products[${index}].productVariantCode`,
        message: `Product variant "${productVariantCode}" does not exist.`,
        code: 'not_found',
      });
    }
  });
  if (violations.length > 0) throw new ViolationError(violations);
}

/**
 * Adds products to the customer's wishlist, creating it on first use. A product already listed stays
 * (its variant becomes the one given, if any), so the call is idempotent and merges a guest's list.
 */
export async function addToWishlist(
  db: Database,
  owner: WishlistOwner,
  body: WishlistBody,
): Promise<Wishlist> {
  await checkProducts(db, body, owner.channelId);
  const row = await db.transaction(async (tx) => {
    await tx
      .insert(wishlists)
      .values({ ...owner, token: randomBytes(24).toString('base64url') })
      .onConflictDoNothing({ target: [wishlists.customerId, wishlists.channelId] });
    // Locked so that two concurrent adds cannot both pass the size bound.
    const [wishlist] = await tx
      .select()
      .from(wishlists)
      .where(and(eq(wishlists.customerId, owner.customerId), eq(wishlists.channelId, owner.channelId)))
      .for('update');
    if (!wishlist) throw new Error('The wishlist vanished while it was being created');
    // The last mention of a product in one request wins.
    const byCode = new Map(body.products.map((product) => [product.productCode, product]));
    for (const { productCode, productVariantCode } of byCode.values()) {
      const values = { wishlistId: wishlist.id, productCode, productVariantCode: productVariantCode ?? null };
      if (productVariantCode === undefined) {
        await tx
          .insert(wishlistProducts)
          .values(values)
          .onConflictDoNothing({ target: [wishlistProducts.wishlistId, wishlistProducts.productCode] });
      } else {
        await tx
          .insert(wishlistProducts)
          .values(values)
          .onConflictDoUpdate({
            target: [wishlistProducts.wishlistId, wishlistProducts.productCode],
            set: { productVariantCode },
          });
      }
    }
    const [kept] = await tx
      .select({ n: count() })
      .from(wishlistProducts)
      .where(eq(wishlistProducts.wishlistId, wishlist.id));
    if ((kept?.n ?? 0) > WISHLIST_LIMIT) throw violation('products', WISHLIST_FULL_MESSAGE, 'too_many');
    return wishlist;
  });
  return toWishlist(db, row);
}

/**
 * Takes a product off the customer's wishlist; removing one that is not listed changes nothing. Another
 * customer's (or channel's) wishlist is 404, the same as a missing one.
 */
export async function removeFromWishlist(
  db: Database,
  owner: WishlistOwner,
  token: string,
  productCode: string,
): Promise<Wishlist> {
  const [row] = await db
    .select()
    .from(wishlists)
    .where(
      and(
        eq(wishlists.token, token),
        eq(wishlists.customerId, owner.customerId),
        eq(wishlists.channelId, owner.channelId),
      ),
    );
  if (!row) throw notFound(WISHLIST_NOT_FOUND_MESSAGE);
  await db
    .delete(wishlistProducts)
    .where(and(eq(wishlistProducts.wishlistId, row.id), eq(wishlistProducts.productCode, productCode)));
  return toWishlist(db, row);
}
