import {
  ADMIN_API_BASE,
  adminMenuChannelListSchema,
  adminMenuInputSchema,
  adminMenuPatchSchema,
  adminMenuItemInputSchema,
  adminMenuItemMoveSchema,
  adminMenuItemPatchSchema,
  adminMenuItemSchema,
  adminMenuListQuerySchema,
  adminMenuListSchema,
  adminMenuSchema,
  errorSchema,
  menuCodeParamsSchema,
  menuItemParamsSchema,
  menuLinkTargetListSchema,
  menuLinkTargetQuerySchema,
  validationErrorSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { wholeList } from '../../http/lists.ts';
import { adminOf } from '../admin/admin-request.ts';
import { listChannelNames } from '../channels/channel-menus.ts';
import { getAdminMenu, getAdminMenuItem, listAdminMenus, searchLinkTargets } from './admin-menu-reads.ts';
import { createMenuItem, deleteMenuItem, moveMenuItem, updateMenuItem } from './admin-menu-writes.ts';
import { createMenu, deleteMenu, updateMenu } from './admin-whole-menus.ts';

const tags = ['admin menus'];
const security = [{ adminBearer: [] }];

/**
 * The back office's menus (docs/adr/0058-menus-admin.md), inside the admin scope: every route needs an
 * administrator's token. `link-targets` and `channels` are fixed paths, so no menu may be coded so (RESERVED_MENU_CODES).
 */
export async function menuAdminRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `${ADMIN_API_BASE}/menus`;
  const itemBase = `${base}/:code/items/:id`;

  api.get(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'Every menu, or those of one placement, with its item count and the channels showing it',
        querystring: adminMenuListQuerySchema,
        response: { 200: adminMenuListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => listAdminMenus(db, request.query.placement),
  );

  api.get(
    `${base}/link-targets`,
    {
      schema: {
        tags,
        security,
        summary:
          'Categories, products, pages or attribute values to link a menu item to (20, by code or name)',
        querystring: menuLinkTargetQuerySchema,
        response: { 200: menuLinkTargetListSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => searchLinkTargets(db, request.query),
  );

  api.get(
    `${base}/channels`,
    {
      schema: {
        tags,
        security,
        summary: 'The channels a menu can be shown in (code and name)',
        response: { 200: adminMenuChannelListSchema, 401: errorSchema },
      },
    },
    async () => wholeList(await listChannelNames(db)),
  );

  api.get(
    `${base}/:code`,
    {
      schema: {
        tags,
        security,
        summary: 'A menu with its whole item tree as stored (disabled items too)',
        params: menuCodeParamsSchema,
        response: { 200: adminMenuSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => getAdminMenu(db, request.params.code),
  );

  api.post(
    base,
    {
      schema: {
        tags,
        security,
        summary: 'Make a menu for a placement, shown by the channels listed (each leaves its menu there)',
        body: adminMenuInputSchema,
        response: { 201: adminMenuSchema, 400: errorSchema, 401: errorSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createMenu(db, request.body, adminOf(request).id)),
  );

  api.patch(
    `${base}/:code`,
    {
      schema: {
        tags,
        security,
        summary: 'Rename a menu, or set exactly which channels show it in its placement',
        params: menuCodeParamsSchema,
        body: adminMenuPatchSchema,
        response: {
          200: adminMenuSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => updateMenu(db, request.params.code, request.body, adminOf(request).id),
  );

  api.delete(
    `${base}/:code`,
    {
      schema: {
        tags,
        security,
        summary: 'Delete a menu with its items; refused (409) while a channel shows it',
        params: menuCodeParamsSchema,
        response: { 204: z.null(), 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      await deleteMenu(db, request.params.code, adminOf(request).id);
      return reply.status(204).send(null);
    },
  );

  api.post(
    `${base}/:code/items`,
    {
      schema: {
        tags,
        security,
        summary:
          'Add an item (its type’s target by code, translations per language) under a parent at a position',
        params: menuCodeParamsSchema,
        body: adminMenuItemInputSchema,
        response: {
          201: adminMenuItemSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createMenuItem(db, request.params.code, request.body, adminOf(request).id)),
  );

  api.get(
    itemBase,
    {
      schema: {
        tags,
        security,
        summary: 'One menu item with its sub-items',
        params: menuItemParamsSchema,
        response: { 200: adminMenuItemSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => getAdminMenuItem(db, request.params.code, request.params.id),
  );

  api.patch(
    itemBase,
    {
      schema: {
        tags,
        security,
        summary:
          'Change an item; `version` as read (a stale one is 409); translations, when sent, replace all',
        params: menuItemParamsSchema,
        body: adminMenuItemPatchSchema,
        response: {
          200: adminMenuItemSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) =>
      updateMenuItem(db, request.params.code, request.params.id, request.body, adminOf(request).id),
  );

  api.post(
    `${itemBase}/move`,
    {
      schema: {
        tags,
        security,
        summary:
          'Move an item with its sub-items to a new parent (null: top level) and position; answers the menu',
        params: menuItemParamsSchema,
        body: adminMenuItemMoveSchema,
        response: {
          200: adminMenuSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) =>
      moveMenuItem(db, request.params.code, request.params.id, request.body, adminOf(request).id),
  );

  api.delete(
    itemBase,
    {
      schema: {
        tags,
        security,
        summary: 'Delete an item with all its sub-items',
        params: menuItemParamsSchema,
        response: { 204: z.null(), 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      await deleteMenuItem(db, request.params.code, request.params.id, adminOf(request).id);
      return reply.status(204).send(null);
    },
  );
}
