import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { ReviewPage } from '~/components/review/review-page.tsx';
import { getShopRequest } from '~/data/request-context.server.ts';
import { loadReviewLink, submitReview } from '~/data/reviews.server.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/review';
import { privatePageHeaders } from '~/shell/private-page.ts';

/** A page of a secret link: never cached on the way, never indexed. */
export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'REVIEW');

/** The emailed review link (issue 7): the product and the form, or the spec's text for a dead link. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return { state: await loadReviewLink(getShopRequest(context), params.token) };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  return submitReview(getShopRequest(context), params.token, await request.formData());
}

/**
 * A sent review uses up its link: reloading the page's data after the submission would find the link used
 * and replace the thanks with the used-link text, so a successful submission keeps what the page shows.
 */
export function shouldRevalidate({
  formMethod,
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod === 'POST' && (actionResult as { ok?: boolean } | undefined)?.ok === true) return false;
  return defaultShouldRevalidate;
}

export default function ReviewRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ReviewPage state={loaderData.state} result={actionData} />;
}
