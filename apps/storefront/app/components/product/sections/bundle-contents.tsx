import type { ProductDetail } from '@shop/contracts';
import { Link } from 'react-router';
import { useT } from '~/i18n/use-t.ts';
import { mediaSrcSet, mediaUrl } from '~/lib/media.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import { productPathMatch } from '~/routing/path-match.ts';
import styles from './sections.module.css';

type BundlePart = ProductDetail['bundleParts'][number];

/** The parts of a set with their quantities; parts sold only in the set have no page to link to. */
export function BundleContents({ parts }: { parts: BundlePart[] }) {
  const t = useT();
  const path = useRoutePath();
  const { newUrls } = useShop();
  return (
    <div className={styles.bundle} data-testid="bundle-contents">
      <h3 className={styles.subheading}>{t('product.sections.bundle')}</h3>
      <p className={styles.muted}>{t('product.bundle.lead')}</p>
      <ul role="list" className={styles.parts}>
        {parts.map((part) => {
          const { product } = part;
          const showVariant = part.variantName && part.variantName !== product.name;
          return (
            <li key={part.variantCode} className={styles.part}>
              {product.image ? (
                <img
                  src={mediaUrl(product.image, 'suggestion')}
                  srcSet={mediaSrcSet(product.image, 'suggestion')}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className={styles.partImage}
                />
              ) : (
                <span className={styles.partImage} aria-hidden="true" />
              )}
              <span>
                {product.onlySellInBundle ? (
                  <span className={styles.partName}>{product.name}</span>
                ) : (
                  <Link
                    to={path('PRODUCT_INNER', { '*': productPathMatch(product, newUrls) })}
                    className={styles.partName}
                  >
                    {product.name}
                  </Link>
                )}
                {showVariant && <span className={styles.partMeta}>{part.variantName}</span>}
                {product.onlySellInBundle && (
                  <span className={styles.partMeta}>{t('product.bundle.onlyInSet')}</span>
                )}
              </span>
              <span className={styles.partQuantity}>
                {t('product.bundle.quantity', { count: part.quantity })}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
