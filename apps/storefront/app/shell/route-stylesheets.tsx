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

/** The built stylesheets of the matched routes, root first, each file once. */
export function useRouteStylesheetHrefs(): string[] {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  const routes = framework?.manifest.routes ?? {};
  const byFile = new Map<string, string>();
  for (const href of matches.flatMap((match) => routes[match.id]?.css ?? [])) {
    if (!byFile.has(stylesheetFile(href))) byFile.set(stylesheetFile(href), href);
  }
  return [...byFile.values()];
}

/**
 * The route stylesheets, in place of React Router's <Links /> (no route exports `links`; see ADR 0007).
 * The server writes each as an inline <style> that React places before the module preloads, so the
 * first paint waits for no stylesheet request. In the browser the same elements find those <style>s
 * again (React matches them by data-href), and a stylesheet a client navigation needs for the first
 * time is linked; React holds that navigation's commit until it has loaded.
 */
export function RouteStylesheets() {
  const hrefs = useRouteStylesheetHrefs();
  const readStylesheet = useContext(StylesheetReaderContext);
  return hrefs.map((href) => {
    const text = readStylesheet?.(href);
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
