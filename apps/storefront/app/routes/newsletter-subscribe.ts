import { redirect } from 'react-router';
import { subscribeNewsletter } from '~/data/engagement.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { routePath } from '~/routing/route-path.ts';
import type { Route } from './+types/newsletter-subscribe';

/** What a form posted without JavaScript is told on the newsletter page (`?result=`). */
export type NewsletterPostResult = 'sent' | 'already' | 'invalid' | 'error';

/**
 * The footer newsletter form's fetcher posts here; the answer is the form's result (done, or errors).
 * A form posted before JavaScript runs (a browser navigation, not a fetch) is sent on to the newsletter
 * page, which says how it went: the block works without JavaScript too.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const shop = getShopRequest(context);
  const result = await subscribeNewsletter(shop, await request.formData());
  if (request.headers.get('sec-fetch-mode') !== 'navigate') return result;
  const outcome: NewsletterPostResult = result.ok
    ? 'sent'
    : result.fieldErrors.email === 'This email is already subscribed to the newsletter.'
      ? 'already'
      : Object.keys(result.fieldErrors).length > 0
        ? 'invalid'
        : 'error';
  const page = routePath('NEWSLETTER_CONFIRM', shop.locale, {}, shop.defaultLocale);
  return redirect(`${page}?result=${outcome}`, 303);
}
