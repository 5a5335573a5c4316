import { createHash, randomBytes } from 'node:crypto';
import type { ProductReview } from '@shop/contracts';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { productReviewLinks, productReviews } from '../../db/schema/index.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import { loadOrderedProducts } from '../orders/ordered-products.ts';
import { addProductRating } from '../products/ratings.ts';
import { SEARCH_REFRESH_JOB } from '../search/search-documents.ts';

/** How long an emailed review link works. */
export const REVIEW_LINK_TTL_MS = 60 * 24 * 60 * 60 * 1000;

/** Job kind: the mail with an order's review links (payload: orderId, linkTokens by product id). */
export const REVIEW_LINKS_EMAIL_JOB = 'review-links-email';

/** The stored form of a review token: its hex SHA-256 (256 random bits need no salt or slow hash). */
export function hashReviewToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface CreatedReviewLink {
  productId: number;
  token: string;
}

/**
 * One review link per product the order bought (a bundle is reviewed as itself), mailed to the order's
 * email in its locale by the job worker. The tokens travel in the job's payload only until the mail is
 * sent; the table keeps their hashes. Products that already have a link from this order get none again,
 * so calling it twice (a retried fulfilment) mails nothing twice. Orders without an email or still carts
 * get nothing. Runs in one transaction.
 */
export async function createReviewLinksForOrder(
  db: Database,
  orderId: number,
  now: Date,
): Promise<CreatedReviewLink[]> {
  return db.transaction(async (tx) => {
    const order = await loadOrderedProducts(tx, orderId);
    if (!order || !order.email || order.state === 'cart' || order.state === 'cancelled') return [];
    const existing = await tx
      .select({ productId: productReviewLinks.productId })
      .from(productReviewLinks)
      .where(eq(productReviewLinks.orderId, orderId));
    const linked = new Set(existing.map((row) => row.productId));
    const links = order.productIds
      .filter((productId) => !linked.has(productId))
      .map((productId) => ({ productId, token: randomBytes(32).toString('base64url') }));
    if (links.length === 0) return [];
    await tx.insert(productReviewLinks).values(
      links.map((link) => ({
        tokenHash: hashReviewToken(link.token),
        orderId,
        productId: link.productId,
        channelId: order.channelId,
        locale: order.localeCode,
        email: order.email ?? '',
        createdAt: now,
        expiresAt: new Date(now.getTime() + REVIEW_LINK_TTL_MS),
      })),
    );
    await enqueueJob(tx, REVIEW_LINKS_EMAIL_JOB, { orderId, links });
    return links;
  });
}

export interface UsableReviewLink {
  id: number;
  productId: number;
  channelId: number;
  locale: string;
  email: string;
  expiresAt: Date;
}

/** The link of this token while it is unused and unexpired, else null (unknown, used or expired). */
export async function findUsableReviewLink(
  db: Database,
  token: string,
  now: Date,
): Promise<UsableReviewLink | null> {
  const [row] = await db
    .select({
      id: productReviewLinks.id,
      productId: productReviewLinks.productId,
      channelId: productReviewLinks.channelId,
      locale: productReviewLinks.locale,
      email: productReviewLinks.email,
      expiresAt: productReviewLinks.expiresAt,
      usedAt: productReviewLinks.usedAt,
    })
    .from(productReviewLinks)
    .where(eq(productReviewLinks.tokenHash, hashReviewToken(token)));
  if (!row || row.usedAt !== null || row.expiresAt.getTime() <= now.getTime()) return null;
  const { usedAt: _usedAt, ...link } = row;
  return link;
}

export interface ReviewInput {
  token: string;
  rating: number;
  text: string;
  firstName: string;
  email: string;
  locale: string;
}

/**
 * Stores the review written through a link and marks the link used, in one transaction: the link row is
 * claimed with a conditional UPDATE, so two submissions of one link store one review. The product's
 * average and count change in the same transaction, and its cards in the search read model are refreshed
 * by the job worker. Returns null when the link is unknown, used or expired.
 */
export async function createReviewThroughLink(
  db: Database,
  input: ReviewInput,
  now: Date,
): Promise<{ id: number; productId: number } | null> {
  return db.transaction(async (tx) => {
    const link = await findUsableReviewLink(tx, input.token, now);
    if (!link) return null;
    const claimed = await tx
      .update(productReviewLinks)
      .set({ usedAt: now })
      .where(and(eq(productReviewLinks.id, link.id), isNull(productReviewLinks.usedAt)))
      .returning({ id: productReviewLinks.id });
    if (claimed.length === 0) return null;
    const [review] = await tx
      .insert(productReviews)
      .values({
        productId: link.productId,
        linkId: link.id,
        rating: input.rating,
        text: input.text,
        firstName: input.firstName,
        email: input.email,
        locale: input.locale,
        createdAt: now,
      })
      .returning({ id: productReviews.id });
    if (!review) throw new Error('The review was not stored');
    await addProductRating(tx, link.productId, input.rating);
    await enqueueJob(tx, SEARCH_REFRESH_JOB, { productIds: [link.productId] });
    return { id: review.id, productId: link.productId };
  });
}

/** A page of the product's published reviews, newest first, and how many there are. */
export async function listProductReviews(
  db: Database,
  productId: number,
  page: number,
  perPage: number,
): Promise<{ reviews: ProductReview[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: productReviews.id,
        rating: productReviews.rating,
        text: productReviews.text,
        firstName: productReviews.firstName,
        createdAt: productReviews.createdAt,
      })
      .from(productReviews)
      .where(eq(productReviews.productId, productId))
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(productReviews).where(eq(productReviews.productId, productId)),
  ]);
  return {
    reviews: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: Number(total?.value ?? 0),
  };
}
