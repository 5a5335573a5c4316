import {
  SHOP_API_BASE,
  customerLoyaltySchema,
  errorSchema,
  joinLoyaltyBodySchema,
  leaveLoyaltyBodySchema,
  listSchema,
  loyaltyAccountSchema,
  loyaltyBenefitSchema,
  loyaltyBenefitsQuerySchema,
  loyaltyLevelSchema,
  loyaltyRuleSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { notFound, violation } from '../../http/http-error.ts';
import { wholeList } from '../../http/lists.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { localePreference } from '../../plugins/request-context.ts';
import { getChannel } from '../channels/service.ts';
import {
  findChannelRule,
  findRuleByCode,
  joinLoyalty,
  leaveLoyalty,
  listBenefits,
  listLevels,
  loadLoyaltyAccount,
} from './loyalty-service.ts';

/**
 * The loyalty programme (docs/adr/0025): the channel's rule, its levels and benefits, joining and
 * leaving, and the signed-in member's account (GET /customers/me/loyalty).
 */
export async function loyaltyModule(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function channelOf(request: FastifyRequest) {
    const channel = await getChannel(db, request.shop.channel.code, request.shop.locale);
    if (!channel) throw notFound('Channel not found.');
    return { ...channel, id: request.shop.channel.id };
  }

  async function channelRule(request: FastifyRequest) {
    const rule = await findChannelRule(db, await channelOf(request));
    if (!rule) throw notFound('This channel has no loyalty programme.');
    return rule;
  }

  /** The rule a join/leave names, which must be the channel's; the channel's when none is named. */
  async function namedRule(request: FastifyRequest, code: string | undefined) {
    const rule = await channelRule(request);
    if (code !== undefined && code !== rule.code) {
      throw violation('loyaltyRuleCode', 'This loyalty programme does not exist.', 'unknown_rule');
    }
    return rule;
  }

  api.get(
    `${SHOP_API_BASE}/loyalty-levels`,
    {
      schema: {
        tags: ['loyalty'],
        summary: "The channel's loyalty levels (silver, gold, platinum), cheapest first",
        response: { 200: listSchema(loyaltyLevelSchema), 404: errorSchema },
      },
    },
    async (request) => wholeList(await listLevels(db, (await channelRule(request)).id)),
  );

  api.get(
    `${SHOP_API_BASE}/loyalty-benefits`,
    {
      schema: {
        tags: ['loyalty'],
        summary: "Every benefit of the channel's loyalty programme, or one level's (loyaltyGroups.id)",
        querystring: loyaltyBenefitsQuerySchema,
        response: { 200: listSchema(loyaltyBenefitSchema), 404: errorSchema },
      },
    },
    async (request) => {
      const rule = await channelRule(request);
      return wholeList(
        await listBenefits(db, {
          ruleId: rule.id,
          levelId: request.query['loyaltyGroups.id'],
          locales: localePreference(request.shop),
        }),
      );
    },
  );

  api.get(
    `${SHOP_API_BASE}/loyalty-rules/:code`,
    {
      schema: {
        tags: ['loyalty'],
        summary: 'A loyalty rule with its terms page',
        params: z.object({ code: z.string().trim().min(1).max(64) }),
        response: { 200: loyaltyRuleSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const rule = await findRuleByCode(db, request.params.code);
      if (!rule) throw notFound(`Loyalty rule "${request.params.code}" not found.`);
      const channel = await channelOf(request);
      return {
        id: rule.id,
        code: rule.code,
        name: rule.name,
        termsAndConditionsPage: channel.loyaltyTermsOfServicePage,
      };
    },
  );

  api.post(
    `${SHOP_API_BASE}/customer-loyalty-rules`,
    {
      config: { auth: 'customer' },
      schema: {
        tags: ['loyalty'],
        summary: 'Join the loyalty programme (signed in); joining again after leaving starts from 0 points',
        body: joinLoyaltyBodySchema,
        response: {
          201: loyaltyAccountSchema,
          401: errorSchema,
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireAuth(request);
      const rule = await namedRule(request, request.body.loyaltyRuleCode);
      const account = await joinLoyalty(db, {
        customerId: user.customerId,
        ruleId: rule.id,
        now: new Date(),
      });
      return reply.status(201).send(account);
    },
  );

  api.patch(
    `${SHOP_API_BASE}/customer-loyalty-rules/:id/leave`,
    {
      config: { auth: 'customer' },
      schema: {
        tags: ['loyalty'],
        summary: 'Leave the loyalty programme (signed in): every point is lost',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: leaveLoyaltyBodySchema.optional(),
        response: {
          200: loyaltyAccountSchema,
          401: errorSchema,
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => {
      const user = requireAuth(request);
      return leaveLoyalty(db, {
        customerId: user.customerId,
        membershipId: request.params.id,
        now: new Date(),
      });
    },
  );

  api.get(
    `${SHOP_API_BASE}/customers/me/loyalty`,
    {
      config: { auth: 'customer' },
      schema: {
        tags: ['loyalty'],
        summary: "The signed-in customer's loyalty account (card, points, level), null when never joined",
        response: { 200: customerLoyaltySchema, 401: errorSchema },
      },
    },
    async (request) => {
      const user = requireAuth(request);
      return { account: await loadLoyaltyAccount(db, user.customerId) };
    },
  );
}
