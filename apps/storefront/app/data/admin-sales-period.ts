import { SHOP_TIME_ZONE } from '@shop/contracts/constants';

/*
 * The period of the dashboard's sales report (docs/adr/0054-sales-report.md), read from the address: shared by
 * the server's loader and the screen's period links.
 */

/** Quick periods, each a link; two dates make any other ("custom"). */
export const PERIOD_PRESETS = ['last7', 'last30', 'thisMonth', 'lastMonth'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export type SalesPreset = PeriodPreset | 'custom';

export interface SalesFilters {
  preset: SalesPreset;
  from: string;
  to: string;
  channel: string;
}

/** Message keys (adminSales.errors.*) of the fields the API's rules refused, all at once. */
export type SalesFieldErrors = Partial<Record<'from' | 'to' | 'channel', string>>;

const DAY_MS = 86_400_000;

/** Today in the shop's time zone, YYYY-MM-DD. */
export function shopToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(now);
}

function shift(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The days of a preset, ending today (this month: from its first day; last month: the whole of it). */
export function presetPeriod(preset: PeriodPreset, today: string): { from: string; to: string } {
  switch (preset) {
    case 'last7':
      return { from: shift(today, -6), to: today };
    case 'last30':
      return { from: shift(today, -29), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'lastMonth': {
      const firstOfThisMonth = `${today.slice(0, 7)}-01`;
      const lastOfPrevious = shift(firstOfThisMonth, -1);
      return { from: `${lastOfPrevious.slice(0, 7)}-01`, to: lastOfPrevious };
    }
  }
}

/** The filters of the address: `from` and `to` make the period; else `period` (default: the last 30 days). */
export function salesFilters(url: URL, today: string): SalesFilters {
  const channel = (url.searchParams.get('channel') ?? '').trim().slice(0, 64);
  const from = (url.searchParams.get('from') ?? '').trim().slice(0, 20);
  const to = (url.searchParams.get('to') ?? '').trim().slice(0, 20);
  if (from || to) {
    // Two dates: a custom period, shown as the preset it equals, if any.
    const same = PERIOD_PRESETS.find((preset) => {
      const period = presetPeriod(preset, today);
      return period.from === from && period.to === to;
    });
    return { preset: same ?? 'custom', from, to, channel };
  }
  const asked = url.searchParams.get('period');
  const preset = (PERIOD_PRESETS as readonly string[]).includes(asked ?? '')
    ? (asked as PeriodPreset)
    : 'last30';
  return { preset, ...presetPeriod(preset, today), channel };
}
