import { createContext, useContext } from 'react';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';

/** The text of a built stylesheet by its public href, or undefined to link it instead. */
export type StylesheetReader = (href: string) => string | undefined;

/** Provided by entry.server.tsx only: the browser never has the stylesheet texts. */
export const StylesheetReaderContext = createContext<StylesheetReader | null>(null);

/** One React stylesheet precedence for every route stylesheet, so they keep the routes' order. */
export const ROUTE_STYLE_PRECEDENCE = 'route';

function inlinedInDocument(href: string): boolean {
  if (typeof document === 'undefined') return false;
  const value = href.replaceAll('\\', '\\\\').replaceAll('"', '\\"');
  return document.querySelector(`style[data-href~="${value}"]`) !== null;
}

/** A stylesheet's file: the build lists some hrefs with a trailing `#` as well. */
export function stylesheetFile(href: string): string {
  return href.replace(/[?#].*$/, '');
}

/** A built stylesheet of the matched routes; `shared` when the root route (every page) needs it. */
export interface RouteStylesheet {
  href: string;
  shared: boolean;
}

/** The built stylesheets of the matched routes, root first, each file once. */
export function useRouteStylesheets(): RouteStylesheet[] {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  const routes = framework?.manifest.routes ?? {};
  const byFile = new Map<string, RouteStylesheet>();
  for (const match of matches) {
    for (const href of routes[match.id]?.css ?? []) {
      const file = stylesheetFile(href);
      if (!byFile.has(file)) byFile.set(file, { href, shared: match.id === 'root' });
    }
  }
  return [...byFile.values()];
}

/**
 * The route stylesheets, in place of React Router's <Links /> (no route exports `links`; see ADR 0007).
 * The root's stylesheet (the shell every page shares, 26 KB) is linked: the browser keeps the immutable
 * file for every later page instead of reading it again in each page's HTML, and React writes the link at
 * the top of <head>, before the module preloads. The pages' own stylesheets are written as inline <style>s
 * that React places just after it. In the browser the same elements find those <style>s again (React
 * matches them by data-href), and a stylesheet a client navigation needs for the first time is linked;
 * React holds that navigation's commit until it has loaded.
 */
export function RouteStylesheets() {
  const stylesheets = useRouteStylesheets();
  const readStylesheet = useContext(StylesheetReaderContext);
  return stylesheets.map(({ href, shared }) => {
    const text = shared ? undefined : readStylesheet?.(href);
    if (text !== undefined || inlinedInDocument(href)) {
      return (
        <style key={href} href={href} precedence={ROUTE_STYLE_PRECEDENCE}>
          {text ?? ''}
        </style>
      );
    }
    return <link key={href} rel="stylesheet" href={href} precedence={ROUTE_STYLE_PRECEDENCE} />;
  });
}
