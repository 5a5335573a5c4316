import { IMAGE_FILTERS } from '@shop/contracts/constants';
import { Link } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { mediaSrcSet, mediaUrl } from '~/lib/media.ts';
import { Icon } from '../icons/icon.tsx';
import { CHILDREN_SHOWN, type HomeTaxon } from './home-taxons.ts';
import { useTaxonHref } from './taxon-href.ts';
import styles from './home-page.module.css';

/** The root categories as picture cards, each listing its subcategories. */
export function CategoryGrid({ taxons }: { taxons: HomeTaxon[] }) {
  const t = useT();
  const taxonHref = useTaxonHref();
  if (taxons.length === 0) return null;
  return (
    <section aria-labelledby="home-categories-title" className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id="home-categories-title" className={styles.sectionTitle}>
          {t('home.categories.title')}
        </h2>
        <p className={styles.sectionLead}>{t('home.categories.lead')}</p>
      </div>
      <ul role="list" className={styles.categoryGrid}>
        {taxons.map((taxon) => (
          <li key={taxon.id} className={styles.categoryCard}>
            <Link to={taxonHref(taxon)} className={styles.categoryImageLink} tabIndex={-1} aria-hidden="true">
              {taxon.image ? (
                <img
                  src={mediaUrl(taxon.image, 'menu')}
                  srcSet={mediaSrcSet(taxon.image, 'menu')}
                  alt=""
                  width={IMAGE_FILTERS.menu.width}
                  height={IMAGE_FILTERS.menu.height}
                  loading="lazy"
                  className={styles.categoryImage}
                />
              ) : (
                <span className={styles.categoryImagePlaceholder} />
              )}
            </Link>
            <div className={styles.categoryBody}>
              <h3 className={styles.categoryName}>
                <Link to={taxonHref(taxon)}>{taxon.name}</Link>
              </h3>
              {taxon.description && <p className={styles.categoryDescription}>{taxon.description}</p>}
              {taxon.children.length > 0 && (
                <ul role="list" className={styles.childLinks}>
                  {taxon.children.slice(0, CHILDREN_SHOWN).map((child) => (
                    <li key={child.id}>
                      <Link to={taxonHref(child)} className={styles.childLink}>
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
              <Link to={taxonHref(taxon)} className={styles.viewAll}>
                {t('home.categories.viewAll', { category: taxon.name })}
                <Icon name="arrow-right" size={18} />
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
