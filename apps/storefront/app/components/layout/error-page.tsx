import { Link, useLocation } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { BUILD_DEFAULT_LOCALE } from '~/routing/build-default-locale.ts';
import { localeFromPathname, routePath } from '~/routing/route-path.ts';
import '../../styles/global.css';
import styles from './error-page.module.css';

/**
 * The error screen (spec sections 2 and 8): status code, title, subtitle and a button home. 404 shows the
 * not-found texts; any other status the default (internal server error) texts. Needs only the i18n
 * context, not the shop context: it also shows when the shop itself could not be loaded.
 */
export function ErrorPage({ status }: { status: number }) {
  const t = useT();
  const { pathname } = useLocation();
  // The unprefixed locale is a build setting the channel must match (ADR 0001), so the URL tells the locale.
  const homeHref = routePath(
    'index',
    localeFromPathname(pathname, BUILD_DEFAULT_LOCALE),
    {},
    BUILD_DEFAULT_LOCALE,
  );
  const texts = status === 404 ? 'notFound' : 'default';
  return (
    <section className={styles.page} data-testid="error-page" aria-labelledby="error-page-title">
      <div className={styles.card}>
        <p className={styles.status}>
          <span className="visually-hidden">{t('errors.statusLabel', { status })}</span>
          <span aria-hidden="true">{status}</span>
        </p>
        <h1 id="error-page-title" className={styles.title}>
          {t(`errors.${texts}.title`)}
        </h1>
        <p className={styles.subtitle}>{t(`errors.${texts}.subtitle`)}</p>
        <Link to={homeHref} className={styles.home}>
          {t('errors.home')}
        </Link>
      </div>
    </section>
  );
}
