import type { AdminSalesReport, SalesFigures } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { changePercent } from '~/components/admin/sales/sales-figures.tsx';
import { salesFilters } from '~/data/admin-sales-period.ts';
import { loadSalesScreen, type SalesScreen } from '~/data/admin-sales.server.ts';
import { json, list, stubAdminApi } from '~/data/testing-admin-api.ts';
import AdminDashboardRoute from './admin-dashboard.tsx';
import { renderAdminScreen } from './testing-admin-screen.tsx';

const channels = [
  { code: 'web', name: 'Gandras.lt', requiresLogin: false, orderNumberPrefix: '' },
  { code: 'b2b', name: 'Verslui', requiresLogin: true, orderNumberPrefix: 'B-' },
];
const figures = (fields: Partial<SalesFigures> = {}): SalesFigures => ({
  revenue: 0,
  orders: 0,
  averageOrderValue: 0,
  units: 0,
  returns: 0,
  refunds: 0,
  newCustomers: 0,
  returningCustomers: 0,
  newLoyaltyMembers: 0,
  ...fields,
});
const report: AdminSalesReport = {
  period: { from: '2026-11-01', to: '2026-11-03' },
  previousPeriod: { from: '2026-10-29', to: '2026-10-31' },
  channel: null,
  currencyCode: 'EUR',
  current: figures({
    revenue: 150_000,
    orders: 3,
    averageOrderValue: 50_000,
    units: 7,
    returns: 1,
    refunds: 4_800,
  }),
  previous: figures({ revenue: 100_000, orders: 4, averageOrderValue: 25_000, units: 7 }),
  days: [
    { date: '2026-11-01', revenue: 100_000, orders: 2 },
    { date: '2026-11-02', revenue: 0, orders: 0 },
    { date: '2026-11-03', revenue: 50_000, orders: 1 },
  ],
  topProducts: [{ productId: 5, code: 'P000005', name: 'Vežimėlis „Aušra“', units: 2, revenue: 120_000 }],
  topCategories: [
    { taxonId: 9, code: 'strollers', name: 'Vežimėliai', units: 2, revenue: 120_000 },
    { taxonId: null, code: null, name: null, units: 5, revenue: 30_000 },
  ],
  loyaltyMembers: 12,
  generatedAt: '2026-11-03T10:00:00.000Z',
};
const counts = { pendingAccounts: 1, newOrders: 2, initiatedReturns: 0, requestedReturns: 0 };

const dashboardScreen = { id: 'ADMIN_DASHBOARD___lt', path: 'admin', Component: AdminDashboardRoute };
const render = (url: string, sales: SalesScreen) =>
  renderAdminScreen({ url, screen: dashboardScreen, data: { ...counts, sales, exportFailed: false } });

const NOW = new Date('2026-11-27T10:00:00Z');

describe('the sales report on the dashboard', () => {
  it('reads the period from the address: a preset, two dates, or the last 30 days', () => {
    const today = '2026-11-27';
    const at = (query: string) => salesFilters(new URL(`http://shop.test/admin${query}`), today);
    expect(at('')).toEqual({ preset: 'last30', from: '2026-10-29', to: '2026-11-27', channel: '' });
    expect(at('?period=last7&channel=web')).toEqual({
      preset: 'last7',
      from: '2026-11-21',
      to: '2026-11-27',
      channel: 'web',
    });
    expect(at('?period=lastMonth')).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
    expect(at('?period=thisMonth')).toMatchObject({ from: '2026-11-01', to: '2026-11-27' });
    expect(at('?from=2026-01-01&to=2026-01-31')).toMatchObject({ preset: 'custom', from: '2026-01-01' });
    // Two dates equal to a preset's show as that preset.
    expect(at('?from=2026-11-01&to=2026-11-27')).toMatchObject({ preset: 'thisMonth' });
    expect(at('?period=nonsense')).toMatchObject({ preset: 'last30' });
  });

  it('asks the API for the period in the screen’s language, and shows every field’s problem at once', async () => {
    const api = stubAdminApi((call) => (call.path === '/channels' ? json(list(channels)) : json(report)));
    const screen = await loadSalesScreen(
      api.session('/admin'),
      'lt',
      new URL('http://shop.test/admin?from=2026-11-01&to=2026-11-03&channel=web'),
      NOW,
    );
    expect(screen.report).toEqual(report);
    const asked = api.calls.find((call) => call.path === '/sales-report');
    expect(new URLSearchParams(asked?.query).toString()).toBe(
      'from=2026-11-01&to=2026-11-03&locale=lt&channel=web',
    );

    const refused = await loadSalesScreen(
      api.session('/admin'),
      'lt',
      new URL('http://shop.test/admin?from=2026-13-01&to=2026-11-40'),
      NOW,
    );
    expect(refused.report).toBeNull();
    expect(refused.errors).toEqual({ from: 'date', to: 'date' });
    const backwards = await loadSalesScreen(
      api.session('/admin'),
      'lt',
      new URL('http://shop.test/admin?from=2026-11-10&to=2026-11-01'),
      NOW,
    );
    expect(backwards.errors).toEqual({ to: 'order' });
    // Only valid periods reach the API.
    expect(api.calls.filter((call) => call.path === '/sales-report')).toHaveLength(1);

    const unknownChannel = stubAdminApi((call) =>
      call.path === '/channels'
        ? json(list(channels))
        : json(
            { violations: [{ propertyPath: 'channel', message: 'There is no channel with this code.' }] },
            422,
          ),
    );
    const noChannel = await loadSalesScreen(
      unknownChannel.session('/admin'),
      'lt',
      new URL('http://shop.test/admin?channel=nope'),
      NOW,
    );
    expect(noChannel.errors).toEqual({ channel: 'channel' });
  });

  it('renders figures with their change, the chart’s text and table, top lists as tables, and the export link', () => {
    const html = render('/admin?period=last7&channel=web', {
      filters: { preset: 'last7', from: '2026-11-21', to: '2026-11-27', channel: 'web' },
      channels,
      report,
      errors: {},
    });
    expect(html).toContain('Laukia jūsų');
    expect(html).toMatch(/data-testid="sales-figure-revenue".*?1.500,00.€.*?\+50 %.*?Anksčiau: 1.000,00.€/s);
    expect(html).toMatch(/data-testid="sales-figure-orders".*?−25 %/s);
    // Fewer returns is good, more is bad: 1 against none before is "new".
    expect(html).toMatch(/data-testid="sales-figure-returns".*?nauja/s);
    expect(html).toMatch(/iš viso 1.500,00.€, daugiausia 2026-11-01/);
    expect(html.match(/data-testid="sales-day-row"/g)).toHaveLength(3);
    expect(html).toMatch(/data-label="Pavadinimas"><span>Vežimėlis „Aušra“/);
    expect(html).toContain('Be pagrindinės kategorijos');
    expect(html).toMatch(/href="\/admin\/sales\/orders-export\?period=last7&amp;channel=web"/);
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*data-testid="sales-preset-last7"/);
    expect(html).toContain('Lojalumo programos narių dabar: 12');
  });

  it('marks a refused date next to its field, without a report', () => {
    const html = render('/admin?from=x&to=2026-11-01', {
      filters: { preset: 'custom', from: 'x', to: '2026-11-01', channel: '' },
      channels,
      report: null,
      errors: { from: 'date' },
    });
    expect(html).toMatch(/aria-invalid="true" aria-describedby="sales-from-error"/);
    expect(html).toContain('id="sales-from-error"');
    expect(html).toContain('Įveskite datą, pavyzdžiui, 2026-11-01.');
    expect(html).not.toContain('data-testid="sales-export"');
  });

  it('computes the change in whole percent, "new" when there was nothing before', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(0, 0)).toBe(0);
    expect(changePercent(5, 0)).toBeNull();
    expect(changePercent(1, 3)).toBe(-67);
  });
});
