import { productCardItem, type ProductCardItem } from '~/components/product-card/card-item.ts';
import type {
  ArticleSummary,
  Banner,
  ContentBlock,
  List,
  SearchProductsResponse,
  TaxonNode,
} from '@shop/contracts';
import { SHOP_TIME_ZONE } from '@shop/contracts/constants';
import type { ApiClient } from '~/lib/api/client.ts';
import { readAccessToken } from '~/lib/api/token-store.ts';
import { type BlockPlacement, placementQuery, placementSearch } from './block-placement.ts';
export type { BlockPlacement } from './block-placement.ts';
import { orderByCodes } from './products-by-code.ts';
import type { ShopRequest } from './request-context.server.ts';
import { loadSharedByGuests, loadTaxonTree } from './shop-data.server.ts';

/** A category of a categoryBlock, found in the category tree (blocks naming unknown codes skip them). */
export interface BlockCategory {
  /** What the tile renders: its name and link (not the category's whole subtree). */
  taxon: Pick<TaxonNode, 'id' | 'name' | 'slug'>;
  image: string | null;
}

/**
 * Data a block needs besides its own content. Product and article lists are promises: the page streams
 * while they load and the block shows its skeletons (spec section 9: 4) meanwhile.
 */
export interface BlockExtras {
  /** Only what the cards render (productCardItem). */
  products?: Promise<ProductCardItem[]>;
  articles?: Promise<ArticleSummary[]>;
  categories?: BlockCategory[];
}

export interface ContentBlocksData {
  blocks: ContentBlock[];
  extras: Record<number, BlockExtras>;
  /**
   * Blocks from index `from` on are rendered by the browser when they come near the viewport (issue 21, ADR
   * 0048 "Home page blocks"): the server sends a placeholder and loads none of their lists; the browser asks
   * the CONTENT_BLOCK_DATA resource route with `placement` for them. Absent: every block renders here.
   */
  deferred?: { from: number; placement: BlockPlacement };
}

/** Block types whose product or article list is loaded apart from the block's own content. */
export const LIST_BLOCK_TYPES: ReadonlySet<ContentBlock['type']> = new Set([
  'productsBlock',
  'newProductsBlock',
  'thirdPartyProductList',
  'newsBlock',
]);

type SearchQuery = Record<string, string | number | boolean | string[]>;

function flattenTree(roots: readonly TaxonNode[]): Map<string, TaxonNode> {
  const byCode = new Map<string, TaxonNode>();
  const stack = [...roots];
  while (stack.length > 0) {
    const node = stack.pop()!;
    byCode.set(node.code, node);
    stack.push(...node.children);
  }
  return byCode;
}

/**
 * The search query of a block's product list, or null when it names a category the tree does not have
 * (an empty list rather than every product). Lists by query skip products out of stock; a hand-picked
 * list by codes keeps them in the shop owner's order.
 */
export function blockProductsQuery(
  block: ContentBlock,
  taxa: ReadonlyMap<string, TaxonNode>,
): SearchQuery | null {
  const taxonFilter = (code: string | null): SearchQuery | null => {
    if (code === null) return {};
    const taxon = taxa.get(code);
    return taxon ? { 'productTaxons.id': taxon.id } : null;
  };
  switch (block.type) {
    case 'productsBlock': {
      const { productCodes, taxonCode, facet, discounted, limit } = block.content;
      if (productCodes.length > 0) return { 'code[]': productCodes, itemsPerPage: productCodes.length };
      const taxon = taxonFilter(taxonCode);
      if (taxon === null) return null;
      return {
        ...taxon,
        ...(facet ? { [`facets[${facet.attributeCode}][]`]: facet.valueCode } : {}),
        ...(discounted ? { discount: true } : {}),
        skipOutOfStock: true,
        itemsPerPage: limit,
      };
    }
    case 'newProductsBlock': {
      const taxon = taxonFilter(block.content.taxonCode);
      if (taxon === null) return null;
      return {
        ...taxon,
        'order[created_at]': 'desc',
        skipOutOfStock: true,
        itemsPerPage: block.content.limit,
      };
    }
    case 'thirdPartyProductList': {
      const taxon = taxonFilter(block.content.fallbackTaxonCode);
      if (taxon === null) return null;
      return { ...taxon, skipOutOfStock: true, itemsPerPage: block.content.limit };
    }
    default:
      return null;
  }
}

async function loadBlockProducts(
  api: ApiClient,
  block: ContentBlock,
  query: SearchQuery,
): Promise<ProductCardItem[]> {
  try {
    const response = await api.get<SearchProductsResponse>('/search/products', { query });
    if (block.type === 'productsBlock' && block.content.productCodes.length > 0) {
      return orderByCodes(response.data, block.content.productCodes)
        .slice(0, block.content.limit)
        .map(productCardItem);
    }
    return response.data.map(productCardItem);
  } catch {
    // A list that fails to load leaves its block empty; the rest of the page still shows.
    return [];
  }
}

async function loadBlockArticles(
  api: ApiClient,
  sectionSlug: string | null,
  limit: number,
): Promise<ArticleSummary[]> {
  try {
    const list = await api.get<List<ArticleSummary>>('/cms/articles', {
      query: { itemsPerPage: limit, ...(sectionSlug ? { section: sectionSlug } : {}) },
    });
    return list.data;
  } catch {
    return [];
  }
}

/** Whether a block names categories by code, which the category tree turns into ids and names. */
function namesCategory(block: ContentBlock): boolean {
  switch (block.type) {
    case 'categoryBlock':
      return true;
    case 'productsBlock':
    case 'newProductsBlock':
      return block.content.taxonCode !== null;
    case 'thirdPartyProductList':
      return block.content.fallbackTaxonCode !== null;
    default:
      return false;
  }
}

/**
 * The content blocks placed on a page for this shopper (the API applies audience by the token the call
 * carries), with what each needs to render. A failing blocks call leaves the page without blocks rather
 * than breaking it: content is an addition to catalogue pages, never their reason to fail.
 */
export async function loadContentBlocks(
  shop: ShopRequest,
  placement: BlockPlacement,
  options: { deferFrom?: number } = {},
): Promise<ContentBlocksData> {
  let blocks: ContentBlock[];
  try {
    blocks = (
      await loadSharedByGuests(shop, `/cms-plugin/blocks?${placementSearch(placement)}`, () =>
        shop.api.get<List<ContentBlock>>('/cms-plugin/blocks', { query: placementQuery(placement) }),
      )
    ).data;
  } catch {
    return { blocks: [], extras: {} };
  }
  const needsTree = blocks.some(namesCategory);
  const taxa = needsTree ? flattenTree(await loadTaxonTree(shop, shop.locale)) : new Map<string, TaxonNode>();
  const extras: Record<number, BlockExtras> = {};
  blocks.forEach((block, index) => {
    // A deferred block's list is loaded when the browser asks for it (loadDeferredBlockLists).
    if (options.deferFrom !== undefined && index >= options.deferFrom && LIST_BLOCK_TYPES.has(block.type))
      return;
    const blockExtras = extrasOf(shop, block, taxa);
    if (blockExtras) extras[block.id] = blockExtras;
  });
  return options.deferFrom === undefined || blocks.length <= options.deferFrom
    ? { blocks, extras }
    : { blocks, extras, deferred: { from: options.deferFrom, placement } };
}

/**
 * Blocks already in hand (the back office's preview of one block) with what each needs besides its content,
 * exactly as a page's blocks get it: the same renderer then shows them as the shop will.
 */
export async function contentBlocksDataOf(
  shop: ShopRequest,
  blocks: ContentBlock[],
): Promise<ContentBlocksData> {
  const taxa = blocks.some(namesCategory)
    ? flattenTree(await loadTaxonTree(shop, shop.locale))
    : new Map<string, TaxonNode>();
  const extras: Record<number, BlockExtras> = {};
  for (const block of blocks) {
    const blockExtras = extrasOf(shop, block, taxa);
    if (blockExtras) extras[block.id] = blockExtras;
  }
  return { blocks, extras };
}

/** What one block needs besides its content: its categories now, its list as a promise. */
function extrasOf(
  shop: ShopRequest,
  block: ContentBlock,
  taxa: ReadonlyMap<string, TaxonNode>,
): BlockExtras | null {
  if (block.type === 'newsBlock') {
    return { articles: loadBlockArticles(shop.api, block.content.sectionSlug, block.content.limit) };
  }
  if (block.type === 'categoryBlock') {
    return {
      categories: block.content.items.flatMap((item) => {
        const taxon = taxa.get(item.taxonCode);
        if (!taxon) return [];
        const { id, name, slug } = taxon;
        return [{ taxon: { id, name, slug }, image: item.image ?? taxon.image ?? null }];
      }),
    };
  }
  const query = blockProductsQuery(block, taxa);
  if (query === null) return LIST_BLOCK_TYPES.has(block.type) ? { products: Promise.resolve([]) } : null;
  return { products: loadBlockProducts(shop.api, block, query) };
}

/** The lists of a deferred block, as the CONTENT_BLOCK_DATA resource route answers them. */
export interface DeferredBlockLists {
  products?: ProductCardItem[];
  articles?: ArticleSummary[];
}

/**
 * The product or article list of one block of a placement, for a block the page deferred (null: the placement
 * has no such block for this shopper, or it has no list). The blocks are asked for again, so audience and dates
 * apply as for the page, and the list is computed exactly as an eager block's.
 */
export async function loadDeferredBlockLists(
  shop: ShopRequest,
  placement: BlockPlacement,
  blockId: number,
  signal?: AbortSignal,
): Promise<DeferredBlockLists | null> {
  const blocks = (
    await shop.api.get<List<ContentBlock>>('/cms-plugin/blocks', { query: placementQuery(placement), signal })
  ).data;
  const block = blocks.find((candidate) => candidate.id === blockId);
  if (!block || !LIST_BLOCK_TYPES.has(block.type)) return null;
  const taxa = namesCategory(block)
    ? flattenTree(await loadTaxonTree(shop, shop.locale))
    : new Map<string, TaxonNode>();
  const extras = extrasOf(shop, block, taxa);
  return {
    ...(extras?.products ? { products: await extras.products } : {}),
    ...(extras?.articles ? { articles: await extras.articles } : {}),
  };
}

let shopDateFormat: Intl.DateTimeFormat | undefined;

/** Today (YYYY-MM-DD) in the shop's calendar, as banners' activeFrom/activeUntil read it. */
export function todayIso(now: Date = new Date()): string {
  // One formatter for the process: building an Intl.DateTimeFormat with a time zone costs about 0.4 ms, a render.
  shopDateFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE });
  return shopDateFormat.format(now);
}

/**
 * The standalone (global) banners active today for a guest or a signed-in shopper (spec section 7). A
 * failing call shows none.
 */
export async function loadStandaloneBanners(shop: ShopRequest, now: Date = new Date()): Promise<Banner[]> {
  const today = todayIso(now);
  try {
    const list = await loadSharedByGuests(shop, `/banners?standalone&day=${today}`, () =>
      shop.api.get<List<Banner>>('/banners', {
        query: {
          activeFrom: today,
          activeUntil: today,
          displayFor: readAccessToken(shop.tokens) ? 'authorised' : 'guest',
          standalone: true,
          itemsPerPage: 9999,
        },
      }),
    );
    return list.data;
  } catch {
    return [];
  }
}
