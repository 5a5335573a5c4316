import {
  REVIEW_LINK_INVALID_MESSAGE,
  SHOP_API_BASE,
  createReviewBodySchema,
  errorSchema,
  productReviewListSchema,
  reviewLinkSchema,
  validationErrorSchema,
} from '@shop/contracts';
import { REVIEWS_PER_PAGE } from '@shop/contracts/constants';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { findVisibleProductId } from '../products/detail.ts';
import { loadProductSummary } from '../products/product-summary.ts';
import { productRating } from '../products/ratings.ts';
import { createReviewThroughLink, findUsableReviewLink, listProductReviews } from './service.ts';

const GONE = { code: 410, message: REVIEW_LINK_INVALID_MESSAGE };

/**
 * Product reviews (issue 7, docs/adr/0026): written only through an emailed review link, one review per
 * link. An unknown, used or expired link answers 410 Gone with the spec's message.
 */
export async function reviewsModule(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    `${SHOP_API_BASE}/product-reviews/links/:token`,
    {
      config: { openOnLoginOnlyChannel: true },
      schema: {
        tags: ['reviews'],
        summary: 'The product a review link is for; 410 when the link is unknown, used or expired',
        params: z.object({ token: z.string().trim().min(1).max(200) }),
        response: { 200: reviewLinkSchema, 400: errorSchema, 410: errorSchema },
      },
    },
    async (request, reply) => {
      const link = await findUsableReviewLink(db, request.params.token, new Date());
      const product =
        link &&
        (await loadProductSummary(db, link.productId, [
          request.shop.locale,
          request.shop.channel.defaultLocale,
        ]));
      if (!link || !product) return reply.status(410).send(GONE);
      return {
        product: {
          id: product.id,
          code: product.code,
          name: product.name,
          slug: product.slug,
          image: product.image,
        },
        email: link.email,
        expiresAt: link.expiresAt.toISOString(),
      };
    },
  );

  api.post(
    `${SHOP_API_BASE}/product-reviews`,
    {
      config: { openOnLoginOnlyChannel: true },
      schema: {
        tags: ['reviews'],
        summary:
          'Write a review through a review link (rating 1-5, text, first name, email): 201; 410 when the link is unknown, used or expired',
        body: createReviewBodySchema,
        response: {
          201: z.object({ id: z.number().int(), product: z.string() }),
          400: errorSchema,
          410: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const created = await createReviewThroughLink(
        db,
        { ...request.body, locale: request.shop.locale },
        new Date(),
      );
      const product = created && (await loadProductSummary(db, created.productId, [request.shop.locale]));
      if (!created || !product) return reply.status(410).send(GONE);
      return reply.status(201).send({ id: created.id, product: product.code });
    },
  );

  api.get(
    `${SHOP_API_BASE}/products/:code/reviews`,
    {
      schema: {
        tags: ['reviews'],
        summary: "A page of the product's reviews, newest first, with its average rating and count",
        params: z.object({ code: z.string().min(1).max(255) }),
        querystring: z.object({ page: z.coerce.number().int().positive().max(100000).default(1) }),
        response: { 200: productReviewListSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const productId = await findVisibleProductId(
        db,
        { code: request.params.code },
        request.shop.channel.id,
      );
      const rating = productId === null ? null : await productRating(db, productId);
      if (productId === null || !rating) {
        return reply.status(404).send({ code: 404, message: 'Product not found.' });
      }
      const { page } = request.query;
      const { reviews, total } = await listProductReviews(db, productId, page, REVIEWS_PER_PAGE);
      return {
        data: reviews,
        meta: {
          totalItems: total,
          page,
          itemsPerPage: REVIEWS_PER_PAGE,
          lastPage: Math.max(1, Math.ceil(total / REVIEWS_PER_PAGE)),
        },
        averageRating: rating.averageRating,
        reviewCount: rating.reviewCount,
      };
    },
  );
}
