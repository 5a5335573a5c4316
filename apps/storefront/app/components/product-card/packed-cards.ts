import type { PromotionBadge } from '@shop/contracts';
import type { CardBadge, ProductCardItem } from './card-item.ts';

/**
 * A product card's fields as one array: how a listing page sends its 48 cards in the page's inline loader
 * data (issue 21's 40 KiB budget, ADR 0048 "Listing cards"). React Router's stream writes every object key
 * of every card again (`\"_28\":66,` is 11 bytes, about 20 keys a card), so an array with the fields in a
 * fixed order carries the same data in about 60% of the bytes. Trailing fields at their defaults (no
 * badges, no rating) are left off, and equal promotion badges are one object the stream writes once.
 */
export type PackedCard = [
  id: number,
  code: string,
  slug: string,
  name: string,
  /** The main picture's path; null without one. */
  image: string | null,
  /** IN_STOCK | ONLY_IN_BUNDLE. */
  flags: number,
  /** null: no price (no default variant). */
  price: number | null,
  originalPrices: number[],
  discountPercentage: number,
  promotionBadges?: PromotionBadge[],
  badges?: CardBadge[],
  averageRating?: number,
  reviewCount?: number,
];

const IN_STOCK = 1;
const ONLY_IN_BUNDLE = 2;

/** The cards of a page, packed; badges with equal content become one shared object. */
export function packCards(items: readonly ProductCardItem[]): PackedCard[] {
  const shared = new Map<string, PromotionBadge>();
  const promotion = (badge: PromotionBadge) => {
    const key = JSON.stringify(badge);
    const known = shared.get(key);
    if (known) return known;
    shared.set(key, badge);
    return badge;
  };
  return items.map((item) => {
    const prices = item.defaultVariant?.prices;
    const packed: PackedCard = [
      item.id,
      item.code,
      item.slug,
      item.name,
      item.images[0]?.path ?? null,
      (item.inStock ? IN_STOCK : 0) | (item.onlySellInBundle ? ONLY_IN_BUNDLE : 0),
      prices ? prices.price : null,
      prices?.originalPrices ?? [],
      item.discountPercentage,
      item.promotionBadges.map(promotion),
      item.badges,
      item.averageRating,
      item.reviewCount,
    ];
    // Leave off the trailing fields at their defaults.
    let length = packed.length;
    while (length > 9 && isDefault(packed[length - 1])) length -= 1;
    packed.length = length;
    return packed;
  });
}

function isDefault(value: unknown): boolean {
  return value === 0 || (Array.isArray(value) && value.length === 0);
}

/** A packed card as the card component reads it. */
export function unpackCard(packed: PackedCard): ProductCardItem {
  const [id, code, slug, name, image, flags, price, originalPrices, discountPercentage] = packed;
  return {
    id,
    code,
    slug,
    name,
    images: image === null ? [] : [{ path: image }],
    onlySellInBundle: (flags & ONLY_IN_BUNDLE) !== 0,
    inStock: (flags & IN_STOCK) !== 0,
    discountPercentage,
    promotionBadges: packed[9] ?? [],
    badges: packed[10] ?? [],
    averageRating: packed[11] ?? 0,
    reviewCount: packed[12] ?? 0,
    defaultVariant: price === null ? null : { prices: { price, originalPrices } },
  };
}

/** The cards of a page, as the cards read them. */
export function unpackCards(packed: readonly PackedCard[]): ProductCardItem[] {
  return packed.map(unpackCard);
}
