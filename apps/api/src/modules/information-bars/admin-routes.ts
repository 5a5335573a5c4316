import {
  ADMIN_API_BASE,
  adminInformationBarInputSchema,
  adminInformationBarListSchema,
  adminChannelSchema,
  adminInformationBarSchema,
  errorSchema,
  informationBarParamsSchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { wholeList } from '../../http/lists.ts';
import { adminOf } from '../admin/admin-request.ts';
import { listChannels } from '../channels/channel-list.ts';
import { listSchema } from '@shop/contracts';
import {
  createInformationBar,
  deleteInformationBar,
  getAdminInformationBar,
  listAdminInformationBars,
  updateInformationBar,
} from './admin-information-bars.ts';

const tags = ['admin information bars'];
const security = [{ adminBearer: [] }];
const read = { 400: errorSchema, 401: errorSchema, 404: errorSchema };
const write = { ...read, 422: validationErrorSchema };

/** The back office's information bars (docs/adr/0061-faq-bars-payments-gifts.md). */
export async function informationBarAdminRoutes(
  app: FastifyInstance,
  options: { db: Database },
): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `${ADMIN_API_BASE}/information-bars`;
  const one = `${base}/:id`;

  api.get(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'Every information bar (any channel, enabled or not) by position, with its state now',
        response: { 200: adminInformationBarListSchema, 401: errorSchema },
      },
    },
    async () => wholeList(await listAdminInformationBars(db)),
  );

  // The channels a bar can be scoped to, for editors whose role cannot read /channels (catalogue).
  api.get(
    `${base}/channels`,
    {
      schema: {
        tags,
        security,
        summary: 'The channels a bar can be limited to (code and name)',
        response: { 200: listSchema(adminChannelSchema), 401: errorSchema },
      },
    },
    async () => wholeList(await listChannels(db)),
  );

  api.post(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'Add an information bar (channel by code or null for all, window, messages per language)',
        body: adminInformationBarInputSchema,
        response: { 201: adminInformationBarSchema, ...write },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createInformationBar(db, request.body, adminOf(request).id)),
  );

  api.get(
    one,
    {
      schema: {
        tags,
        security,
        summary: 'One information bar with its messages',
        params: informationBarParamsSchema,
        response: { 200: adminInformationBarSchema, ...read },
      },
    },
    async (request) => getAdminInformationBar(db, request.params.id),
  );

  api.put(
    one,
    {
      schema: {
        tags,
        security,
        summary: 'Change an information bar; its messages are replaced by those sent',
        params: informationBarParamsSchema,
        body: adminInformationBarInputSchema,
        response: { 200: adminInformationBarSchema, ...write },
      },
    },
    async (request) => updateInformationBar(db, request.params.id, request.body, adminOf(request).id),
  );

  api.delete(
    one,
    {
      schema: {
        tags,
        security,
        summary: 'Delete an information bar',
        params: informationBarParamsSchema,
        response: { 204: z.null(), ...read },
      },
    },
    async (request, reply) => {
      await deleteInformationBar(db, request.params.id, adminOf(request).id);
      return reply.status(204).send(null);
    },
  );
}
