import {
  SHOP_API_BASE,
  errorSchema,
  listSchema,
  taxonListQuerySchema,
  taxonNodeSchema,
  taxonSchema,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { wholeList } from '../../http/lists.ts';
import { localePreference } from '../../plugins/request-context.ts';
import { getTaxonTree, listTaxons } from './service.ts';

const codeListSchema = z.union([z.string(), z.array(z.string())]).optional();

/** The contract's query plus the `code[]=a&code[]=b` spelling the storefront (and Sylius) uses. */
const taxonsQuerySchema = taxonListQuerySchema.extend({ 'code[]': codeListSchema });

function asList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export async function taxonsModule(app: FastifyInstance, options: { db: Database }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    `${SHOP_API_BASE}/taxons-tree`,
    {
      schema: {
        tags: ['taxons'],
        summary: 'The enabled category tree (roots with nested children) in the request locale',
        response: { 200: listSchema(taxonNodeSchema), 400: errorSchema },
      },
    },
    async (request) => wholeList(await getTaxonTree(options.db, localePreference(request.shop))),
  );

  routes.get(
    `${SHOP_API_BASE}/taxons`,
    {
      schema: {
        tags: ['taxons'],
        summary: 'Taxons, optionally only those with the given codes (`code` or `code[]`, in that order)',
        querystring: taxonsQuerySchema,
        response: { 200: listSchema(taxonSchema), 400: errorSchema },
      },
    },
    async (request) => {
      const { code, 'code[]': bracketCodes, page, itemsPerPage } = request.query;
      const given = code !== undefined || bracketCodes !== undefined;
      const codes = given ? [...asList(code), ...asList(bracketCodes)] : null;
      return listTaxons(options.db, { codes, page, itemsPerPage }, localePreference(request.shop));
    },
  );
}
