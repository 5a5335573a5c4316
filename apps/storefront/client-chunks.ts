import path from 'node:path';

/**
 * How the client build groups the code every shop page loads (ADR 0048, "First-load JS"). Each file of a
 * first load is a request and is compressed on its own, so the code every page needs goes into two chunks
 * instead of some thirty small ones:
 * - `framework`: React, React DOM, React Router and the ICU message runtime (it changes with a dependency
 *   update only, so browsers keep it across releases);
 * - `shell`: the modules the client entry, the root route and the two page layouts import statically (header,
 *   footer, providers, routing, translations): every page runs them.
 * Everything else (route modules, code behind `import()`) keeps Rolldown's default splitting.
 */

interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

const FRAMEWORK =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|intl-messageformat|@formatjs[\\/][^\\/]+)[\\/]/;

/** The modules whose static imports every page runs: the client entry, the root route, the layouts. */
export const SHELL_ROOTS = [
  'app/entry.client.tsx',
  'app/root.tsx',
  'app/routes/main-layout.tsx',
  'app/routes/checkout-layout.tsx',
  // The listing cards' codec (ADR 0048, "Listing cards"): the listings and the analytics (shell extras) both
  // read it, and on its own it would be one more first-load file for a few hundred bytes.
  'app/components/product-card/packed-cards.ts',
];

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

/** The chunk a client module goes to: 'framework', 'shell', or null for Rolldown's default splitting. */
export function clientChunkNamer(appRoot: string) {
  const roots = SHELL_ROOTS.map((file) => path.resolve(appRoot, file));
  let shell: Set<string> | null = null;
  return (moduleId: string, graph: ModuleGraph): string | null => {
    if (FRAMEWORK.test(moduleId)) return 'framework';
    shell ??= staticallyReachable(graph, roots);
    // The client entry stays its own small file (the document's script names it); what it imports goes here.
    return shell.has(moduleId) && moduleId !== roots[0] ? 'shell' : null;
  };
}
