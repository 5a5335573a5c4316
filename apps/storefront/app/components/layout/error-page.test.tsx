import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGS } from '~/i18n/error-catalogs.ts';
import { I18nProvider } from '~/i18n/i18n-context.tsx';
import { linkText, renderInShop, tagWith } from '../testing/render-in-shop.tsx';
import { ErrorPage } from './index.ts';

describe('ErrorPage', () => {
  it('shows 404 with the not-found texts and a button home', () => {
    const html = renderInShop(<ErrorPage status={404} />, { url: '/nera-tokio' });
    expect(tagWith(html, 'data-testid="error-page"')).toMatch(/^<section/);
    expect(html).toContain('<span aria-hidden="true">404</span>');
    expect(html).toMatch(/<h1[^>]*>Puslapis nerastas<\/h1>/);
    expect(html).toContain('Šis puslapis nerastas');
    expect(linkText(html, '/')).toBe('Į pradžios puslapį');
  });

  it('shows the default texts for any other status, linking to the home page of the URL locale', () => {
    const html = renderInShop(<ErrorPage status={503} />, { url: '/en/cart', locale: 'en' });
    expect(html).toContain('<span aria-hidden="true">503</span>');
    expect(html).toMatch(/<h1[^>]*>Internal server error<\/h1>/);
    expect(html).toContain('Unknown middleware');
    expect(linkText(html, '/en')).toBe('Go to home page');
  });

  it('works with only the error texts, when the shop itself could not be loaded', () => {
    const Stub = createRoutesStub([
      {
        path: '/en/*',
        Component: () => (
          <I18nProvider locale="en" catalog={ERROR_CATALOGS.en}>
            <ErrorPage status={500} />
          </I18nProvider>
        ),
      },
    ]);
    const html = renderToString(<Stub initialEntries={['/en/anything']} />);
    expect(html).toContain('Internal server error');
    expect(linkText(html, '/en')).toBe('Go to home page');
  });
});
