import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { pages, taxons } from '../../db/schema/index.ts';
import { taxonByCode } from '../catalogue/taxons.ts';
import { DEMO_LOCALES, type DemoLocale, type LocalizedText } from '../catalogue/types.ts';
import { demoContentBlocks, type DemoBlockLinks } from '../content/blocks.ts';
import { PAGES, PAGE_CODES, type PageCode } from '../content/pages.ts';
import { importDemoContent } from './content.ts';

function localized(build: (locale: DemoLocale) => string): LocalizedText {
  return Object.fromEntries(
    DEMO_LOCALES.map((locale) => [locale, build(locale)]),
  ) as unknown as LocalizedText;
}

/** Shop path of a locale: the default locale (lt) is unprefixed, the others carry their code. */
const inLocale = (locale: DemoLocale, path: string) => (locale === 'lt' ? path : `/${locale}${path}`);

/**
 * The links of the demo blocks, resolved against the seeded categories and pages (their paths carry
 * ids): categories /c/{slug}-{id}, pages /{slug}-{id}.
 */
async function demoBlockLinks(db: Database): Promise<DemoBlockLinks> {
  const taxonRows = await db.select({ id: taxons.id, code: taxons.code }).from(taxons);
  const pageRows = await db
    .select({ id: pages.id, code: pages.code })
    .from(pages)
    .where(inArray(pages.code, [...PAGE_CODES]));
  const taxonIds = new Map(taxonRows.map((row) => [row.code, row.id]));
  const pageIds = new Map(pageRows.map((row) => [row.code, row.id]));
  return {
    category: (code) => {
      const id = taxonIds.get(code);
      if (id === undefined) throw new Error(`A demo block links to the unknown category "${code}"`);
      return localized((locale) => inLocale(locale, `/c/${taxonByCode(code).slug[locale]}-${id}`));
    },
    page: (code: PageCode) => {
      const id = pageIds.get(code);
      const page = PAGES.find((candidate) => candidate.code === code);
      if (id === undefined || !page) throw new Error(`A demo block links to the unknown page "${code}"`);
      return localized((locale) => inLocale(locale, `/${page.translations[locale].slug}-${id}`));
    },
  };
}

/**
 * The demo content blocks (global: every channel shows them) as content-blocks.json holds them, stored
 * through the importer a shop owner's `npm run content:import` uses.
 */
export async function seedContentBlocks(db: Database): Promise<number> {
  const blocks = demoContentBlocks(await demoBlockLinks(db));
  await importDemoContent(db, { 'content-blocks': blocks });
  return blocks.length;
}
