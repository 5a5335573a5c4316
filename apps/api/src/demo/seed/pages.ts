import type { Database } from '../../db/database.ts';
import { findPageIdsByCode } from '../../modules/pages/service.ts';
import type { DEMO_LOCALES } from '../catalogue/types.ts';
import { PAGES, type PageCode } from '../content/pages.ts';
import { demoPagesDocument, importDemoContent } from './content.ts';

export interface SeededPage {
  id: number;
  slug: Record<(typeof DEMO_LOCALES)[number], string>;
}

/** The demo content pages, through the content importer; their ids and slugs for channels and menus. */
export async function seedPages(db: Database): Promise<Map<PageCode, SeededPage>> {
  await importDemoContent(db, { pages: demoPagesDocument() });
  const ids = await findPageIdsByCode(
    db,
    PAGES.map((page) => page.code),
  );
  const seeded = new Map<PageCode, SeededPage>();
  for (const page of PAGES) {
    const id = ids.get(page.code);
    if (id === undefined) throw new Error(`Page ${page.code} was not created`);
    seeded.set(page.code, { id, slug: { lt: page.translations.lt.slug, en: page.translations.en.slug } });
  }
  return seeded;
}
