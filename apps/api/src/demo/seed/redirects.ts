import type { Database } from '../../db/database.ts';
import { redirects } from '../../db/schema/index.ts';
import { taxonByCode } from '../catalogue/taxons.ts';

/** Shop-owner redirects for every channel: an old page, an old English sale page and a retired category. */
export async function seedRedirects(db: Database, taxonIds: ReadonlyMap<string, number>): Promise<void> {
  const babies = taxonByCode('babies');
  const babiesId = taxonIds.get(babies.code);
  if (babiesId === undefined) throw new Error('The "babies" category must be seeded before the redirects');
  await db.insert(redirects).values([
    { channelId: null, source: '/senas-puslapis', destination: '/akcijos', permanent: true, only404: false },
    { channelId: null, source: '/en/old-sale', destination: '/en/sales', permanent: false, only404: false },
    {
      channelId: null,
      source: '/c/senos-prekes',
      destination: `/c/${babies.slug.lt}-${babiesId}`,
      permanent: true,
      only404: true,
    },
  ]);
}
