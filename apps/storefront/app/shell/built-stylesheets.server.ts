import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stylesheetFile } from './route-stylesheets.tsx';

/** A url() that is not a data URI or absolute would resolve against the page once inlined. */
function hasRelativeUrl(css: string): boolean {
  return [...css.matchAll(/url\(\s*['"]?([^'")\s]*)/gi)].some(
    ([, target = '']) => !/^(data:|https?:|\/)/i.test(target),
  );
}

/** The client build's folder: `client` beside the server build this module was bundled into. */
function findClientFolder(): string | null {
  let folder = path.dirname(fileURLToPath(import.meta.url));
  for (let level = 0; level < 3; level += 1) {
    const candidate = path.join(folder, 'client');
    if (existsSync(path.join(candidate, 'assets'))) return candidate;
    folder = path.dirname(folder);
  }
  return null;
}

/**
 * Reads built stylesheets (/assets/*.css) for inlining, once each. Anything else (the dev server's
 * hrefs, a missing file, CSS with relative url() references) answers undefined and stays a link.
 */
export function createBuiltStylesheetReader(clientFolder = findClientFolder()) {
  const texts = new Map<string, string | undefined>();
  return (href: string): string | undefined => {
    if (texts.has(href)) return texts.get(href);
    let text: string | undefined;
    const file = stylesheetFile(href);
    if (clientFolder && /^\/assets\/[\w.-]+\.css$/.test(file)) {
      try {
        const css = readFileSync(path.join(clientFolder, file), 'utf8');
        text = hasRelativeUrl(css) ? undefined : css;
      } catch {
        text = undefined;
      }
    }
    texts.set(href, text);
    return text;
  };
}
