import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon, ICON_NAMES, ICON_SPRITE_HREF } from './icon.tsx';

const sprite = readFileSync(new URL('./icons.svg', import.meta.url), 'utf8');

describe('icons from one sprite file', () => {
  it('has a symbol drawn on the 24x24 grid for every icon name, and no other', () => {
    const symbols = [
      ...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"><path d="[^"]+"\/><\/symbol>/g),
    ].map((match) => match[1]);
    expect(symbols).toEqual([...ICON_NAMES]);
    expect(sprite.match(/<symbol/g)).toHaveLength(ICON_NAMES.length);
  });

  it('draws an icon as a short use of its symbol in the sprite file (a category page has 48 hearts)', () => {
    expect(ICON_SPRITE_HREF).toMatch(/icons.*\.svg/);
    expect(ICON_SPRITE_HREF).not.toMatch(/^data:/);
    const icon = renderToStaticMarkup(<Icon name="heart" size={22} className="x" />);
    expect(icon).toBe(
      `<svg class="line-icon x" width="22" height="22" aria-hidden="true" focusable="false"><use href="${ICON_SPRITE_HREF}#heart"></use></svg>`,
    );
    // The heart drawn inline was 430 characters.
    expect(renderToStaticMarkup(<Icon name="heart" />).length).toBeLessThan(160);
  });
});
