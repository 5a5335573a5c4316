import {
  SHOP_API_BASE,
  addGiftCardForSumBodySchema,
  errorSchema,
  giftWrappingBodySchema,
  orderSchema,
  selectGiftBodySchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { localePreference } from '../../plugins/request-context.ts';
import { addGiftCardForSum, selectGift } from './gift-cart-changes.ts';
import { setGiftWrapping } from './gift-wrapping.ts';
import { loadOrderView } from './order-view.ts';
import { cartCaller, OWNERSHIP_CHECKED_BY_LOCK } from './cart-ownership.ts';

const tokenParams = z.object({ token: z.string().trim().min(1).max(64) });
const orderResponses = { 200: orderSchema, 400: errorSchema, 404: errorSchema, 422: validationErrorSchema };

/** Gift wrapping, promotion gifts and gift cards bought for a sum (issue 4); each answers the whole order. */
export async function giftRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const view = (request: FastifyRequest, orderId: number) =>
    loadOrderView(db, orderId, localePreference(request.shop));

  api.patch(
    `${SHOP_API_BASE}/orders/:token/gift-wrapping`,
    {
      config: OWNERSHIP_CHECKED_BY_LOCK,
      schema: {
        tags: ['cart'],
        summary: "Gift pack on (the channel's gift-wrapping line and a greeting) or off",
        params: tokenParams,
        body: giftWrappingBodySchema,
        response: orderResponses,
      },
    },
    async (request) => {
      const orderId = await setGiftWrapping(db, {
        channelId: request.shop.channel.id,
        customerId: cartCaller(request),
        token: request.params.token,
        isGift: request.body.isGift,
        message: request.body.giftWrappingMessage,
      });
      return view(request, orderId);
    },
  );

  api.patch(
    `${SHOP_API_BASE}/orders/:token/select-gift`,
    {
      config: OWNERSHIP_CHECKED_BY_LOCK,
      schema: {
        tags: ['cart'],
        summary: "Choose (or swap) a promotion's free gift",
        params: tokenParams,
        body: selectGiftBodySchema,
        response: orderResponses,
      },
    },
    async (request) => {
      const orderId = await selectGift(db, {
        channelId: request.shop.channel.id,
        customerId: cartCaller(request),
        token: request.params.token,
        variantCode: request.body.productVariant,
      });
      return view(request, orderId);
    },
  );

  api.put(
    `${SHOP_API_BASE}/orders/:token/add-gift-card-for-sum`,
    {
      config: OWNERSHIP_CHECKED_BY_LOCK,
      schema: {
        tags: ['cart'],
        summary: 'Add a gift card for a sum (hundredths)',
        params: tokenParams,
        body: addGiftCardForSumBodySchema,
        response: orderResponses,
      },
    },
    async (request) => {
      const orderId = await addGiftCardForSum(db, {
        channelId: request.shop.channel.id,
        customerId: cartCaller(request),
        token: request.params.token,
        sum: request.body.giftCardSum,
      });
      return view(request, orderId);
    },
  );
}
