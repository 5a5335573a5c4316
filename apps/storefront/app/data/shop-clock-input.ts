import { SHOP_TIME_ZONE } from '@shop/contracts/constants';

/*
 * Dates and times in back-office forms are typed in `datetime-local` inputs on the shop's clock
 * (Europe/Vilnius, SHOP_TIME_ZONE) whatever the browser's zone, and sent to the API as ISO times.
 */

const shopClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO time as a `datetime-local` value on the shop's clock (Europe/Vilnius), the same on server and browser. */
export function localInputValue(iso: string | null): string {
  if (!iso) return '';
  return shopClock.format(new Date(iso)).replace(' ', 'T');
}

/** A `datetime-local` value ("2026-12-01T09:00") on the shop's clock as an ISO time; '' is null. */
export function isoFromLocal(value: string): string | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return value;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offset at that moment: what the shop's clock shows for asUtc, minus asUtc.
  const shown = Date.parse(`${shopClock.format(new Date(asUtc)).replace(' ', 'T')}:00Z`);
  return new Date(asUtc - (shown - asUtc)).toISOString();
}
