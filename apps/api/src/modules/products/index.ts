import { SHOP_API_BASE, attributeValueSchema, errorSchema, productDetailSchema } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { MediaStorage } from '../media-storage/index.ts';
import { notFound } from '../../http/http-error.ts';
import { localePreference } from '../../plugins/request-context.ts';
import { findAttributeValueBySlugs } from './attribute-values.ts';
import { getProductDetail, type ProductDetailContext } from './detail.ts';

export interface ProductsModuleOptions {
  db: Database;
  /** The media storage: download sizes are read from it. */
  storage: MediaStorage;
}

const MAX_ID = 2147483647;
const codeParams = z.object({ code: z.string().trim().min(1).max(255) });
const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
const slugParams = z.object({
  attributeSlug: z.string().min(1).max(255),
  valueSlug: z.string().min(1).max(255),
});

/** Product pages (by code and by id) and the attribute value behind a brand page. */
export async function productsModule(app: FastifyInstance, options: ProductsModuleOptions): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  function detailContext(request: FastifyRequest): ProductDetailContext {
    const { shop } = request;
    return {
      channelId: shop.channel.id,
      localePreference: localePreference(shop),
      locale: shop.locale,
      channelLocales: shop.channel.locales,
      storage: options.storage,
    };
  }

  routes.get(
    `${SHOP_API_BASE}/products/by-id/:id`,
    {
      schema: {
        tags: ['products'],
        summary:
          'A product page by product id (slug-id addresses): variants, attributes, bundle, stock, downloads',
        params: idParams,
        response: { 200: productDetailSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const product = await getProductDetail(db, { id: request.params.id }, detailContext(request));
      if (!product) throw notFound(`Product ${request.params.id} not found.`);
      return product;
    },
  );

  routes.get(
    `${SHOP_API_BASE}/products/:code`,
    {
      schema: {
        tags: ['products'],
        summary:
          'A product page by product code (new-URLs mode): variants, attributes, bundle, stock, downloads',
        params: codeParams,
        response: { 200: productDetailSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const product = await getProductDetail(db, { code: request.params.code }, detailContext(request));
      if (!product) throw notFound(`Product "${request.params.code}" not found.`);
      return product;
    },
  );

  routes.get(
    `${SHOP_API_BASE}/attribute-values/:attributeSlug/:valueSlug`,
    {
      schema: {
        tags: ['products'],
        summary: 'An attribute value (a brand...) by attribute slug and value slug, in the request locale',
        params: slugParams,
        response: { 200: attributeValueSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { attributeSlug, valueSlug } = request.params;
      const value = await findAttributeValueBySlugs(
        db,
        attributeSlug,
        valueSlug,
        localePreference(request.shop),
      );
      if (!value) throw notFound(`Attribute value "${attributeSlug}/${valueSlug}" not found.`);
      return value;
    },
  );
}
