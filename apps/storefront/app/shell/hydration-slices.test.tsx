import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { afterHydration, HydrationSlice } from './hydration-slices.tsx';

describe('hydration slices where nothing slices (the server, React in the browser)', () => {
  it('renders its one element as it is: no marker, no wrapper', () => {
    const sliced = renderToString(
      <ul>
        <HydrationSlice>
          <li className="card">Kombinezonas</li>
        </HydrationSlice>
      </ul>,
    );
    expect(sliced).toBe('<ul><li class="card">Kombinezonas</li></ul>');
  });

  it('runs what waits for the whole document at once', () => {
    let ran = false;
    afterHydration(() => {
      ran = true;
    });
    expect(ran).toBe(true);
  });
});
