// @ts-check
// The storefront's client JavaScript budget (house guide, section 2: "Client JS is a budget, not an
// afterthought: measure it"). For a page: the JS a browser downloads on a first load with an empty cache,
// found in the SSR HTML the way a browser finds it and fetched from the running storefront. For reference:
// every JS file the client build ships. Sizes are raw bytes and gzip bytes computed here per file.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** zlib's best compression: close to what a static pre-compression step would serve. */
export const GZIP_LEVEL = 9;
const JS_FILE = /\.m?js$/i;
/** A module specifier that names a JS file by path, e.g. "/assets/root-BxHNkspV.js" or "./links-Du6.js". */
const JS_SPECIFIER = /^(?:\.{1,2}\/|\/)[^\s"'`]*\.m?js(?:\?[^\s"'`]*)?$/;
/** `import ... from "x"`, `import "x"`, `export ... from "x"`; the specifier is checked with JS_SPECIFIER. */
const STATIC_IMPORT = /(?<![\w$.])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?(["'])([^"'\n]+)\1/g;
/** `import("x")` with a literal specifier. */
const DYNAMIC_IMPORT = /(?<![\w$.])import\s*\(\s*(["'])([^"'\n]+)\1\s*\)/g;

/**
 * @typedef {'script src' | 'modulepreload' | 'inline import' | 'static import'} AssetSource how the file
 *   was found: in the HTML, or only as a static import of another JS file (a request waterfall)
 * @typedef {object} JsAsset
 * @property {string} path URL path on the storefront
 * @property {number} rawBytes
 * @property {number} gzipBytes
 * @property {AssetSource} foundBy
 * @typedef {object} PageClientJs
 * @property {string} name
 * @property {string} path the requested path
 * @property {number} status of the HTML response
 * @property {number} htmlRawBytes the whole SSR document
 * @property {number} htmlGzipBytes
 * @property {number} inlineScriptBytes raw bytes inside inline `<script>` elements (route manifest, loader data)
 * @property {number} elements HTML elements in the document (start tags outside scripts, styles and comments)
 * @property {number} files JS files downloaded for the first load
 * @property {number} rawBytes sum over those files
 * @property {number} gzipBytes sum over those files, each gzipped on its own
 * @property {JsAsset[]} assets
 * @property {string[]} errors failed requests; the figures then leave those files out
 * @typedef {object} BuildClientJs
 * @property {string} folder
 * @property {number} files
 * @property {number} rawBytes
 * @property {number} gzipBytes
 * @typedef {object} ClientJsReport
 * @property {string} compression how gzip sizes were computed
 * @property {PageClientJs[]} pages
 * @property {BuildClientJs} build
 */

/** @param {Uint8Array} bytes */
const gzipSize = (bytes) => gzipSync(bytes, { level: GZIP_LEVEL }).length;

/** @param {string} value */
function decodeEntities(value) {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The attributes of a start tag (the text after its name), names lower-cased; a bare attribute is "".
 * @param {string} text
 * @returns {Map<string, string>}
 */
export function parseAttributes(text) {
  /** @type {Map<string, string>} */
  const attributes = new Map();
  for (const match of text.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = match[1]?.toLowerCase();
    if (name && !attributes.has(name))
      attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

/**
 * JS file specifiers in module code: static imports and re-exports, and optionally `import("...")` with a
 * literal. Only specifiers that name a .js/.mjs file by path count, which keeps look-alikes in strings out.
 * @param {string} code
 * @param {{ dynamic: boolean }} options
 * @returns {string[]}
 */
export function moduleSpecifiers(code, { dynamic }) {
  const patterns = dynamic ? [STATIC_IMPORT, DYNAMIC_IMPORT] : [STATIC_IMPORT];
  /** @type {{ index: number, specifier: string }[]} */
  const found = [];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) {
      const specifier = match[2];
      if (specifier && JS_SPECIFIER.test(specifier)) found.push({ index: match.index, specifier });
    }
  }
  return found.sort((a, b) => a.index - b.index).map((entry) => entry.specifier);
}

/**
 * What an SSR document makes a browser download as JS: `<script type="module" src>`,
 * `<link rel="modulepreload" href>`, and the imports (static and `import("...")`) of inline module scripts.
 * Other inline scripts (loader data, the route manifest object) are code, not downloads.
 * @param {string} html
 * @returns {{ specifiers: { specifier: string, source: AssetSource }[], inlineScriptBytes: number }}
 */
export function findClientScripts(html) {
  /** @type {{ index: number, specifier: string, source: AssetSource }[]} */
  const found = [];
  let inlineScriptBytes = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = parseAttributes(match[1] ?? '');
    const body = match[2] ?? '';
    const type = (attributes.get('type') ?? '').trim().toLowerCase();
    const src = attributes.get('src');
    if (src !== undefined) {
      if (type === 'module') found.push({ index: match.index, specifier: src, source: 'script src' });
      continue;
    }
    inlineScriptBytes += Buffer.byteLength(body);
    if (type !== 'module') continue;
    for (const specifier of moduleSpecifiers(body, { dynamic: true })) {
      found.push({ index: match.index, specifier, source: 'inline import' });
    }
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attributes = parseAttributes(match[1] ?? '');
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href = attributes.get('href');
    if (href && rel.includes('modulepreload')) {
      found.push({ index: match.index, specifier: href, source: 'modulepreload' });
    }
  }
  found.sort((a, b) => a.index - b.index);
  return { specifiers: found.map(({ specifier, source }) => ({ specifier, source })), inlineScriptBytes };
}

/**
 * How many elements an HTML document has, as a parser would count them: start tags, leaving out the text of
 * `<script>`, `<style>`, `<textarea>` and `<title>` elements and comments (their content is not markup).
 * @param {string} html
 */
export function countElements(html) {
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|textarea|title)\b([^>]*)>[\s\S]*?<\/\1\s*>/gi, '<$1$2>');
  return (markup.match(/<[a-zA-Z][^\s/>]*/g) ?? []).length;
}

/**
 * A storefront path for a taxon list in the default URL mode: "/c/{slug}-{id}" (slugs of nested taxons
 * keep their slashes, as apps/storefront/app/routing/path-match.ts builds them).
 * @param {{ slug: string, id: number }} taxon
 */
export function taxonListPath({ slug, id }) {
  return `/c/${slug.replace(/^\/+|\/+$/g, '')}-${id}`;
}

/**
 * First load of one page: the HTML, then every JS file it names, then every file those import statically
 * (a browser fetches those too, later if they were not preloaded). Dynamic imports inside the files are
 * left out: they load on demand.
 * @param {object} options
 * @param {string} options.name
 * @param {string} options.baseUrl the storefront, e.g. http://127.0.0.1:3000
 * @param {string} options.path
 * @returns {Promise<PageClientJs>}
 */
export async function measurePageClientJs({ name, baseUrl, path: pagePath }) {
  /** @type {string[]} */
  const errors = [];
  const response = await fetch(new URL(pagePath, baseUrl), { headers: { accept: 'text/html' } });
  const document = Buffer.from(await response.arrayBuffer());
  /** @type {PageClientJs} */
  const result = {
    name,
    path: pagePath,
    status: response.status,
    htmlRawBytes: document.length,
    htmlGzipBytes: gzipSize(document),
    inlineScriptBytes: 0,
    elements: 0,
    files: 0,
    rawBytes: 0,
    gzipBytes: 0,
    assets: [],
    errors,
  };
  if (response.status !== 200) {
    errors.push(`GET ${pagePath} answered ${response.status}`);
    return result;
  }
  const pageUrl = response.url || new URL(pagePath, baseUrl).href;
  const html = document.toString('utf8');
  const { specifiers, inlineScriptBytes } = findClientScripts(html);
  result.inlineScriptBytes = inlineScriptBytes;
  result.elements = countElements(html);

  /** @type {{ url: URL, source: AssetSource }[]} */
  const queue = [];
  const seen = new Set();
  /** @param {string} specifier @param {string} base @param {AssetSource} source */
  const enqueue = (specifier, base, source) => {
    const url = new URL(specifier, base);
    url.hash = '';
    if (seen.has(url.href)) return;
    seen.add(url.href);
    queue.push({ url, source });
  };
  for (const { specifier, source } of specifiers) enqueue(specifier, pageUrl, source);

  // One request at a time: the figures are sizes, not timings, and the machine is shared.
  for (let next = queue.shift(); next; next = queue.shift()) {
    const { url, source } = next;
    const label = `${url.pathname}${url.search}`;
    let body;
    try {
      const asset = await fetch(url);
      body = Buffer.from(await asset.arrayBuffer());
      if (asset.status !== 200) {
        errors.push(`GET ${label} answered ${asset.status}`);
        continue;
      }
    } catch (error) {
      errors.push(`GET ${label} failed: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    result.assets.push({ path: label, rawBytes: body.length, gzipBytes: gzipSize(body), foundBy: source });
    for (const specifier of moduleSpecifiers(body.toString('utf8'), { dynamic: false })) {
      const imported = new URL(specifier, url);
      if (imported.origin === url.origin) enqueue(imported.href, url.href, 'static import');
    }
  }
  result.files = result.assets.length;
  result.rawBytes = result.assets.reduce((sum, asset) => sum + asset.rawBytes, 0);
  result.gzipBytes = result.assets.reduce((sum, asset) => sum + asset.gzipBytes, 0);
  return result;
}

/**
 * Every JS file of the client build, for reference: what the whole storefront could ever load.
 * @param {string} folder e.g. apps/storefront/build/client/assets (absolute)
 * @param {string} label how the report names the folder
 * @returns {Promise<BuildClientJs>}
 */
export async function measureBuildClientJs(folder, label) {
  const result = { folder: label, files: 0, rawBytes: 0, gzipBytes: 0 };
  const names = (await readdir(folder, { recursive: true })).filter((name) => JS_FILE.test(name)).sort();
  for (const name of names) {
    const body = await readFile(path.join(folder, name));
    result.files += 1;
    result.rawBytes += body.length;
    result.gzipBytes += gzipSize(body);
  }
  return result;
}

/**
 * @param {object} options
 * @param {string} options.baseUrl the running storefront
 * @param {{ name: string, path: string }[]} options.pages
 * @param {string} options.buildFolder absolute path of the client assets folder
 * @param {string} options.buildLabel
 * @returns {Promise<ClientJsReport>}
 */
export async function measureClientJs({ baseUrl, pages, buildFolder, buildLabel }) {
  /** @type {PageClientJs[]} */
  const measured = [];
  for (const page of pages) measured.push(await measurePageClientJs({ ...page, baseUrl }));
  return {
    compression: `gzip level ${GZIP_LEVEL} (node:zlib gzipSync), each file on its own`,
    pages: measured,
    build: await measureBuildClientJs(buildFolder, buildLabel),
  };
}
