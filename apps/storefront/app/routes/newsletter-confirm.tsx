import { NEWSLETTER_TOKEN_PARAM } from '@shop/contracts/constants';
import { Link } from 'react-router';
import styles from '~/components/auth/auth-page.module.css';
import { confirmNewsletter } from '~/data/engagement.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { ServerText } from '~/components/ui/server-text.tsx';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import type { Route } from './+types/newsletter-confirm';
import type { NewsletterPostResult } from './newsletter-subscribe.ts';
import { privatePageHeaders } from '~/shell/private-page.ts';

/** A page of a secret link: never cached on the way, never indexed. */
export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'NEWSLETTER_CONFIRM');

const POST_RESULTS: readonly NewsletterPostResult[] = ['sent', 'already', 'invalid', 'error'];

/**
 * The double opt-in link (`?token=`) confirms the subscription as the page loads. Without a token the page
 * tells the outcome of a footer form posted without JavaScript (`?result=`).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const token = params.get(NEWSLETTER_TOKEN_PARAM);
  const posted = POST_RESULTS.find((result) => result === params.get('result')) ?? null;
  if (!token) return { posted, confirmed: { ok: false as const, fieldErrors: {}, message: null } };
  return { posted: null, confirmed: await confirmNewsletter(getShopRequest(context), token) };
}

// The link works once: a revalidation must not try it again.
export function shouldRevalidate() {
  return false;
}

export default function NewsletterConfirmRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  const { confirmed, posted } = loaderData;
  const problem = confirmed.ok
    ? null
    : (Object.values(confirmed.fieldErrors)[0] ?? confirmed.message ?? null);
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="newsletter-confirm-title">
        <h1 id="newsletter-confirm-title" className={styles.title}>
          {t('newsletter.confirm.title')}
        </h1>
        {posted === 'sent' ? (
          <p className={styles.success} role="status" data-testid="newsletter-posted">
            {t('newsletter.success.text')}
          </p>
        ) : posted ? (
          <p className={styles.banner} role="alert" data-testid="newsletter-posted">
            {t(`newsletter.posted.${posted}`)}
          </p>
        ) : confirmed.ok ? (
          <p className={styles.success} role="status" data-testid="newsletter-confirmed">
            {t('newsletter.confirm.done')}
          </p>
        ) : (
          <p className={styles.banner} role="alert" data-testid="newsletter-confirm-failed">
            {problem ? <ServerText message={problem} /> : t('newsletter.confirm.failed')}
          </p>
        )}
        <Link to={path('index')} className={styles.submitLink}>
          {t('newsletter.confirm.toShop')}
        </Link>
      </section>
    </div>
  );
}
