import { servedCatalogFile } from '~/i18n/catalogs.server.ts';
import type { Route } from './+types/messages';

/**
 * /resources/messages/{locale}-{scope}.{hash}.json: one locale's compiled message catalog (ADR 0048). The
 * name carries a hash of the content, so the browser keeps it for a year without asking again; a name whose
 * hash is not the current content (a page of an older release) is a 404 that nobody caches.
 */
export function loader({ params }: Route.LoaderArgs) {
  const json = servedCatalogFile(params.file);
  if (json === undefined) {
    return new Response('No such message catalog', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return new Response(json, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
