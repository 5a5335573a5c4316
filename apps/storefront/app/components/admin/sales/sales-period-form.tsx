import type { AdminChannel } from '@shop/contracts';
import { Form, Link } from 'react-router';
import { adminStyles as styles } from '~/components/admin/admin-ui.tsx';
import { cx } from '~/components/class-names.ts';
import { PERIOD_PRESETS, type SalesFieldErrors, type SalesFilters } from '~/data/admin-sales-period.ts';
import { useT } from '~/i18n/use-t.ts';
import salesStyles from './sales.module.css';

/**
 * The report's period: quick periods as links, or two dates and a channel sent as the address's query
 * (GET), so a report can be bookmarked and shared. Every field's problem shows under it at once.
 */
export function SalesPeriodForm({
  filters,
  channels,
  errors,
}: {
  filters: SalesFilters;
  channels: AdminChannel[];
  errors: SalesFieldErrors;
}) {
  const t = useT();
  const error = (field: keyof SalesFieldErrors) =>
    errors[field] ? (
      <span id={`sales-${field}-error`} className={styles.error}>
        {t(`adminSales.errors.${errors[field]}`)}
      </span>
    ) : null;
  const invalid = (field: keyof SalesFieldErrors) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `sales-${field}-error` } : {};
  const presetHref = (preset: string) => {
    const query = new URLSearchParams({ period: preset });
    if (filters.channel) query.set('channel', filters.channel);
    return `?${query}`;
  };
  return (
    <div className={salesStyles.period}>
      <nav aria-label={t('adminSales.period')} className={salesStyles.presets}>
        {PERIOD_PRESETS.map((preset) => (
          <Link
            key={preset}
            to={presetHref(preset)}
            className={cx(salesStyles.preset, filters.preset === preset && salesStyles.presetCurrent)}
            aria-current={filters.preset === preset ? 'page' : undefined}
            data-testid={`sales-preset-${preset}`}
          >
            {t(`adminSales.presets.${preset}`)}
          </Link>
        ))}
      </nav>
      <Form method="get" className={styles.filters} data-testid="sales-period-form">
        <label className={styles.filterField}>
          <span>{t('adminSales.from')}</span>
          <input
            type="date"
            name="from"
            defaultValue={filters.from}
            className={styles.input}
            data-testid="sales-from"
            {...invalid('from')}
          />
          {error('from')}
        </label>
        <label className={styles.filterField}>
          <span>{t('adminSales.to')}</span>
          <input
            type="date"
            name="to"
            defaultValue={filters.to}
            className={styles.input}
            data-testid="sales-to"
            {...invalid('to')}
          />
          {error('to')}
        </label>
        <label className={styles.filterField}>
          <span>{t('adminSales.channel')}</span>
          <select
            name="channel"
            defaultValue={filters.channel}
            className={styles.input}
            data-testid="sales-channel"
            {...invalid('channel')}
          >
            <option value="">{t('adminSales.allChannels')}</option>
            {channels.map((channel) => (
              <option key={channel.code} value={channel.code}>
                {channel.name}
              </option>
            ))}
          </select>
          {error('channel')}
        </label>
        <button type="submit" className={styles.button} data-testid="sales-show">
          {t('adminSales.show')}
        </button>
      </Form>
      <p className={salesStyles.hint}>{t('adminSales.intro')}</p>
    </div>
  );
}
