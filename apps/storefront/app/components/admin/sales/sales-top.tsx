import type { AdminSalesReport } from '@shop/contracts';
import { formatMoney } from '@shop/locale';
import { adminStyles as styles } from '~/components/admin/admin-ui.tsx';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import salesStyles from './sales.module.css';

/** The period's top products and categories by revenue: tables that become cards on phones. */
export function SalesTopTables({ report }: { report: AdminSalesReport }) {
  const t = useT();
  const { locale } = useShop();
  const money = (value: number) => formatMoney(value, report.currencyCode, locale);
  const units = (value: number) => new Intl.NumberFormat(locale).format(value);
  const rows = [
    {
      key: 'products',
      items: report.topProducts.map((row) => ({
        id: `p${row.productId}`,
        name: row.name,
        code: row.code,
        units: row.units,
        revenue: row.revenue,
      })),
    },
    {
      key: 'categories',
      items: report.topCategories.map((row) => ({
        id: `c${row.taxonId ?? 'none'}`,
        name: row.name ?? t('adminSales.top.noCategory'),
        code: row.code ?? '–',
        units: row.units,
        revenue: row.revenue,
      })),
    },
  ] as const;
  return (
    <div className={styles.columns}>
      {rows.map(({ key, items }) => (
        <section
          key={key}
          className={styles.panel}
          aria-labelledby={`sales-top-${key}`}
          data-testid={`sales-top-${key}`}
        >
          <h2 id={`sales-top-${key}`} className={styles.panelTitle}>
            {t(`adminSales.top.${key}`)}
          </h2>
          {items.length === 0 ? (
            <p className={styles.muted}>{t('adminSales.top.empty')}</p>
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('adminSales.top.name')}</th>
                    <th scope="col" className={styles.num}>
                      {t('adminSales.top.units')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t('adminSales.top.revenue')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((item) => (
                    <tr key={item.id} data-testid={`sales-top-${key}-row`}>
                      <td data-label={t('adminSales.top.name')}>
                        <span>{item.name}</span>
                        <code className={salesStyles.code}>{item.code}</code>
                      </td>
                      <td data-label={t('adminSales.top.units')} className={styles.num}>
                        <span>{units(item.units)}</span>
                      </td>
                      <td data-label={t('adminSales.top.revenue')} className={styles.num}>
                        <span>{money(item.revenue)}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
    </div>
  );
}
