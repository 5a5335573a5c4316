import { subscribeNewsletter } from '~/data/engagement.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import type { Route } from './+types/newsletter-subscribe';

/** The footer newsletter form's fetcher posts here; the answer is the form's result (done, or errors). */
export async function action({ context, request }: Route.ActionArgs) {
  return subscribeNewsletter(getShopRequest(context), await request.formData());
}
