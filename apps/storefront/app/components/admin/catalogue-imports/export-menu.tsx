import { adminStyles } from '~/components/admin/admin-ui.tsx';
import { EXPORT_FORMATS } from '~/data/admin-catalogue-import-views.ts';
import type { ProductFilters } from '~/data/admin-product-views.ts';
import { useT } from '~/i18n/use-t.ts';
import { useRoutePath } from '~/routing/links.ts';
import { cx } from '../../class-names.ts';
import { importStyles as styles } from './import-ui.tsx';

/** The export's address: the format and the list's filters in use (not its sort or page). */
export function exportHref(base: string, format: string, filters: ProductFilters): string {
  const query = new URLSearchParams({ format });
  for (const name of ['search', 'taxon', 'brand', 'enabled', 'stock'] as const) {
    if (filters[name]) query.set(name, filters[name]);
  }
  return `${base}?${query}`;
}

/**
 * "Export" on the products list: a disclosure (works without script) with one download link per format,
 * each carrying the list's current filters. The storefront streams the API's file through; its
 * `content-disposition: attachment` saves it without leaving the page (no `download` attribute: a refused
 * export comes back to the list, which says so).
 */
export function ExportMenu({ filters, filtered }: { filters: ProductFilters; filtered: boolean }) {
  const t = useT();
  const path = useRoutePath();
  const base = path('ADMIN_CATALOGUE_EXPORT');
  return (
    <details className={styles.exportMenu} data-testid="admin-products-export">
      <summary className={cx(adminStyles.button, adminStyles.buttonSecondary)}>
        {t('adminImports.export.button')}
      </summary>
      <ul className={styles.exportList}>
        <li>
          <p className={styles.exportHint}>
            {t(filtered ? 'adminImports.export.filtered' : 'adminImports.export.all')}
          </p>
        </li>
        {EXPORT_FORMATS.map((format) => (
          <li key={format}>
            <a
              href={exportHref(base, format, filters)}
              data-testid={`admin-export-${format}`}
              data-format={format}
            >
              {t(`adminImports.format.${format}`)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
