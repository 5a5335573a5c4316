import type { ContentPage } from '@shop/contracts';
import { isMissingResource } from '~/lib/api/api-error.ts';
import { parseContentPagePathMatch } from '~/routing/path-match.ts';
import type { ShopRequest } from './request-context.server.ts';

/** The content page a catch-all path "/{slug}-{id}" names, or null when there is none. */
export async function findContentPage(shop: ShopRequest, pathMatch: string): Promise<ContentPage | null> {
  const ref = parseContentPagePathMatch(pathMatch);
  if (!ref) return null;
  try {
    return await shop.api.get<ContentPage>(`/cms/pages/${ref.id}`);
  } catch (error) {
    if (isMissingResource(error)) return null;
    throw error;
  }
}
