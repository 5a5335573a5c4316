import type { AdminTaxon } from '@shop/contracts';
import type { Database } from '../../src/db/database.ts';
import { fixtures } from './fixtures.ts';

/**
 * The category tree of the back office's category tests:
 *   baby "Kūdikiams" (kudikiams) ─┬─ strollers "Vežimėliai" (kudikiams/vezimeliai) ── sport (…/sportiniai)
 *                                 └─ cots "Lovytės" (kudikiams/lovytes)
 *   toys "Žaislai" (zaislai)
 *   hidden (disabled, lt only)
 * in a shop with the languages lt, en and et (no ru),
 * and channel web (lt, en); product STR (a stroller) sits in strollers, product SPT in sport, both priced.
 * Returns the category ids by code.
 */
export async function seedCategoryTree(db: Database): Promise<Record<string, number>> {
  const taxonIds: Record<string, number> = {};
  const data = fixtures(db);
  // No Russian: the shop has only these languages.
  await data.locales(['lt', 'en', 'et']);
  const web = (await data.channel({ code: 'web', defaultLocale: 'lt', locales: ['lt', 'en'] })).id;
  const taxon = async (
    code: string,
    parent: string | null,
    position: number,
    lt: [string, string],
    en?: [string, string],
    enabled = true,
  ) => {
    const row = await data.taxon({
      code,
      parentId: parent ? taxonIds[parent] : null,
      position,
      enabled,
      translations: {
        lt: { name: lt[0], slug: lt[1] },
        ...(en ? { en: { name: en[0], slug: en[1] } } : {}),
      },
    });
    taxonIds[code] = row.id;
  };
  await taxon('baby', null, 0, ['Kūdikiams', 'kudikiams'], ['Babies', 'babies']);
  await taxon('toys', null, 1, ['Žaislai', 'zaislai'], ['Toys', 'toys']);
  await taxon('hidden', null, 2, ['Paslėpta', 'paslepta'], undefined, false);
  await taxon(
    'strollers',
    'baby',
    0,
    ['Vežimėliai', 'kudikiams/vezimeliai'],
    ['Strollers', 'babies/strollers'],
  );
  await taxon('cots', 'baby', 1, ['Lovytės', 'kudikiams/lovytes'], ['Cots', 'babies/cots']);
  await taxon(
    'sport',
    'strollers',
    0,
    ['Sportiniai', 'kudikiams/vezimeliai/sportiniai'],
    ['Sport', 'babies/strollers/sport'],
  );
  for (const [code, taxonCode] of [
    ['STR', 'strollers'],
    ['SPT', 'sport'],
  ] as const) {
    const product = await data.catalogueProduct({
      code,
      channelIds: [web],
      taxonIds: [taxonIds[taxonCode] as number],
      mainTaxonId: taxonIds[taxonCode] as number,
      translations: {
        lt: { name: `Produktas ${code}`, slug: code.toLowerCase() },
        en: { name: `Product ${code}`, slug: code.toLowerCase() },
      },
    });
    await data.variant({
      productId: product.id,
      code: `${code}-1`,
      onHand: 5,
      prices: [{ channelId: web, price: 1000 }],
    });
  }
  return taxonIds;
}

/** code, position and lt path of every node (children nested), to compare whole trees compactly. */
export function outline(nodes: readonly AdminTaxon[]): unknown[] {
  return nodes.map((node) => [
    node.code,
    node.position,
    node.translations.lt?.slug,
    ...(node.children.length > 0 ? [outline(node.children)] : []),
  ]);
}
