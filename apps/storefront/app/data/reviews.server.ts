import type { ReviewLink } from '@shop/contracts';
import { isApiError } from '~/lib/api/api-error.ts';
import { submitAccountForm, type AccountFormResult } from './account-forms.server.ts';
import type { ShopRequest } from './request-context.server.ts';

/** The review page's link: the product to review, or the API's text for a dead link (spec section 8). */
export type ReviewLinkState = { valid: true; link: ReviewLink } | { valid: false; message: string };

/** GET /product-reviews/links/{token}: 410 (unknown, used or expired) becomes the invalid state. */
export async function loadReviewLink(shop: ShopRequest, token: string): Promise<ReviewLinkState> {
  try {
    const link = await shop.api.get<ReviewLink>(`/product-reviews/links/${encodeURIComponent(token)}`);
    return { valid: true, link };
  } catch (error) {
    if (isApiError(error) && error.status !== null && error.status >= 400 && error.status < 500) {
      const body = error.data as { message?: unknown } | null;
      return { valid: false, message: typeof body?.message === 'string' ? body.message : '' };
    }
    throw error;
  }
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/** POST /product-reviews from the review page: the API's 422 messages per field, its 410 for the form. */
export function submitReview(shop: ShopRequest, token: string, form: FormData): Promise<AccountFormResult> {
  const rating = text(form, 'rating');
  return submitAccountForm(() =>
    shop.api.post('/product-reviews', {
      token,
      // A missing choice is left out: the API answers "This value should not be blank." on rating.
      ...(rating === '' ? {} : { rating: Number(rating) }),
      text: text(form, 'text'),
      firstName: text(form, 'firstName'),
      email: text(form, 'email'),
    }),
  );
}
