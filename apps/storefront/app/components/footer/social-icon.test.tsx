import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DELIVERY_DRAWINGS } from './delivery-drawings.ts';
import { SocialIcon, socialNetworkOf, type SocialNetwork } from './social-icon.tsx';

describe('socialNetworkOf', () => {
  it('recognises the networks from the link host, with or without www', () => {
    expect(socialNetworkOf('https://www.facebook.com/gandras')).toBe('facebook');
    expect(socialNetworkOf('https://instagram.com/gandras')).toBe('instagram');
    expect(socialNetworkOf('https://www.youtube.com/@gandras')).toBe('youtube');
    expect(socialNetworkOf('https://www.tiktok.com/@gandras')).toBe('tiktok');
  });

  it('does not match look-alike hosts or non-URLs', () => {
    expect(socialNetworkOf('https://facebook.com.example.org/x')).toBeNull();
    expect(socialNetworkOf('https://notfacebook.com/x')).toBeNull();
    expect(socialNetworkOf('/naujienos')).toBeNull();
    expect(socialNetworkOf(null)).toBeNull();
  });
});

describe('the footer sprite', () => {
  const sprite = readFileSync(new URL('./footer-icons.svg', import.meta.url), 'utf8');
  const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);

  it('has a glyph for every network and the plain link, and a drawing for every delivery option', () => {
    const networks: (SocialNetwork | 'link')[] = [
      'facebook',
      'instagram',
      'youtube',
      'tiktok',
      'linkedin',
      'x',
      'pinterest',
      'link',
    ];
    expect(symbols).toEqual([
      ...networks.map((network) => `social-${network}`),
      ...DELIVERY_DRAWINGS.map((key) => `delivery-${key}`),
    ]);
  });

  it('draws a glyph as one element masked by its drawing (icon-masks.css)', () => {
    expect(renderToStaticMarkup(<SocialIcon network={null} />)).toBe(
      '<span class="line-icon i-social-link" style="--icon-size:20px" aria-hidden="true"></span>',
    );
    const masks = readFileSync(new URL('../icons/icon-masks.css', import.meta.url), 'utf8');
    for (const id of symbols) expect(masks).toContain(`.i-${id} {`);
  });
});
