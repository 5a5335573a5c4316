import path from 'node:path';

/**
 * How the client build groups the code every shop page loads (ADR 0048, "First-load JS"). Each file of a
 * first load is a request and is compressed on its own, so the code every page needs goes into two chunks
 * instead of some thirty small ones:
 * - `framework`: React (Preact's compatibility layer in the production build, ADR 0071), React Router and the
 *   ICU message runtime (it changes with a dependency update only, so browsers keep it across releases);
 * - `shell`: the modules the client entry, the root route and the two page layouts import statically (header,
 *   footer, providers, routing, translations): every page runs them;
 * - `cards`: the product card and grid with what they import beyond the shell: the home page, listings, search
 *   and product pages all show cards, and Rolldown's default splitting made four small files of them.
 * Everything else (route modules, code behind `import()`) keeps Rolldown's default splitting.
 */

interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

const FRAMEWORK =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|preact|react-router|intl-messageformat|@formatjs[\\/][^\\/]+)[\\/]/;

/** The modules whose static imports every page runs: the client entry, the root route, the layouts. */
export const SHELL_ROOTS = [
  'app/entry.client.tsx',
  'app/root.tsx',
  'app/routes/main-layout.tsx',
  'app/routes/checkout-layout.tsx',
  // The listing cards' codec (ADR 0048, "Listing cards"): the listings and the analytics (shell extras) both
  // read it, and on its own it would be one more first-load file for a few hundred bytes.
  'app/components/product-card/packed-cards.ts',
  // Helpers of a few hundred bytes most pages' routes import (page titles and alternates, category links):
  // each was a first-load file of its own.
  'app/shell/route-meta.ts',
  'app/components/home/taxon-href.ts',
];

/** The roots of the `cards` chunk: a product grid and its cards. */
export const CARDS_ROOTS = ['app/components/product-card/product-grid.tsx'];

/** Every module reachable from the roots through static imports (never through `import()`). */
export function staticallyReachable(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    queue.push(...info.importedIds);
  }
  return seen;
}

/** The chunk a client module goes to: 'framework', 'shell', 'cards', or null for Rolldown's default splitting. */
export function clientChunkNamer(appRoot: string) {
  const roots = SHELL_ROOTS.map((file) => path.resolve(appRoot, file));
  const cardRoots = CARDS_ROOTS.map((file) => path.resolve(appRoot, file));
  let shell: Set<string> | null = null;
  let cards: Set<string> | null = null;
  return (moduleId: string, graph: ModuleGraph): string | null => {
    if (FRAMEWORK.test(moduleId)) return 'framework';
    shell ??= staticallyReachable(graph, roots);
    cards ??= staticallyReachable(graph, cardRoots);
    // The client entry stays its own small file (the document's script names it); what it imports goes here.
    if (shell.has(moduleId)) return moduleId !== roots[0] ? 'shell' : null;
    return cards.has(moduleId) ? 'cards' : null;
  };
}

/**
 * Rolldown's groups for the chunks above, one per chunk with falling priority: a group also takes the
 * dependencies of what it captures unless a group of higher priority has them (React Router for the cards,
 * say), so the framework goes first, then the shell, then the cards.
 */
export function clientChunkGroups(appRoot: string) {
  const chunkOf = clientChunkNamer(appRoot);
  const only = (chunk: string) => (moduleId: string, graph: ModuleGraph) =>
    chunkOf(moduleId, graph) === chunk ? chunk : null;
  return [
    { name: 'framework', test: FRAMEWORK, priority: 30 },
    { name: only('shell'), priority: 20 },
    { name: only('cards'), priority: 10 },
  ];
}
