import { redirect } from 'react-router';
import { AccountLayout } from '~/components/account/account-layout.tsx';
import { ReturnBlocked, ReturnForm } from '~/components/account/returns/return-form.tsx';
import { requireCustomer } from '~/data/account.server.ts';
import { loadReturnOptions, submitReturnStep } from '~/data/account-returns.server.ts';
import { emptyDraft, RETURN_SENT_PARAM } from '~/data/return-form.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { routePath } from '~/routing/route-path.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/account-return-form';
import { privatePageHeaders } from '~/shell/private-page.ts';

/** A page of a secret link: never cached on the way, never indexed. */
export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'ACCOUNT_RETURN_FORM');

/** The return form of one of the customer's orders (someone else's is not found). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const shop = getShopRequest(context);
  const url = new URL(request.url);
  await requireCustomer(shop, url);
  const options = await loadReturnOptions(shop, url, params.orderToken);
  if (!options) throw new Response('Not Found', { status: 404 });
  return { options };
}

/** One step of the form; the last one sends the return and goes to its page. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const shop = getShopRequest(context);
  const url = new URL(request.url);
  await requireCustomer(shop, url);
  const options = await loadReturnOptions(shop, url, params.orderToken);
  if (!options) throw new Response('Not Found', { status: 404 });
  const outcome = await submitReturnStep(shop, url, options, await request.formData());
  if ('created' in outcome) {
    const page = routePath(
      'ACCOUNT_RETURN',
      shop.locale,
      { returnNumber: outcome.created.number },
      shop.defaultLocale,
    );
    throw redirect(`${page}?${RETURN_SENT_PARAM}=1`);
  }
  return outcome;
}

export default function AccountReturnFormRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { options } = loaderData;
  const state = actionData ?? {
    step: 'items' as const,
    draft: emptyDraft(options),
    fieldErrors: {},
    message: null,
  };
  return (
    <AccountLayout
      section="ACCOUNT_RETURNS"
      title={t('returns.form.title', { number: options.order.number })}
    >
      {options.blockedReason ? (
        <ReturnBlocked options={options} />
      ) : (
        <ReturnForm options={options} state={state} />
      )}
    </AccountLayout>
  );
}
