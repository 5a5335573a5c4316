import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon, ICON_NAMES } from './icon.tsx';
import { iconMasksCss } from './icon-masks.mjs';

const sprite = readFileSync(new URL('./icons.svg', import.meta.url), 'utf8');
const masks = readFileSync(new URL('./icon-masks.css', import.meta.url), 'utf8');

describe('icons as masks of the sprites’ drawings', () => {
  it('has a symbol drawn on the 24x24 grid for every icon name (the filled heart is derived)', () => {
    const symbols = [
      ...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"><path d="[^"]+"\/><\/symbol>/g),
    ].map((match) => match[1]);
    expect(symbols).toEqual(ICON_NAMES.filter((name) => name !== 'heart-filled'));
    expect(sprite.match(/<symbol/g)).toHaveLength(ICON_NAMES.length - 1);
  });

  it('keeps icon-masks.css written from the sprites, with a mask class for every icon', () => {
    // Out of date: run `node app/components/icons/icon-masks.mjs` in apps/storefront.
    expect(masks).toBe(iconMasksCss());
    for (const name of ICON_NAMES)
      expect(masks).toContain(`.i-${name} {\n  --icon: url("data:image/svg+xml,`);
    expect(masks).toContain("fill='%23000' stroke='%23000'");
  });

  it('draws an icon as one element (a category page has some thirty)', () => {
    expect(renderToStaticMarkup(<Icon name="heart" size={22} className="x" />)).toBe(
      '<span class="line-icon i-heart x" style="--icon-size:22px" aria-hidden="true"></span>',
    );
    expect(renderToStaticMarkup(<Icon name="search" />)).toBe(
      '<span class="line-icon i-search" aria-hidden="true"></span>',
    );
  });
});
