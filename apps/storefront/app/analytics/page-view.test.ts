import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageViewScheduler, PAGE_VIEW_DELAY_MS } from './page-view.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function scheduler() {
  const pushed: { page_path: string; page_title: string }[] = [];
  let title = 'Pradžia';
  const views = createPageViewScheduler(
    (event) => pushed.push(event),
    () => ({ page_location: 'http://shop.test/', page_title: title, locale: 'lt' }),
  );
  return { views, pushed, setTitle: (next: string) => (title = next) };
}

describe('page_view timing', () => {
  it('is 250 ms', () => expect(PAGE_VIEW_DELAY_MS).toBe(250));

  it('pushes one page_view 250 ms after a route change, not before, with the title then in place', () => {
    const { views, pushed, setTitle } = scheduler();
    views.schedule('/c/vezimeliai-1');
    vi.advanceTimersByTime(249);
    expect(pushed).toEqual([]);
    setTitle('Vežimėliai');
    vi.advanceTimersByTime(1);
    expect(pushed).toEqual([
      {
        event: 'page_view',
        page_path: '/c/vezimeliai-1',
        page_title: 'Vežimėliai',
        page_location: 'http://shop.test/',
        locale: 'lt',
      },
    ]);
    vi.advanceTimersByTime(5000);
    expect(pushed).toHaveLength(1);
  });

  it('counts only the page the shopper stayed on when routes change quickly', () => {
    const { views, pushed } = scheduler();
    views.schedule('/a');
    vi.advanceTimersByTime(100);
    views.schedule('/b');
    vi.advanceTimersByTime(200);
    views.schedule('/c');
    vi.advanceTimersByTime(249);
    expect(pushed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(pushed.map((event) => event.page_path)).toEqual(['/c']);
    views.schedule('/d');
    vi.advanceTimersByTime(250);
    expect(pushed.map((event) => event.page_path)).toEqual(['/c', '/d']);
  });

  it('pushes nothing once cancelled (the shell unmounted)', () => {
    const { views, pushed } = scheduler();
    views.schedule('/a');
    views.cancel();
    vi.advanceTimersByTime(1000);
    expect(pushed).toEqual([]);
  });
});
