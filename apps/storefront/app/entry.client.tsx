import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalog } from '~/i18n/catalog-store.ts';

/**
 * The page's message catalog is a cached file, not part of the loader data (ADR 0048): it is loaded (the
 * preload in the head has usually fetched it already) before React hydrates, so the first client render has
 * the same texts as the server's HTML. If it cannot be loaded, the page stays as the server rendered it:
 * readable, links and forms working, rather than hydrated with message keys.
 */
async function hydrate() {
  const href = document.querySelector('link[data-messages]')?.getAttribute('href');
  if (href) {
    try {
      await loadCatalog(href).catch(() => loadCatalog(href));
    } catch (error) {
      console.error('The page stays server-rendered: its messages could not be loaded', error);
      return;
    }
  }
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
