import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { queryRows, toNumber } from './sql-rows.ts';

/**
 * Refreshes of the search read model made by this process (refreshSearchDocuments bumps it), so this
 * process's result caches drop their entries at once.
 */
export const catalogueVersion = {
  local: 0,
  bumpLocal(): void {
    this.local += 1;
  },
};

/**
 * The shared catalogue version as it is now: bumped by every refresh of the search read model in any
 * process (and by other catalogue changes that shoppers see, such as categories). The storefront compares
 * it to empty its own caches (GET /catalogue-version).
 */
export async function readSharedCatalogueVersion(db: Database): Promise<number> {
  const [row] = await queryRows<{ version: unknown }>(
    db,
    sql`SELECT version FROM search_catalogue_version WHERE id = 1`,
  );
  return toNumber(row?.version ?? 0);
}

/** How often the shared version row is read at most: a refresh in another process shows within this. */
export const SHARED_VERSION_CHECK_MS = 1_000;

/**
 * The catalogue version a search result cache compares its entries with: this process's own refresh
 * count, and the search_catalogue_version row that refreshes in any process (the generator, a second API
 * process) bump. The row is read at most once per SHARED_VERSION_CHECK_MS; requests arriving while it is
 * being read share that read.
 */
export class CatalogueVersionReader {
  #shared = 0;
  #checkedAt = Number.NEGATIVE_INFINITY;
  #reading: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly clock: () => number,
  ) {}

  async current(): Promise<string> {
    if (this.clock() - this.#checkedAt >= SHARED_VERSION_CHECK_MS) {
      this.#reading ??= this.#readShared().finally(() => {
        this.#reading = null;
      });
      await this.#reading;
    }
    return `${catalogueVersion.local}/${this.#shared}`;
  }

  async #readShared(): Promise<void> {
    this.#shared = await readSharedCatalogueVersion(this.db);
    this.#checkedAt = this.clock();
  }
}
