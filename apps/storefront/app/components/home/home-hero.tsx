import { IMAGE_FILTERS } from '@shop/contracts/constants';
import { Link } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { mediaSrcSet, mediaUrl } from '~/lib/media.ts';
import { useRoutePath } from '~/routing/links.ts';
import { cx } from '../class-names.ts';
import { Icon } from '../icons/icon.tsx';
import type { HomeTaxon } from './home-taxons.ts';
import { useTaxonHref } from './taxon-href.ts';
import styles from './home-page.module.css';

/** The opening banner: the shop's promise, two calls to action, and a collage of category pictures. */
export function HomeHero({ taxons }: { taxons: HomeTaxon[] }) {
  const t = useT();
  const path = useRoutePath();
  const taxonHref = useTaxonHref();
  const pictured = taxons
    .flatMap((taxon) => (taxon.image ? [{ taxon, image: taxon.image }] : []))
    .slice(0, 3);
  const first = taxons[0];
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.heroText}>
        <p className={styles.eyebrow}>{t('home.hero.eyebrow')}</p>
        <h1 id="home-hero-title" className={styles.heroTitle}>
          {t('home.hero.title')}
        </h1>
        <p className={styles.heroLead}>{t('home.hero.lead')}</p>
        <div className={styles.heroActions}>
          {first && (
            <Link to={taxonHref(first)} className={styles.primaryButton}>
              {t('home.hero.shopCategory', { category: first.name })}
              <Icon name="arrow-right" size={20} />
            </Link>
          )}
          <Link to={path('SALES')} className={styles.saleButton}>
            {t('home.hero.sales')}
          </Link>
        </div>
      </div>
      {pictured.length > 0 && (
        <div className={cx(styles.collage, styles[`collage${pictured.length}`])}>
          {pictured.map(({ taxon, image }, index) => (
            <Link
              key={taxon.id}
              to={taxonHref(taxon)}
              className={styles.collageItem}
              tabIndex={-1}
              aria-hidden="true"
            >
              <img
                src={mediaUrl(image, 'menu', index === 0 ? 3 : 1.5)}
                srcSet={mediaSrcSet(image, 'menu')}
                sizes={index === 0 ? '(min-width: 960px) 34vw, 90vw' : '(min-width: 960px) 17vw, 45vw'}
                alt=""
                width={IMAGE_FILTERS.menu.width}
                height={IMAGE_FILTERS.menu.height}
                fetchPriority={index === 0 ? 'high' : 'auto'}
              />
              <span className={styles.collageLabel}>{taxon.name}</span>
            </Link>
          ))}
        </div>
      )}
    </section>
  );
}
