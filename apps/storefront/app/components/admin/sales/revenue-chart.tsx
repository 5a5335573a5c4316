import type { AdminSalesReport } from '@shop/contracts';
import { formatMoney } from '@shop/locale';
import { useEffect, useRef, useState } from 'react';
import { adminStyles as styles } from '~/components/admin/admin-ui.tsx';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import salesStyles from './sales.module.css';

const CHART_HEIGHT = 240;

/**
 * Revenue per day: bars drawn by uPlot (docs/adr/0054-sales-report.md), loaded in the browser only when this
 * chart is on screen, so no other page carries it. The server renders a box of the chart's height (no layout
 * shift), a text alternative that sums the chart up, and the same figures as a table.
 */
export function RevenueChart({ report }: { report: AdminSalesReport }) {
  const t = useT();
  const { locale } = useShop();
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  const money = (minor: number) => formatMoney(minor, report.currencyCode, locale);
  const total = report.days.reduce((sum, day) => sum + day.revenue, 0);
  const best = report.days.reduce((top, day) => (day.revenue > top.revenue ? day : top), report.days[0]!);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let disposed = false;
    let plot: { destroy(): void; setSize(size: { width: number; height: number }): void } | null = null;
    let resize: ResizeObserver | null = null;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (disposed) return;
      const colours = getComputedStyle(element);
      const accent = colours.getPropertyValue('--color-accent').trim() || '#1d5c5a';
      const muted = colours.getPropertyValue('--color-text-muted').trim() || '#675a53';
      const grid = colours.getPropertyValue('--color-border').trim() || '#ead9cc';
      const xs = report.days.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000);
      const ys = report.days.map((day) => day.revenue / 100);
      const dayLabel = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
      const wholeMoney = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: report.currencyCode,
        maximumFractionDigits: 0,
      });
      const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
      plot = new UPlot(
        {
          width: element.clientWidth,
          height: CHART_HEIGHT,
          tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
          legend: { show: false },
          cursor: { y: false },
          scales: {
            // Half a day on each side, so the first and last bars are whole.
            x: { time: true, range: (_u, min, max) => [min - 43_200, max + 43_200] },
            y: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.1] },
          },
          axes: [
            {
              ...axis,
              values: (_u, ticks) => ticks.map((seconds) => dayLabel.format(new Date(seconds * 1000))),
            },
            { ...axis, size: 90, values: (_u, ticks) => ticks.map((value) => wholeMoney.format(value)) },
          ],
          series: [
            {},
            {
              label: t('adminSales.chart.revenue'),
              stroke: accent,
              fill: `${accent}33`,
              width: 1,
              paths: UPlot.paths.bars?.({ size: [0.7, 40], align: 0 }),
              points: { show: false },
            },
          ],
        },
        [xs, ys],
        element,
      );
      setDrawn(true);
      resize = new ResizeObserver(() => plot?.setSize({ width: element.clientWidth, height: CHART_HEIGHT }));
      resize.observe(element);
    });
    return () => {
      disposed = true;
      resize?.disconnect();
      plot?.destroy();
    };
    // The report decides the chart; texts and formatters follow it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [report]);

  return (
    <section className={styles.panel} aria-labelledby="sales-chart-title" data-testid="sales-chart">
      <h2 id="sales-chart-title" className={styles.panelTitle}>
        {t('adminSales.chart.title')}
      </h2>
      <p className={salesStyles.hint}>
        {t('adminSales.chart.label', {
          from: report.period.from,
          to: report.period.to,
          total: money(total),
          best: best.date,
          bestRevenue: money(best.revenue),
        })}
      </p>
      <div ref={box} className={salesStyles.chart} style={{ height: CHART_HEIGHT }} aria-hidden="true">
        {!drawn && <span className={salesStyles.chartLoading}>{t('adminSales.chart.loading')}</span>}
      </div>
      <details className={salesStyles.dayTable}>
        <summary>{t('adminSales.chart.table')}</summary>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('adminSales.chart.day')}</th>
                <th scope="col" className={styles.num}>
                  {t('adminSales.chart.orders')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('adminSales.chart.revenue')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.days.map((day) => (
                <tr key={day.date} data-testid="sales-day-row">
                  <td data-label={t('adminSales.chart.day')}>
                    <span>{day.date}</span>
                  </td>
                  <td data-label={t('adminSales.chart.orders')} className={styles.num}>
                    <span>{day.orders}</span>
                  </td>
                  <td data-label={t('adminSales.chart.revenue')} className={styles.num}>
                    <span>{money(day.revenue)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
