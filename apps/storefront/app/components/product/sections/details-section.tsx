import type { ReactNode } from 'react';
import { useT } from '~/i18n/use-t.ts';
import { SECTION_ANCHORS } from './anchors.ts';
import styles from './sections.module.css';

/**
 * "About the product": the description (HTML the API already sanitised) and, for a set, what it contains.
 * Its id is the spec's bundle details anchor, so bundle-only cards scroll here.
 */
export function DetailsSection({
  description,
  children,
}: {
  description: string | null;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <section id={SECTION_ANCHORS.details} aria-labelledby="product-details-title" className={styles.section}>
      <h2 id="product-details-title" className={styles.heading}>
        {t('product.sections.details')}
      </h2>
      {description ? (
        // Sanitised by the API with the shop's safe-HTML rules (ProductDetail.description).
        <div className={styles.description} dangerouslySetInnerHTML={{ __html: description }} />
      ) : (
        !children && <p className={styles.muted}>{t('product.details.empty')}</p>
      )}
      {children}
    </section>
  );
}
