import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import type { BreadcrumbEntry } from './listing-meta.ts';
import styles from './listing-header.module.css';

export interface ListingHeaderProps {
  title: string;
  /** From the first level below home down to the parent; the current page is added as the last crumb. */
  breadcrumbs: readonly BreadcrumbEntry[];
  intro?: ReactNode;
  /** Category chips under the title: subcategories, or the categories a search found products in. */
  links?: { label: string; href: string; key: string | number; count?: number }[];
  linksTitle?: string;
}

/** Breadcrumbs, heading, intro text and category chips above a product listing. */
export function ListingHeader({ title, breadcrumbs, intro, links = [], linksTitle }: ListingHeaderProps) {
  const t = useT();
  const path = useRoutePath();
  return (
    <header className={styles.header}>
      <nav aria-label={t('common.breadcrumbLabel')} className={styles.breadcrumbs}>
        <ol>
          <li>
            <Link to={path('index')}>{t('common.home')}</Link>
          </li>
          {breadcrumbs.map((crumb) => (
            <li key={crumb.path}>
              <Link to={crumb.path}>{crumb.name}</Link>
            </li>
          ))}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <h1 className={styles.title}>{title}</h1>
      {intro && <div className={styles.intro}>{intro}</div>}
      {links.length > 0 && (
        <nav aria-label={linksTitle ?? t('common.subcategories')} className={styles.links}>
          <ul role="list">
            {links.map((link) => (
              <li key={link.key}>
                <Link to={link.href} className={styles.link}>
                  {link.label}
                  {link.count !== undefined && <span className={styles.linkCount}>{link.count}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
