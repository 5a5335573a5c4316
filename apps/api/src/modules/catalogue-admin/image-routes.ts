import multipart from '@fastify/multipart';
import {
  adminImagePatchSchema,
  adminImageSchema,
  adminProductImageListSchema,
  catalogueCodeSchema,
  errorSchema,
  UNKNOWN_LOCALE_MESSAGE,
  validationErrorSchema,
  type AdminImagePatch,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { notFound, ViolationError } from '../../http/http-error.ts';
import { adminOf } from '../admin/admin-request.ts';
import { recordAudit } from '../admin/audit.ts';
import {
  findAttributeValueImage,
  isPathUsedByAttributeValues,
  setAttributeValueImage,
} from '../attributes/value-image.ts';
import { listLocaleCodes } from '../locales/service.ts';
import type { MediaStorage } from '../media-storage/index.ts';
import {
  addProductImage,
  findProductIdByCode,
  isPathUsedByProductImages,
  listAdminProductImages,
  removeProductImage,
  updateProductImage,
} from '../products/admin/images.ts';
import { productIdsWithAttributeValue } from '../products/attribute-values.ts';
import { refreshSearchDocuments } from '../search/search-documents.ts';
import { findTaxonImage, isPathUsedByTaxons, setTaxonImage } from '../taxons/taxon-image.ts';
import { ensureStored, removeUnusedFile, storeUploadedPicture } from './picture-upload.ts';

export interface ImageRoutesOptions {
  db: Database;
  storage: MediaStorage;
}

const BASE = '/api/v2/admin';
const tags = ['admin catalogue'];
const security = [{ adminBearer: [] }];
const productParams = z.object({ code: catalogueCodeSchema });
const imageParams = productParams.extend({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const valueParams = z.object({ code: catalogueCodeSchema, valueCode: catalogueCodeSchema });
const UPLOAD_DESCRIPTION =
  'multipart/form-data with the picture in the field `file`: JPEG, PNG or WebP up to 10 MB, checked by ' +
  'decoding it (never by its name or declared type).';

/** Media folders of the uploads; keys are named after the content (a new picture gets a new path). */
const FOLDERS = { product: 'products/uploads', taxon: 'taxons/uploads', attributeValue: 'brands/uploads' };

/**
 * Pictures of the back office's catalogue: a product's pictures (add, move, main, alt texts, remove),
 * a category's picture and an attribute value's picture (a brand's logo). Multipart parsing is
 * registered here only, with the 10 MB limit.
 */
export async function imageRoutes(app: FastifyInstance, options: ImageRoutesOptions): Promise<void> {
  const { db, storage } = options;
  await app.register(multipart, { throwFileSizeLimit: true });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  async function productIdOf(code: string): Promise<number> {
    const productId = await findProductIdByCode(db, code);
    if (productId === null) throw notFound(`There is no product with the code "${code}".`);
    return productId;
  }

  async function checkAltLocales(patch: AdminImagePatch): Promise<void> {
    const known = new Set(await listLocaleCodes(db));
    const unknown = Object.keys(patch.alt ?? {}).filter((locale) => !known.has(locale));
    if (unknown.length > 0) {
      throw new ViolationError(
        unknown.map((locale) => ({ propertyPath: `alt.${locale}`, message: UNKNOWN_LOCALE_MESSAGE })),
      );
    }
  }

  routes.post(
    `${BASE}/products/:code/images`,
    {
      schema: {
        tags,
        security,
        summary: "Add a picture to a product (after its others; a product's first picture is its main one)",
        description: UPLOAD_DESCRIPTION,
        consumes: ['multipart/form-data'],
        params: productParams,
        response: {
          201: adminProductImageListSchema,
          401: errorSchema,
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const administrator = adminOf(request);
      const { code } = request.params;
      const productId = await productIdOf(code);
      const upload = await storeUploadedPicture(request, storage, FOLDERS.product);
      await db.transaction(async (tx) => {
        const id = await addProductImage(tx, productId, upload.key);
        await recordAudit(tx, {
          administratorId: administrator.id,
          action: 'product.image.add',
          subjectType: 'product',
          subjectId: code,
          summary: `${administrator.name} added a picture to product ${code}`,
          details: { before: null, after: { id, path: upload.key } },
        });
      });
      await ensureStored(storage, upload);
      await refreshSearchDocuments(db, [productId]);
      return reply.status(201).send(await listAdminProductImages(db, productId));
    },
  );

  routes.patch(
    `${BASE}/products/:code/images/:id`,
    {
      schema: {
        tags,
        security,
        summary: "Move a product's picture, make it the main one, or set its alt texts per locale",
        params: imageParams,
        body: adminImagePatchSchema,
        response: {
          200: adminProductImageListSchema,
          401: errorSchema,
          404: errorSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request) => {
      const administrator = adminOf(request);
      const { code, id } = request.params;
      const productId = await productIdOf(code);
      await checkAltLocales(request.body);
      const change = await db.transaction(async (tx) => {
        const changed = await updateProductImage(tx, productId, id, request.body);
        if (!changed) return null;
        // A request that changes nothing leaves no audit line.
        if (JSON.stringify(changed.before) === JSON.stringify(changed.after)) return changed;
        await recordAudit(tx, {
          administratorId: administrator.id,
          action: 'product.image.update',
          subjectType: 'product',
          subjectId: code,
          summary: `${administrator.name} changed picture ${id} of product ${code}`,
          details: { imageId: id, before: changed.before, after: changed.after },
        });
        return changed;
      });
      if (!change) throw notFound(`Product ${code} has no picture ${id}.`);
      await refreshSearchDocuments(db, [productId]);
      return listAdminProductImages(db, productId);
    },
  );

  routes.delete(
    `${BASE}/products/:code/images/:id`,
    {
      schema: {
        tags,
        security,
        summary: "Remove a product's picture (its file too, unless something else shows it)",
        params: imageParams,
        response: { 200: adminProductImageListSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const administrator = adminOf(request);
      const { code, id } = request.params;
      const productId = await productIdOf(code);
      const removed = await db.transaction(async (tx) => {
        const image = await removeProductImage(tx, productId, id);
        if (!image) return null;
        await recordAudit(tx, {
          administratorId: administrator.id,
          action: 'product.image.remove',
          subjectType: 'product',
          subjectId: code,
          summary: `${administrator.name} removed picture ${id} of product ${code}`,
          details: { before: { id, ...image }, after: null },
        });
        return image;
      });
      if (!removed) throw notFound(`Product ${code} has no picture ${id}.`);
      await refreshSearchDocuments(db, [productId]);
      await removeUnusedFile(storage, removed.path, (path) => isPathUsedByProductImages(db, path));
      return listAdminProductImages(db, productId);
    },
  );

  /** The picture routes of one kind of owner (a category, an attribute value). */
  function ownerPictureRoutes(owner: {
    path: string;
    params: z.ZodType<Record<string, string>>;
    name: string;
    subjectType: string;
    folder: string;
    find: (params: Record<string, string>) => Promise<{ id: number; image: string | null } | null>;
    describe: (params: Record<string, string>) => string;
    set: (tx: Database, id: number, path: string | null) => Promise<string | null>;
    stillUsed: (path: string) => Promise<boolean>;
    /** Products whose cards show this picture: their search documents are refreshed. */
    affectedProducts: (id: number) => Promise<number[]>;
  }) {
    async function change(
      params: Record<string, string>,
      administratorId: number,
      administratorName: string,
      image: string | null,
    ): Promise<string | null> {
      const found = await owner.find(params);
      if (!found) throw notFound(`There is no ${owner.name} ${owner.describe(params)}.`);
      const before = await db.transaction(async (tx) => {
        const previous = await owner.set(tx, found.id, image);
        await recordAudit(tx, {
          administratorId,
          action: `${owner.subjectType}.image.${image ? 'set' : 'remove'}`,
          subjectType: owner.subjectType,
          subjectId: owner.describe(params),
          summary: `${administratorName} ${image ? 'set' : 'removed'} the picture of ${owner.name} ${owner.describe(params)}`,
          details: { before: { image: previous }, after: { image } },
        });
        return previous;
      });
      await refreshSearchDocuments(db, await owner.affectedProducts(found.id));
      if (before !== image) await removeUnusedFile(storage, before, owner.stillUsed);
      return image;
    }

    routes.post(
      owner.path,
      {
        schema: {
          tags,
          security,
          summary: `Set the picture of a ${owner.name} (replaces the one it had)`,
          description: UPLOAD_DESCRIPTION,
          consumes: ['multipart/form-data'],
          params: owner.params,
          response: { 200: adminImageSchema, 401: errorSchema, 404: errorSchema, 422: validationErrorSchema },
        },
      },
      async (request) => {
        const administrator = adminOf(request);
        if (!(await owner.find(request.params))) {
          throw notFound(`There is no ${owner.name} ${owner.describe(request.params)}.`);
        }
        const upload = await storeUploadedPicture(request, storage, owner.folder);
        const image = await change(request.params, administrator.id, administrator.name, upload.key);
        await ensureStored(storage, upload);
        return { image };
      },
    );

    routes.delete(
      owner.path,
      {
        schema: {
          tags,
          security,
          summary: `Remove the picture of a ${owner.name}`,
          params: owner.params,
          response: { 200: adminImageSchema, 401: errorSchema, 404: errorSchema },
        },
      },
      async (request) => {
        const administrator = adminOf(request);
        return { image: await change(request.params, administrator.id, administrator.name, null) };
      },
    );
  }

  ownerPictureRoutes({
    path: `${BASE}/taxons/:code/image`,
    params: productParams,
    name: 'category',
    subjectType: 'taxon',
    folder: FOLDERS.taxon,
    find: (params) => findTaxonImage(db, params.code ?? ''),
    describe: (params) => `${params.code}`,
    set: setTaxonImage,
    stillUsed: (path) => isPathUsedByTaxons(db, path),
    // Cards do not show category pictures; the refresh still empties every instance's result caches.
    affectedProducts: async () => [],
  });

  ownerPictureRoutes({
    path: `${BASE}/product-attributes/:code/values/:valueCode/image`,
    params: valueParams,
    name: 'attribute value',
    subjectType: 'attributeValue',
    folder: FOLDERS.attributeValue,
    find: (params) => findAttributeValueImage(db, params.code ?? '', params.valueCode ?? ''),
    describe: (params) => `${params.code}/${params.valueCode}`,
    set: setAttributeValueImage,
    stillUsed: (path) => isPathUsedByAttributeValues(db, path),
    affectedProducts: (id) => productIdsWithAttributeValue(db, id),
  });
}
