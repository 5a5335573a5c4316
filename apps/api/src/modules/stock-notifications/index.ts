import { SHOP_API_BASE, errorSchema, stockNotificationSchema, validationErrorSchema } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { findVisibleProductId } from '../products/detail.ts';
import { requestStockNotification } from './service.ts';

/** RFC 5321 caps a forward path at 256 octets including the angle brackets. */
const MAX_EMAIL_LENGTH = 254;
const MAX_PRODUCT_CODE_LENGTH = 255;
/** One @, something on both sides, a dot in the domain, no spaces: the shape every real address has. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const BLANK = 'This value should not be blank.';
const EMAIL_REQUIRED = 'Please enter your email.';
const EMAIL_INVALID = 'This email is invalid.';

/** Spec section 5 messages; each field reports its first problem only. */
const stockNotificationBodySchema = z.object({
  email: z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .toLowerCase()
    .min(1, { error: EMAIL_REQUIRED, abort: true })
    .max(MAX_EMAIL_LENGTH, {
      error: `This value is too long. It should have ${MAX_EMAIL_LENGTH} characters or less.`,
      abort: true,
    })
    .regex(EMAIL_SHAPE, { error: EMAIL_INVALID }),
  product: z
    .string({ error: BLANK })
    .trim()
    .min(1, { error: BLANK, abort: true })
    .max(MAX_PRODUCT_CODE_LENGTH, {
      error: `This value is too long. It should have ${MAX_PRODUCT_CODE_LENGTH} characters or less.`,
    }),
});

/** POST /stock-notifications: a shopper asks to be told when an out-of-stock product is back. */
export async function stockNotificationsModule(
  app: FastifyInstance,
  options: { db: Database },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${SHOP_API_BASE}/stock-notifications`,
    {
      schema: {
        tags: ['products'],
        summary: 'Ask to be emailed when a product is back in stock (an identical open request is reused)',
        body: stockNotificationBodySchema,
        response: { 201: stockNotificationSchema, 400: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const { email, product } = request.body;
      const { channel, locale } = request.shop;
      const productId = await findVisibleProductId(options.db, { code: product }, channel.id);
      if (productId === null) {
        return reply.status(422).send({
          code: 422,
          message: 'The request body is invalid.',
          violations: [
            { propertyPath: 'product', message: `Product "${product}" does not exist.`, code: 'not_found' },
          ],
        });
      }
      const stored = await requestStockNotification(options.db, {
        email,
        productId,
        channelId: channel.id,
        locale,
      });
      return reply.status(201).send({
        id: stored.id,
        email: stored.email,
        product,
        createdAt: stored.createdAt.toISOString(),
      });
    },
  );
}
