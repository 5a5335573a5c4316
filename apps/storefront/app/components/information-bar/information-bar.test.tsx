import type { InformationBar } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { MainLayout } from '../layout/index.ts';
import { renderInShop, tagWith } from '../testing/render-in-shop.tsx';

const bar: InformationBar = {
  id: 1,
  code: 'shop-news',
  scope: 'global',
  messages: [
    {
      id: 10,
      description: '<strong>Nemokamas</strong> pristatymas',
      backgroundColor: '#2f5d50',
      textColor: '#ffffff',
    },
    { id: 11, description: 'Antra žinutė', backgroundColor: '#b4533a', textColor: '#ffffff' },
  ],
};

describe('information bar in the main layout', () => {
  it('goes above the header with the first message, its colours and the arrows when several apply', () => {
    const html = renderInShop(<MainLayout informationBar={bar}>x</MainLayout>);
    expect(html.indexOf('data-testid="information-bar"')).toBeLessThan(
      html.indexOf('data-testid="site-header"'),
    );
    expect(tagWith(html, 'data-testid="information-bar"')).toContain(
      'background-color:#2f5d50;color:#ffffff',
    );
    expect(html).toContain('<strong>Nemokamas</strong> pristatymas');
    expect(html).not.toContain('Antra žinutė');
    expect(html).toContain('data-testid="information-bar-next"');
    // The mega-menu trigger is only held after a route change, never on the first render.
    expect(html).not.toMatch(/<button[^>]*disabled[^>]*data-testid="mega-menu-trigger/);
  });

  it('shows no arrows for a single message and nothing without a bar', () => {
    const single = renderInShop(
      <MainLayout informationBar={{ ...bar, messages: [bar.messages[0]!] }}>x</MainLayout>,
    );
    expect(single).toContain('data-testid="information-bar"');
    expect(single).not.toContain('information-bar-next');
    expect(renderInShop(<MainLayout>x</MainLayout>)).not.toContain('data-testid="information-bar"');
  });
});
