// Bundles the API for production: dist/server.js (the API: it runs production-env.js, then the bundle
// dist/api-server.js) and the command-line tools beside it:
// dist/generate.js (demo data), dist/impersonate.js (impersonation URL), dist/newsletter-export.js
// (subscribers CSV), dist/content-export.js and dist/content-import.js (content JSON files),
// dist/order-fulfil.js (fulfils an order), dist/review-links.js (review links of an order),
// dist/stock-set.js (variant stock), dist/catalogue-export.js (the catalogue as CSV or JSON), dist/return-state.js (moves a return along its states),
// dist/admin-create.js (back-office administrators) and dist/demo-prepare.js (the demo shop's first-start
// work, run by the API in a child process).
// npm packages stay external (resolved from node_modules at run time); the workspace packages
// (@shop/*) are TypeScript sources, so they are bundled in.
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = dirname(fileURLToPath(import.meta.url));

const ENTRY_POINTS = {
  'api-server': 'src/server.ts',
  generate: 'src/cli/generate.ts',
  impersonate: 'src/cli/impersonate.ts',
  'newsletter-export': 'src/cli/newsletter-export.ts',
  'content-export': 'src/cli/content-export.ts',
  'content-import': 'src/cli/content-import.ts',
  'order-fulfil': 'src/cli/order-fulfil.ts',
  'review-links': 'src/cli/review-links.ts',
  'stock-set': 'src/cli/stock-set.ts',
  'catalogue-export': 'src/cli/catalogue-export.ts',
  'catalogue-import': 'src/cli/catalogue-import.ts',
  'return-state': 'src/cli/return-state.ts',
  'admin-create': 'src/cli/admin-create.ts',
  'demo-prepare': 'src/cli/demo-prepare.ts',
};

/** Everything imported by bare name is external, except our own workspace packages. */
const externalExceptWorkspace = {
  name: 'external-except-workspace',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@shop/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const entryPoints = {};
for (const [name, source] of Object.entries(ENTRY_POINTS)) {
  if (existsSync(join(apiDir, source))) entryPoints[name] = join(apiDir, source);
  else console.warn(`build: skipping ${source} (not found)`);
}

// API_BUILD_DIR (a folder name inside apps/api) lets parallel work build side by side.
const outdir = join(apiDir, process.env.API_BUILD_DIR ?? 'dist');

await build({
  entryPoints,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'info',
  plugins: [externalExceptWorkspace],
  // Bundled CommonJS code may call require(); ESM has none, so give it one.
  banner: {
    js: "import { createRequire as __shopCreateRequire } from 'node:module'; const require = __shopCreateRequire(import.meta.url);",
  },
});

// The API's entry. An ES module's imports run before its own code, and the bundle imports its npm packages
// (React for the mails among them) at its top, so NODE_ENV must be set by a module imported before it.
writeFileSync(
  join(outdir, 'server.js'),
  "// Written by build.mjs: NODE_ENV first (production-env.js), then the API.\nimport '../production-env.js';\nimport './api-server.js';\n",
);
