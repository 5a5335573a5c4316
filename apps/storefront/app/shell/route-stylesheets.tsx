import { useContext } from 'react';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';

/** One React stylesheet precedence for every route stylesheet, so they keep the routes' order. */
export const ROUTE_STYLE_PRECEDENCE = 'route';

/**
 * A stylesheet's file. React Router's build lists a file that lazy code also imports with a trailing `#`, so
 * that its <Links /> (which removes a route's links when the route goes) and Vite's loader of lazy chunks (which
 * adds a chunk's stylesheet unless a link with exactly its href is there) each keep their own link. The links
 * here are React stylesheet resources, which stay once inserted, so they carry the plain file: the loader of a
 * lazy chunk then finds the link and adds no second copy. A second copy came after the route stylesheets and
 * won the cascade against them (the shell's `ul[role=list]` reset over the listing's category chips: a layout
 * shift on hydration).
 */
function stylesheetFile(href: string): string {
  return href.replace(/[?#].*$/, '');
}

/** The built stylesheets of the matched routes, root first, each file once. */
export function useRouteStylesheets(): string[] {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  const routes = framework?.manifest.routes ?? {};
  const files = new Set<string>();
  for (const match of matches) {
    for (const href of routes[match.id]?.css ?? []) files.add(stylesheetFile(href));
  }
  return [...files];
}

/** Every route stylesheet this page has linked (browser only; the server renders each request's own). */
const linkedInBrowser = new Set<string>();

/**
 * The route stylesheets, in place of React Router's <Links /> (no route exports `links`; see ADR 0007 and
 * its amendments). Each is a React stylesheet resource: React writes the links at the top of <head>, before
 * the module preloads, in the routes' order, and holds a client navigation's commit until a stylesheet it
 * needs for the first time has loaded (no flash of unstyled content). The files are hashed and immutable,
 * so a shopper's next pages read no CSS again; the HTML carries none (issue 21's 120 KiB budget).
 */
export function RouteStylesheets() {
  const files = useRouteStylesheets();
  // In the browser a route stylesheet stays once linked, as React keeps its resources: a lazy chunk loaded on
  // an earlier page may use it (Vite's loader found the route's link and added none). Preact (ADR 0071) would
  // remove a link that the next render does not name.
  if (typeof document !== 'undefined') {
    for (const file of files) linkedInBrowser.add(file);
  }
  return (typeof document === 'undefined' ? files : [...linkedInBrowser]).map((href) => (
    <link key={href} rel="stylesheet" href={href} precedence={ROUTE_STYLE_PRECEDENCE} />
  ));
}
