import type { AdminSalesReport, SalesFigures } from '@shop/contracts';
import { formatMoney, type LocaleCode } from '@shop/locale';
import { adminStyles as styles } from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import salesStyles from './sales.module.css';

type Figure = keyof SalesFigures;

const FIGURES: ReadonlyArray<{ key: Figure; money?: boolean; lowerIsBetter?: boolean }> = [
  { key: 'revenue', money: true },
  { key: 'orders' },
  { key: 'averageOrderValue', money: true },
  { key: 'units' },
  { key: 'returns', lowerIsBetter: true },
  { key: 'refunds', money: true, lowerIsBetter: true },
  { key: 'newCustomers' },
  { key: 'returningCustomers' },
  { key: 'newLoyaltyMembers' },
];

function formatCount(value: number, locale: LocaleCode): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** The change from the previous period, in whole percent; null when there was nothing before. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 100);
}

/** The period's figures as cards, each with the previous period's value and the change. */
export function SalesFigureCards({ report }: { report: AdminSalesReport }) {
  const t = useT();
  const { locale } = useShop();
  const show = (value: number, money?: boolean) =>
    money ? formatMoney(value, report.currencyCode, locale) : formatCount(value, locale);
  return (
    <dl className={salesStyles.figures} data-testid="sales-figures">
      {FIGURES.map(({ key, money, lowerIsBetter }) => {
        const current = report.current[key];
        const previous = report.previous[key];
        const change = changePercent(current, previous);
        const good = change !== null && change !== 0 && change > 0 !== Boolean(lowerIsBetter);
        const changeText =
          change === null
            ? t('adminSales.change.new')
            : change === 0
              ? t('adminSales.change.same')
              : t(change > 0 ? 'adminSales.change.up' : 'adminSales.change.down', {
                  percent: formatCount(Math.abs(change), locale),
                });
        return (
          <div key={key} className={cx(styles.card, salesStyles.figure)} data-testid={`sales-figure-${key}`}>
            <dt>{t(`adminSales.figures.${key}`)}</dt>
            <dd className={cx(styles.cardCount, salesStyles.value)}>{show(current, money)}</dd>
            <dd className={salesStyles.compare}>
              <span
                className={cx(
                  salesStyles.change,
                  change !== null && change !== 0 && (good ? salesStyles.good : salesStyles.bad),
                )}
              >
                {changeText}
              </span>{' '}
              <span className={styles.muted}>
                {t('adminSales.previous', { value: show(previous, money) })}
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
