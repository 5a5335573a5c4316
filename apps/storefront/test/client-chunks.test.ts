import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientChunkNamer, SHELL_ROOTS, staticallyReachable } from '../client-chunks.ts';

const APP = '/shop/apps/storefront';
const at = (file: string) => path.resolve(APP, file);

/** A module graph as Rolldown's chunking context gives it: static imports only (import() is not listed). */
function graph(edges: Record<string, string[]>) {
  return {
    getModuleInfo: (id: string) => (id in edges ? { importedIds: edges[id] ?? [] } : null),
  };
}

const MODULES = graph({
  [at('app/entry.client.tsx')]: [at('node_modules/react-dom/client.js'), at('app/i18n/catalog-store.ts')],
  [at('app/root.tsx')]: [at('node_modules/react-router/dist/index.mjs'), at('app/shell/shop-providers.tsx')],
  [at('app/shell/shop-providers.tsx')]: [at('app/i18n/i18n-context.tsx')],
  [at('app/i18n/i18n-context.tsx')]: [at('node_modules/intl-messageformat/lib/index.js')],
  [at('app/i18n/catalog-store.ts')]: [],
  [at('app/routes/main-layout.tsx')]: [at('app/components/layout/main-layout.tsx')],
  // The loyalty popup's view is behind import(): the layout's module lists no static edge to it.
  [at('app/components/layout/main-layout.tsx')]: [at('app/components/loyalty/loyalty-modal.tsx')],
  [at('app/components/loyalty/loyalty-modal.tsx')]: [],
  [at('app/components/loyalty/loyalty-modal-view.tsx')]: [at('app/components/loyalty/loyalty-benefits.tsx')],
  [at('app/components/loyalty/loyalty-benefits.tsx')]: [],
  [at('app/routes/checkout-layout.tsx')]: [],
  [at('app/routes/product.tsx')]: [at('app/components/product/product-page.tsx')],
  [at('app/components/product/product-page.tsx')]: [
    at('app/i18n/i18n-context.tsx'),
    at('app/components/product-card/product-grid.tsx'),
  ],
  [at('app/components/product-card/product-grid.tsx')]: [
    at('app/components/product-card/product-card.tsx'),
    at('app/i18n/i18n-context.tsx'),
  ],
  [at('app/components/product-card/product-card.tsx')]: [at('app/components/product-card/card-badges.ts')],
  [at('app/components/product-card/card-badges.ts')]: [],
  [at('node_modules/react-dom/client.js')]: [],
  [at('node_modules/react-router/dist/index.mjs')]: [],
  [at('node_modules/intl-messageformat/lib/index.js')]: [],
});

describe('client chunks (ADR 0048, first-load JS)', () => {
  it('follows static imports from the roots, never a module behind import()', () => {
    const reachable = staticallyReachable(
      MODULES,
      SHELL_ROOTS.map((file) => at(file)),
    );
    expect(reachable.has(at('app/i18n/i18n-context.tsx'))).toBe(true);
    expect(reachable.has(at('app/components/loyalty/loyalty-modal.tsx'))).toBe(true);
    expect(reachable.has(at('app/components/loyalty/loyalty-modal-view.tsx'))).toBe(false);
    expect(reachable.has(at('app/components/loyalty/loyalty-benefits.tsx'))).toBe(false);
    expect(reachable.has(at('app/components/product/product-page.tsx'))).toBe(false);
  });

  it('puts React, React Router and the message runtime in framework, what every page runs in shell', () => {
    const name = clientChunkNamer(APP);
    const chunkOf = (file: string) => name(at(file), MODULES);
    expect(chunkOf('node_modules/react-dom/client.js')).toBe('framework');
    expect(chunkOf('node_modules/react-router/dist/index.mjs')).toBe('framework');
    expect(chunkOf('node_modules/intl-messageformat/lib/index.js')).toBe('framework');
    expect(chunkOf('app/root.tsx')).toBe('shell');
    expect(chunkOf('app/shell/shop-providers.tsx')).toBe('shell');
    expect(chunkOf('app/i18n/catalog-store.ts')).toBe('shell');
    expect(chunkOf('app/components/layout/main-layout.tsx')).toBe('shell');
    // The client entry stays the small file the document names; routes and lazy code keep default splitting.
    expect(chunkOf('app/entry.client.tsx')).toBeNull();
    expect(chunkOf('app/components/product/product-page.tsx')).toBeNull();
    expect(chunkOf('app/components/loyalty/loyalty-modal-view.tsx')).toBeNull();
  });

  it('puts the product grid and what it imports beyond the shell in cards', () => {
    const name = clientChunkNamer(APP);
    const chunkOf = (file: string) => name(at(file), MODULES);
    expect(chunkOf('app/components/product-card/product-grid.tsx')).toBe('cards');
    expect(chunkOf('app/components/product-card/product-card.tsx')).toBe('cards');
    expect(chunkOf('app/components/product-card/card-badges.ts')).toBe('cards');
    // What the shell has stays there, even when the cards import it too.
    expect(chunkOf('app/i18n/i18n-context.tsx')).toBe('shell');
  });
});
