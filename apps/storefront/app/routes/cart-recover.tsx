import { data, Link } from 'react-router';
import { recoverCart } from '~/data/cart.server.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import { routeMeta } from '~/shell/route-meta.ts';
import styles from '~/shell/screen-intro.module.css';
import type { Route } from './+types/cart-recover';
import { privatePageHeaders } from '~/shell/private-page.ts';

/** A page of a secret link: never cached on the way, never indexed. */
export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) => routeMeta(args, 'CART_RECOVER');

/** A recovered cart redirects to the cart page; otherwise the page says why there is nothing to recover. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const failure = await recoverCart(getShopRequest(context), params.cartId);
  return data({ failure }, { status: failure === 'missing' ? 404 : 410 });
}

export default function CartRecoverRoute({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const path = useRoutePath();
  return (
    <section
      className={`container ${styles.intro}`}
      aria-labelledby="screen-title"
      data-testid="cart-recover"
    >
      <h1 id="screen-title" className={styles.title}>
        {t('routes.CART_RECOVER.title')}
      </h1>
      <p className={styles.description}>{t(`cart.recover.${loaderData.failure}`)}</p>
      <p>
        <Link to={path('CART')}>{t('cart.recover.toCart')}</Link>
      </p>
    </section>
  );
}
