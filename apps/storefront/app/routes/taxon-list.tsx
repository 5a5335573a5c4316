import { Link } from 'react-router';
import { useTaxonHref } from '~/components/home/taxon-href.ts';
import { getShopRequest } from '~/data/request-context.server.ts';
import { loadTaxonPage } from '~/data/taxon-page.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import { createTranslator } from '~/i18n/translator.ts';
import { routeMeta, shellFromMatches } from '~/shell/route-meta.ts';
import type { Route } from './+types/taxon-list';
import styles from './taxon-list.module.css';

export async function loader({ context, url, params }: Route.LoaderArgs) {
  return loadTaxonPage(getShopRequest(context), url, params['*'] ?? '');
}

export const meta: Route.MetaFunction = (args) => {
  const taxon = args.loaderData?.taxon;
  if (!taxon) return routeMeta(args, 'TAXON_LIST');
  const shell = shellFromMatches(args.matches);
  const t = shell ? createTranslator(shell.locale, shell.catalog) : undefined;
  return routeMeta(args, 'TAXON_LIST', {
    title: taxon.name,
    description: taxon.description ?? t?.('routes.TAXON_LIST.description', { name: taxon.name }),
  });
};

export default function TaxonListRoute({ loaderData }: Route.ComponentProps) {
  const { taxon, breadcrumbs, children } = loaderData;
  const t = useT();
  const path = useRoutePath();
  const taxonHref = useTaxonHref();
  return (
    <div className={`container ${styles.page}`}>
      <nav aria-label={t('common.breadcrumbLabel')} className={styles.breadcrumbs}>
        <ol>
          <li>
            <Link to={path('index')}>{t('common.home')}</Link>
          </li>
          {breadcrumbs.map((ancestor) => (
            <li key={ancestor.id}>
              <Link to={taxonHref(ancestor)}>{ancestor.name}</Link>
            </li>
          ))}
          <li aria-current="page">{taxon.name}</li>
        </ol>
      </nav>
      <h1 className={styles.title}>{taxon.name}</h1>
      {taxon.description && <p className={styles.description}>{taxon.description}</p>}
      {children.length > 0 && (
        <nav aria-labelledby="subcategories-title" className={styles.children}>
          <h2 id="subcategories-title" className={styles.childrenTitle}>
            {t('common.subcategories')}
          </h2>
          <ul>
            {children.map((child) => (
              <li key={child.id}>
                <Link to={taxonHref(child)}>{child.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
