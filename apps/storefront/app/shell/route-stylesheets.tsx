import { useContext } from 'react';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';

/** One React stylesheet precedence for every route stylesheet, so they keep the routes' order. */
export const ROUTE_STYLE_PRECEDENCE = 'route';

/** A stylesheet's file: the build lists some hrefs with a trailing `#` as well. */
function stylesheetFile(href: string): string {
  return href.replace(/[?#].*$/, '');
}

/** The built stylesheets of the matched routes, root first, each file once. */
export function useRouteStylesheets(): string[] {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  const routes = framework?.manifest.routes ?? {};
  const byFile = new Map<string, string>();
  for (const match of matches) {
    for (const href of routes[match.id]?.css ?? []) {
      const file = stylesheetFile(href);
      if (!byFile.has(file)) byFile.set(file, href);
    }
  }
  return [...byFile.values()];
}

/**
 * The route stylesheets, in place of React Router's <Links /> (no route exports `links`; see ADR 0007 and
 * its amendments). Each is a React stylesheet resource: React writes the links at the top of <head>, before
 * the module preloads, in the routes' order, and holds a client navigation's commit until a stylesheet it
 * needs for the first time has loaded (no flash of unstyled content). The files are hashed and immutable,
 * so a shopper's next pages read no CSS again; the HTML carries none (issue 21's 120 KiB budget).
 */
export function RouteStylesheets() {
  return useRouteStylesheets().map((href) => (
    <link key={href} rel="stylesheet" href={href} precedence={ROUTE_STYLE_PRECEDENCE} />
  ));
}
