import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { MediaStorage } from '../media-storage/index.ts';
import type { ImportUploadLimits } from './import/import-upload.ts';
import type { FetchLimits } from './import/pictures.ts';
import { importRoutes } from './import-routes.ts';

export interface CatalogueExchangeOptions {
  db: Database;
  /** The database the import's check, apply and picture jobs run on: the background pool; db if unset. */
  backgroundDb?: Database;
  storage: MediaStorage;
  defaultChannelCode: string;
  importLimits?: ImportUploadLimits;
  /** JOB_LEASE_SECONDS in ms: the lease of the import jobs the routes start at once. */
  jobLeaseMs?: number;
  /** How pictures by URL are fetched (pictureFetchLimits). */
  pictureLimits?: FetchLimits;
}

/**
 * Catalogue import and export (issue 20; docs/adr/0044-catalogue-import-export.md), under /api/v2/admin. Like
 * the catalogue admin (ADR 0031), app.ts hands it to the admin module as an extension, so every route gets the
 * administrator authentication hook and the admin module does not depend on it.
 */
export async function catalogueExchangeModule(
  app: FastifyInstance,
  options: CatalogueExchangeOptions,
): Promise<void> {
  await app.register(importRoutes, {
    db: options.db,
    backgroundDb: options.backgroundDb,
    storage: options.storage,
    defaultChannelCode: options.defaultChannelCode,
    limits: options.importLimits,
    jobLeaseMs: options.jobLeaseMs,
    pictureLimits: options.pictureLimits,
  });
}
