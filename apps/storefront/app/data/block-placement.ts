import { CONTENT_BLOCK_LOCATIONS, type ContentBlockLocation } from '@shop/contracts/constants';

/** What a page asks blocks for: its location and the codes of what it shows (spec section 7 filters). */
export interface BlockPlacement {
  displayLocation: ContentBlockLocation;
  product?: readonly string[];
  taxonomy?: readonly string[];
  attributeValue?: readonly string[];
}

/** The API's query for a placement's blocks; the CONTENT_BLOCK_DATA resource route takes the same. */
export function placementQuery(placement: BlockPlacement): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = { displayLocation: placement.displayLocation };
  if (placement.product?.length) query['product[]'] = [...placement.product];
  if (placement.taxonomy?.length) query['taxonomy[]'] = [...placement.taxonomy];
  if (placement.attributeValue?.length) query['attributeValue[]'] = [...placement.attributeValue];
  return query;
}

/** placementQuery as a URL's search part (without "?"). */
export function placementSearch(placement: BlockPlacement): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(placementQuery(placement))) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, one);
  }
  return params.toString();
}

/** At most this many codes per filter, each at most this long: a placement is a page's few codes. */
const MAX_CODES = 50;
const MAX_CODE_LENGTH = 255;

/** A placement read back from placementSearch, or a message naming what is wrong with it. */
export function parsePlacement(params: URLSearchParams): BlockPlacement | { error: string } {
  const location = params.get('displayLocation');
  if (!location || !(CONTENT_BLOCK_LOCATIONS as readonly string[]).includes(location)) {
    return { error: `displayLocation: one of ${CONTENT_BLOCK_LOCATIONS.join(', ')}.` };
  }
  const placement: { -readonly [K in keyof BlockPlacement]: BlockPlacement[K] } = {
    displayLocation: location as ContentBlockLocation,
  };
  for (const name of ['product', 'taxonomy', 'attributeValue'] as const) {
    const codes = params.getAll(`${name}[]`);
    if (
      codes.length > MAX_CODES ||
      codes.some((code) => code.length === 0 || code.length > MAX_CODE_LENGTH)
    ) {
      return { error: `${name}[]: at most ${MAX_CODES} codes of 1 to ${MAX_CODE_LENGTH} characters.` };
    }
    if (codes.length > 0) placement[name] = codes;
  }
  return placement;
}
