import type { ProductDetail, ProductVariant } from '@shop/contracts';
import { useT } from '~/i18n/use-t.ts';
import { cx } from '../../class-names.ts';
import { warehouseAvailability, type WarehouseAvailability } from '../stock-state.ts';
import { SECTION_ANCHORS } from './anchors.ts';
import styles from './sections.module.css';

function availabilityText(availability: WarehouseAvailability, t: ReturnType<typeof useT>): string {
  if (availability.kind === 'pieces') return t('product.warehouses.pieces', { count: availability.count });
  return t(
    availability.kind === 'inStock' ? 'product.warehouses.inStock' : 'product.warehouses.notAvailable',
  );
}

/** Each warehouse (store) holding the product, with the chosen variant's stock there. */
export function WarehousesSection({
  warehouses,
  variant,
  showVariantName,
}: {
  warehouses: ProductDetail['warehouses'];
  variant: ProductVariant | null;
  showVariantName: boolean;
}) {
  const t = useT();
  if (warehouses.length === 0) return null;
  return (
    <section
      id={SECTION_ANCHORS.warehouses}
      aria-labelledby="product-warehouses-title"
      className={styles.section}
    >
      <h2 id="product-warehouses-title" className={styles.heading}>
        {t('product.sections.warehouses')}
      </h2>
      <table className={styles.table} data-testid="warehouses">
        {showVariantName && variant && (
          <caption>{t('product.warehouses.forVariant', { variant: variant.name })}</caption>
        )}
        <thead>
          <tr>
            <th scope="col">{t('product.warehouses.store')}</th>
            <th scope="col">{t('product.warehouses.availability')}</th>
          </tr>
        </thead>
        <tbody>
          {warehouses.map((warehouse) => {
            const availability = warehouseAvailability(warehouse.stocks, variant);
            return (
              <tr key={warehouse.code}>
                <th scope="row">
                  {warehouse.name}
                  {warehouse.address && <address className={styles.address}>{warehouse.address}</address>}
                </th>
                <td
                  className={cx(availability.kind === 'notAvailable' ? styles.unavailable : styles.available)}
                >
                  {availabilityText(availability, t)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
