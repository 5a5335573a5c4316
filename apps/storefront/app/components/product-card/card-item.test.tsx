import { describe, expect, it } from 'vitest';
import { renderInShop } from '../testing/render-in-shop.tsx';
import { productCardItem } from './card-item.ts';
import { ProductCard } from './product-card.tsx';
import { attributeBadge, productListItem, variant } from './product-fixtures.ts';

describe('productCardItem', () => {
  const full = productListItem({
    name: 'Ramaus miego rinkinys',
    shortDescription: 'Ilgas aprašymas, kurio kortelė nerodo. '.repeat(5),
    images: [
      { path: 'products/1.png', type: 'main', alt: 'Rinkinys' },
      { path: 'products/1-b.png', type: 'gallery' },
    ],
    discountPercentage: 20,
    defaultVariant: variant({ prices: { price: 1599, originalPrices: [1999], discountPercentages: [20] } }),
    badges: [
      attributeBadge({
        name: 'TOP',
        showInProductListOnImage: true,
        backgroundColor: '#ff0000',
        color: '#ffffff',
      }),
      attributeBadge({
        name: 'Brand',
        value: 'Babyline',
        showInProductList: true,
        image: 'badges/brand.png',
      }),
      attributeBadge({ name: 'Age', value: '0-6', showInProductList: true }),
      attributeBadge({ name: 'Material', value: 'Cotton' }),
    ],
    promotionBadges: [{ code: 'spring', label: 'Pavasaris', backgroundColor: null, color: null }],
    averageRating: 4.5,
    reviewCount: 3,
  });

  it('keeps everything a card renders: the card is the same from the trimmed item', () => {
    const fromFull = renderInShop(<ProductCard product={full} />);
    const fromItem = renderInShop(<ProductCard product={productCardItem(full)} />);
    expect(fromItem).toBe(fromFull);
    expect(fromItem).toContain('Babyline');
    expect(fromItem).toContain('Pavasaris');
  });

  it('leaves out what no card renders, so a page of cards carries less data', () => {
    const item = productCardItem(full);
    const json = JSON.stringify(item);
    expect(json).not.toContain('aprašymas');
    expect(json).not.toContain('1-b.png');
    expect(json).not.toContain('Cotton');
    expect(item.defaultVariant).toEqual({ prices: { price: 1599, originalPrices: [1999] } });
    expect(json.length).toBeLessThan(JSON.stringify(full).length / 2);
  });
});
