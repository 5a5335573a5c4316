import type { FaqCategory, FaqEntry, List } from '@shop/contracts';
import { isMissingResource } from '~/lib/api/api-error.ts';
import type { ShopRequest } from './request-context.server.ts';

export interface FaqPageData {
  categories: FaqCategory[];
  entries: FaqEntry[];
  /** The category shown (FAQ_CATEGORY), or null for every entry. */
  category: FaqCategory | null;
}

/**
 * The FAQ list (spec section 2: /faq, and per category /faq/{slug}) in the request locale. Null when the
 * category does not exist (the page answers 404).
 */
export async function loadFaqPage(shop: ShopRequest, categorySlug?: string): Promise<FaqPageData | null> {
  try {
    const [categories, entries] = await Promise.all([
      shop.api.get<List<FaqCategory>>('/faq-categories'),
      shop.api.get<List<FaqEntry>>('/faqs', categorySlug ? { query: { category: categorySlug } } : {}),
    ]);
    const category = categorySlug
      ? (categories.data.find((candidate) => candidate.slug === categorySlug) ??
        categories.data.find((candidate) => candidate.id === entries.data[0]?.category.id) ??
        null)
      : null;
    return { categories: categories.data, entries: entries.data, category };
  } catch (error) {
    if (isMissingResource(error)) return null;
    throw error;
  }
}
