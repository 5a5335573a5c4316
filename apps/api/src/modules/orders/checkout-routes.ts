import {
  SHOP_API_BASE,
  updateOrderBodySchema,
  completeOrderBodySchema,
  errorSchema,
  listSchema,
  orderSchema,
  parcelLockerSchema,
  paymentMethodSchema,
  selectPaymentBodySchema,
  selectShippingBodySchema,
  shippingMethodSchema,
  validationErrorSchema,
  redeemLoyaltyPointsBodySchema,
  type ShippingMethod,
} from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { orders, payments, shipments } from '../../db/schema/index.ts';
import { notFound } from '../../http/http-error.ts';
import { wholeList } from '../../http/lists.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { localePreference } from '../../plugins/request-context.ts';
import { deliveryCostsAfterPromotions } from './cart-promotions.ts';
import { redeemLoyaltyPoints } from './checkout-loyalty.ts';
import { listParcelLockers, loadPaymentMethods, loadShippingMethods } from './checkout-methods.ts';
import {
  addressOrder,
  applyCoupon,
  removeGiftCard,
  completeOrder,
  selectPayment,
  selectShipping,
} from './checkout-service.ts';
import { loadOrderView } from './order-view.ts';
import { cartCaller, OWNERSHIP_CHECKED_BY_LOCK } from './cart-ownership.ts';

const MAX_ID = 2147483647;
const tokenParams = z.object({ token: z.string().trim().min(1).max(64) });
const shipmentParams = tokenParams.extend({ shipmentId: z.coerce.number().int().positive().max(MAX_ID) });
const paymentParams = tokenParams.extend({ paymentId: z.coerce.number().int().positive().max(MAX_ID) });
const orderResponses = { 200: orderSchema, 400: errorSchema, 404: errorSchema, 422: validationErrorSchema };
const lockerQuery = z.object({
  carrier: z.string().trim().min(1).max(64),
  search: z.string().trim().max(100).optional(),
});

/** The order of a token in the request channel with its items total, or 404. */
async function findOrder(db: Database, token: string, channelId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      channelId: orders.channelId,
      itemsTotal: orders.itemsTotal,
      couponCode: orders.couponCode,
      customerId: orders.customerId,
      email: orders.email,
    })
    .from(orders)
    .where(and(eq(orders.tokenValue, token), eq(orders.channelId, channelId)));
  if (!row) throw notFound(`Order "${token}" not found.`);
  return row;
}

/** The methods without their ids, each costing what this order would pay after delivery promotions. */
async function withPromotedCosts(
  db: Database,
  order: Awaited<ReturnType<typeof findOrder>>,
  methods: Array<ShippingMethod & { id: number }>,
): Promise<ShippingMethod[]> {
  const costs = await deliveryCostsAfterPromotions(
    db,
    order,
    methods.map((method) => method.cost),
  );
  return methods.map(({ id: _id, ...method }, index) => ({ ...method, cost: costs[index] ?? method.cost }));
}

/**
 * Checkout (issue 4), Sylius API v2 shapes: address, choose delivery and payment, complete. Each step
 * answers with the whole order; a step out of order is a 422 naming the checkout state.
 */
export async function checkoutRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const view = (request: FastifyRequest, orderId: number) =>
    loadOrderView(db, orderId, localePreference(request.shop));

  api.put(
    `${SHOP_API_BASE}/orders/:token`,
    {
      config: OWNERSHIP_CHECKED_BY_LOCK,
      schema: {
        tags: ['checkout'],
        summary: 'Address step (email, billing and shipping address) and/or the coupon (null removes it)',
        params: tokenParams,
        body: updateOrderBodySchema,
        response: orderResponses,
      },
    },
    async (request) => {
      const scope = {
        channelId: request.shop.channel.id,
        customerId: cartCaller(request),
        token: request.params.token,
      };
      const { email, billingAddress, shippingAddress, couponCode, giftCardCode } = request.body;
      let orderId: number | null = null;
      if (email !== undefined && billingAddress !== undefined) {
        orderId = await addressOrder(db, { ...scope, body: { email, billingAddress, shippingAddress } });
      }
      if (couponCode !== undefined) {
        orderId = await applyCoupon(db, {
          ...scope,
          couponCode,
          localePreference: localePreference(request.shop),
        });
      }
      if (giftCardCode === null) orderId = await removeGiftCard(db, scope);
      if (orderId === null) throw new Error('The body schema lets no empty update through');
      return view(request, orderId);
    },
  );

  api.patch(
    `${SHOP_API_BASE}/orders/:token/loyalty-points`,
    {
      config: { auth: 'customer', ...OWNERSHIP_CHECKED_BY_LOCK },
      schema: {
        tags: ['checkout'],
        summary:
          "Redeem the signed-in member's loyalty points on their cart (0 takes them off): the order's loyalty discount",
        params: tokenParams,
        body: redeemLoyaltyPointsBodySchema,
        response: { ...orderResponses, 401: errorSchema },
      },
    },
    async (request) => {
      const user = requireAuth(request);
      const orderId = await redeemLoyaltyPoints(db, {
        channelId: request.shop.channel.id,
        token: request.params.token,
        customerId: user.customerId,
        points: request.body.points,
      });
      return view(request, orderId);
    },
  );

  api.get(
    `${SHOP_API_BASE}/orders/:token/shipments/:shipmentId/methods`,
    {
      schema: {
        tags: ['checkout'],
        summary: "Shipping methods for the order's shipment, with what each costs this order",
        params: shipmentParams,
        response: { 200: listSchema(shippingMethodSchema), 404: errorSchema },
      },
    },
    async (request) => {
      const order = await findOrder(db, request.params.token, request.shop.channel.id);
      const [shipment] = await db
        .select({ id: shipments.id })
        .from(shipments)
        .where(and(eq(shipments.id, request.params.shipmentId), eq(shipments.orderId, order.id)));
      if (!shipment) throw notFound(`Shipment ${request.params.shipmentId} not found.`);
      const methods = await loadShippingMethods(
        db,
        { channelId: request.shop.channel.id },
        localePreference(request.shop),
        order.itemsTotal,
      );
      return wholeList(await withPromotedCosts(db, order, methods));
    },
  );

  api.get(
    `${SHOP_API_BASE}/orders/:token/payments/:paymentId/methods`,
    {
      schema: {
        tags: ['checkout'],
        summary: "Payment methods for the order's payment",
        params: paymentParams,
        response: { 200: listSchema(paymentMethodSchema), 404: errorSchema },
      },
    },
    async (request) => {
      const order = await findOrder(db, request.params.token, request.shop.channel.id);
      const [payment] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.id, request.params.paymentId), eq(payments.orderId, order.id)));
      if (!payment) throw notFound(`Payment ${request.params.paymentId} not found.`);
      const methods = await loadPaymentMethods(
        db,
        { channelId: request.shop.channel.id },
        localePreference(request.shop),
      );
      return wholeList(methods.map(({ id: _id, ...method }) => method));
    },
  );

  api.get(
    `${SHOP_API_BASE}/shipping-methods`,
    {
      schema: {
        tags: ['checkout'],
        summary: "The channel's shipping methods; with tokenValue, what each costs that order",
        querystring: z.object({ tokenValue: z.string().trim().min(1).max(64).optional() }),
        response: { 200: listSchema(shippingMethodSchema), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const order = request.query.tokenValue
        ? await findOrder(db, request.query.tokenValue, request.shop.channel.id)
        : null;
      const methods = await loadShippingMethods(
        db,
        { channelId: request.shop.channel.id },
        localePreference(request.shop),
        order?.itemsTotal ?? 0,
      );
      if (!order) return wholeList(methods.map(({ id: _id, ...method }) => method));
      return wholeList(await withPromotedCosts(db, order, methods));
    },
  );

  api.get(
    `${SHOP_API_BASE}/payment-methods`,
    {
      schema: {
        tags: ['checkout'],
        summary: "The channel's payment methods",
        response: { 200: listSchema(paymentMethodSchema) },
      },
    },
    async (request) => {
      const methods = await loadPaymentMethods(
        db,
        { channelId: request.shop.channel.id },
        localePreference(request.shop),
      );
      return wholeList(methods.map(({ id: _id, ...method }) => method));
    },
  );

  api.get(
    `${SHOP_API_BASE}/parcel-lockers`,
    {
      schema: {
        tags: ['checkout'],
        summary: "A carrier's parcel lockers, optionally those matching a search text (name, city, address)",
        querystring: lockerQuery,
        response: { 200: listSchema(parcelLockerSchema), 400: errorSchema },
      },
    },
    async (request) => wholeList(await listParcelLockers(db, request.query.carrier, request.query.search)),
  );

  api.patch(
    `${SHOP_API_BASE}/orders/:token/shipments/:shipmentId`,
    {
      config: OWNERSHIP_CHECKED_BY_LOCK,
      schema: {
        tags: ['checkout'],
        summary: 'Choose the delivery method (and parcel locker)',
        params: shipmentParams,
        body: selectShippingBodySchema,
        response: orderResponses,
      },
    },
    async (request) =>
      view(
        request,
        await selectShipping(db, {
          channelId: request.shop.channel.id,
          customerId: cartCaller(request),
          token: request.params.token,
          shipmentId: request.params.shipmentId,
          methodCode: request.body.shippingMethod,
          lockerCode: request.body.parcelLocker ?? null,
        }),
      ),
  );

  api.patch(
    `${SHOP_API_BASE}/orders/:token/payments/:paymentId`,
    {
      config: OWNERSHIP_CHECKED_BY_LOCK,
      schema: {
        tags: ['checkout'],
        summary: 'Choose the payment method',
        params: paymentParams,
        body: selectPaymentBodySchema,
        response: orderResponses,
      },
    },
    async (request) =>
      view(
        request,
        await selectPayment(db, {
          channelId: request.shop.channel.id,
          customerId: cartCaller(request),
          token: request.params.token,
          paymentId: request.params.paymentId,
          methodCode: request.body.paymentMethod,
        }),
      ),
  );

  api.patch(
    `${SHOP_API_BASE}/orders/:token/complete`,
    {
      config: OWNERSHIP_CHECKED_BY_LOCK,
      schema: {
        tags: ['checkout'],
        summary: 'Place the order: stock is taken and the order numbered (again: the same order)',
        params: tokenParams,
        body: completeOrderBodySchema,
        response: orderResponses,
      },
    },
    async (request) =>
      view(
        request,
        await completeOrder(db, {
          channelId: request.shop.channel.id,
          customerId: cartCaller(request),
          token: request.params.token,
          notes: request.body?.notes ?? null,
        }),
      ),
  );
}
