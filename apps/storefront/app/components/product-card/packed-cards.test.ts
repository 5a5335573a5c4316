import { describe, expect, it } from 'vitest';
import { productCardItem } from './card-item.ts';
import { packCards, unpackCard, unpackCards } from './packed-cards.ts';
import { productListItem } from './product-fixtures.ts';

const badge = { code: 'winter', label: 'Žiemos išpardavimas', backgroundColor: '#2f6690', color: '#fff' };

describe('packed listing cards', () => {
  it('unpack to exactly the card items they were packed from', () => {
    const items = [
      productCardItem(
        productListItem({ id: 1, promotionBadges: [badge], averageRating: 4.5, reviewCount: 2 }),
      ),
      productCardItem(productListItem({ id: 2, inStock: false, onlySellInBundle: true, images: [] })),
      productCardItem(productListItem({ id: 3, defaultVariant: null })),
    ];
    expect(unpackCards(packCards(items))).toEqual(items);
  });

  it('leave off the trailing fields at their defaults, and keep the ones before a set field', () => {
    const plain = productCardItem(productListItem({ id: 4, promotionBadges: [], badges: [] }));
    const [packed] = packCards([{ ...plain, averageRating: 0, reviewCount: 0 }]);
    expect(packed).toHaveLength(9);
    const [rated] = packCards([{ ...plain, averageRating: 0, reviewCount: 3 }]);
    expect(rated).toHaveLength(13);
    expect(unpackCard(rated!).reviewCount).toBe(3);
  });

  it('share one object for equal promotion badges, so the stream writes it once', () => {
    const items = [1, 2].map((id) =>
      productCardItem(productListItem({ id, promotionBadges: [{ ...badge }] })),
    );
    const [first, second] = packCards(items);
    expect(first![9]![0]).toBe(second![9]![0]);
  });

  it('are smaller as JSON than the card items', () => {
    const items = Array.from({ length: 48 }, (_, index) =>
      productCardItem(productListItem({ id: index + 1, promotionBadges: [{ ...badge }] })),
    );
    expect(JSON.stringify(packCards(items)).length).toBeLessThan(JSON.stringify(items).length * 0.6);
  });
});
