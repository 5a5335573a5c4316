import type { AttributeValue } from '@shop/contracts';
import { useT } from '~/i18n/use-t.ts';
import { specificationRows } from '../badges.ts';
import { SECTION_ANCHORS } from './anchors.ts';
import styles from './sections.module.css';

/** Attribute name -> value names; flag badges such as TOP are not specifications. */
export function SpecificationsSection({ attributeValues }: { attributeValues: AttributeValue[] }) {
  const t = useT();
  const rows = specificationRows(attributeValues);
  if (rows.length === 0) return null;
  return (
    <section
      id={SECTION_ANCHORS.specifications}
      aria-labelledby="product-specifications-title"
      className={styles.section}
    >
      <h2 id="product-specifications-title" className={styles.heading}>
        {t('product.sections.specifications')}
      </h2>
      <table className={styles.table}>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">{t('product.specifications.property')}</th>
            <th scope="col">{t('product.specifications.value')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.code}>
              <th scope="row">{row.name}</th>
              <td>{row.values.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
