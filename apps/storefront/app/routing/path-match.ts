/**
 * The pathMatch parameter of taxon lists and product pages (spec section 2): "slug-id", e.g.
 * "kudikiams/vezimeliai-12". In the new-URLs mode a taxon list uses its slug only and a product its code.
 * Pure functions: links build with them, route loaders parse with them.
 */

export interface SlugAndId {
  slug: string;
  id: number;
}

export type TaxonLookup = { by: 'id'; id: number; slug: string } | { by: 'slug'; slug: string };
export type ProductLookup = { by: 'id'; id: number; slug: string } | { by: 'code'; code: string };

const MAX_ID = 2_147_483_647;

function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}

/** "{slug}-{id}"; slugs of nested taxons keep their slashes. */
export function slugIdPathMatch({ slug, id }: SlugAndId): string {
  return `${trimSlashes(slug)}-${id}`;
}

/** Splits "kudikiams/vezimeliai-12" at its last dash; null unless it ends in "-{positive integer}". */
export function parseSlugId(pathMatch: string): SlugAndId | null {
  const match = /^(.+)-([1-9]\d*)$/.exec(trimSlashes(pathMatch));
  if (!match?.[1] || !match[2]) return null;
  const id = Number(match[2]);
  // Ids are the database's int4: a larger number names nothing (and the API refuses it, ADR 0036).
  return id <= MAX_ID ? { slug: match[1], id } : null;
}

export function taxonPathMatch(taxon: SlugAndId, newUrls: boolean): string {
  return newUrls ? trimSlashes(taxon.slug) : slugIdPathMatch(taxon);
}

export function parseTaxonPathMatch(pathMatch: string, newUrls: boolean): TaxonLookup | null {
  if (newUrls) {
    const slug = trimSlashes(pathMatch);
    return slug ? { by: 'slug', slug } : null;
  }
  const parsed = parseSlugId(pathMatch);
  return parsed ? { by: 'id', ...parsed } : null;
}

export function productPathMatch(product: SlugAndId & { code: string }, newUrls: boolean): string {
  return newUrls ? product.code : slugIdPathMatch(product);
}

export function parseProductPathMatch(pathMatch: string, newUrls: boolean): ProductLookup | null {
  if (newUrls) {
    const code = trimSlashes(pathMatch);
    return code && !code.includes('/') ? { by: 'code', code } : null;
  }
  const parsed = parseSlugId(pathMatch);
  return parsed ? { by: 'id', ...parsed } : null;
}

/** Content pages are addressed as /{slug}-{id} in both modes. */
export function contentPagePathMatch(page: SlugAndId): string {
  return slugIdPathMatch(page);
}

export function parseContentPagePathMatch(pathMatch: string): SlugAndId | null {
  const parsed = parseSlugId(pathMatch);
  return parsed && !parsed.slug.includes('/') ? parsed : null;
}
