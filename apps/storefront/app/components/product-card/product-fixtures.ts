// Test data for product cards and listings: the API's ProductListItem with realistic defaults, so a test
// spells out only what it is about.
import type { AttributeValue, ProductListItem, ProductVariant } from '@shop/contracts';

let nextId = 1000;

export function variant(overrides: Partial<ProductVariant> = {}): ProductVariant {
  return {
    code: 'VARIANT',
    name: 'Standartinis',
    enabled: true,
    inStock: true,
    tracked: true,
    stock: 5,
    maxQuantityPerOrder: null,
    prices: { price: 2999, originalPrices: [], discountPercentages: [] },
    optionValues: [],
    ...overrides,
  };
}

export function attributeBadge(overrides: Partial<AttributeValue> & { name: string }): AttributeValue {
  return {
    id: nextId++,
    code: overrides.name.toLowerCase(),
    slug: overrides.name.toLowerCase(),
    value: 'true',
    content: null,
    color: null,
    iconColor: null,
    backgroundColor: null,
    image: null,
    showInProductList: false,
    showInProductListOnImage: false,
    placements: [],
    attribute: { code: 'brand', slug: 'brand', name: 'Prekės ženklas' },
    ...overrides,
  };
}

export function productListItem(overrides: Partial<ProductListItem> = {}): ProductListItem {
  const id = overrides.id ?? nextId++;
  return {
    id,
    code: `P${id}`,
    slug: `vezimelis-${id}`,
    name: `Vežimėlis ${id}`,
    shortDescription: null,
    images: [{ path: `products/${id}.png`, type: 'main' }],
    isBundle: false,
    onlySellInBundle: false,
    requiresLogin: false,
    inStock: true,
    defaultVariant: variant({ code: `P${id}-V` }),
    variantCount: 1,
    discountPercentage: 0,
    badges: [],
    promotionBadges: [],
    averageRating: 0,
    reviewCount: 0,
    mainTaxon: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}
