import type { Database } from '../../db/database.ts';
import { pages, pageTranslations } from '../../db/schema/index.ts';
import { DEMO_LOCALES } from '../catalogue/types.ts';
import { PAGES, type PageCode } from '../content/pages.ts';
import { insertInChunks } from './bulk-insert.ts';

export interface SeededPage {
  id: number;
  slug: Record<(typeof DEMO_LOCALES)[number], string>;
}

export async function seedPages(db: Database): Promise<Map<PageCode, SeededPage>> {
  const rows = await db
    .insert(pages)
    .values(PAGES.map((page) => ({ code: page.code })))
    .returning({ id: pages.id, code: pages.code });
  const seeded = new Map<PageCode, SeededPage>();
  for (const page of PAGES) {
    const row = rows.find((candidate) => candidate.code === page.code);
    if (!row) throw new Error(`Page ${page.code} was not created`);
    seeded.set(page.code, {
      id: row.id,
      slug: { lt: page.translations.lt.slug, en: page.translations.en.slug },
    });
  }
  await insertInChunks(
    db,
    pageTranslations,
    PAGES.flatMap((page) =>
      DEMO_LOCALES.map((locale) => ({
        pageId: seeded.get(page.code)?.id as number,
        locale,
        ...page.translations[locale],
      })),
    ),
  );
  return seeded;
}
