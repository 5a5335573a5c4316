import { z } from 'zod';
import { BLANK_MESSAGE, emailSchema, personNameSchema, tooLong } from './checkout.ts';
import { listSchema } from './lists.ts';

/** Spec section 8: the answer for an unknown, used or expired review link (HTTP 410 Gone). */
export const REVIEW_LINK_INVALID_MESSAGE = 'This product review link is no longer valid';

/** Longest review text, in characters. */
export const REVIEW_TEXT_MAX = 5000;

/** GET /product-reviews/links/{token}: what the review form shows about the ordered product. */
export const reviewLinkSchema = z.object({
  product: z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    slug: z.string(),
    /** Media path of the main image, or null. */
    image: z.string().nullable(),
  }),
  /** The address the link was mailed to (the form fills it in). */
  email: z.string(),
  expiresAt: z.string(),
});
export type ReviewLink = z.infer<typeof reviewLinkSchema>;

const ratingMessage = 'The rating should be a whole number from 1 to 5.';

/** POST /product-reviews: messages are spec section 5's. */
export const createReviewBodySchema = z.object({
  token: z.string({ error: BLANK_MESSAGE }).trim().min(1, { error: BLANK_MESSAGE }).max(200),
  rating: z
    .number({ error: BLANK_MESSAGE })
    .int({ error: ratingMessage })
    .min(1, { error: ratingMessage })
    .max(5, { error: ratingMessage }),
  text: z
    .string({ error: BLANK_MESSAGE })
    .trim()
    .min(1, { error: BLANK_MESSAGE, abort: true })
    .max(REVIEW_TEXT_MAX, { error: tooLong(REVIEW_TEXT_MAX) }),
  firstName: personNameSchema,
  email: emailSchema,
});
export type CreateReviewBody = z.infer<typeof createReviewBodySchema>;

/** A published review as the product page lists it. */
export const productReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  text: z.string(),
  firstName: z.string(),
  /** ISO 8601 date and time. */
  createdAt: z.string(),
});
export type ProductReview = z.infer<typeof productReviewSchema>;

/** GET /products/{code}/reviews: newest first, with the product's average and count. */
export const productReviewListSchema = listSchema(productReviewSchema).extend({
  averageRating: z.number(),
  reviewCount: z.number().int(),
});
export type ProductReviewList = z.infer<typeof productReviewListSchema>;
