import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { clientChunkGroups } from './client-chunks.ts';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
/** Text assets worth compressing; pictures and fonts are compressed already. */
const PRECOMPRESSED = /\.(?:js|mjs|css|svg|json|txt|xml|map)$/;

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip level 9) next to every hashed text asset of the
 * client build, once, so that the server sends them as they are instead of compressing on each request
 * (server-assets.js serves them; ADR 0051). Files under 1 KiB, or that would not shrink, are left alone.
 */
function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      const files = Object.keys(bundle).filter(
        (name) => name.startsWith('assets/') && PRECOMPRESSED.test(name),
      );
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const data = await readFile(file);
          if (data.length < 1024) return;
          const [gz, br] = await Promise.all([
            gzip(data, { level: 9 }),
            brotli(data, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
          ]);
          if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
          if (br.length < data.length) await writeFile(`${file}.br`, br);
        }),
      );
    },
  };
}

/**
 * The browser gets message catalogs already parsed (app/i18n/compile-catalog.ts), so its bundle uses the
 * ICU parser package's documented parser-less build; server code keeps the full parser.
 */
function clientMessageFormatWithoutParser(): Plugin {
  return {
    name: 'client-message-format-without-parser',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer) {
      if (source !== '@formatjs/icu-messageformat-parser') return null;
      return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { skipSelf: true });
    },
  };
}

/**
 * The browser build hydrates with Preact's compatibility layer instead of React DOM (ADR 0071): about 50 KiB
 * gzip less on every first load. The server renders with React as before, and so does `react-router dev`
 * (Fast Refresh, React's development warnings). `CLIENT_RUNTIME=react` builds the browser code on React.
 */
const PREACT_ALIASES: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': path.join(import.meta.dirname, 'preact/react-dom.ts'),
  'react-dom/client': path.join(import.meta.dirname, 'preact/client.ts'),
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

function clientOnPreact(): Plugin {
  return {
    name: 'client-on-preact',
    enforce: 'pre',
    apply: (_config, { command }) => command === 'build' && process.env.CLIENT_RUNTIME !== 'react',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer) {
      const target = PREACT_ALIASES[source];
      if (!target) return null;
      return this.resolve(target, importer, { skipSelf: true });
    },
  };
}

/**
 * Short CSS-module class names for the production build (ADR 0048, "HTML"): `_` and 7 base-36 characters of a
 * hash of the file (relative to the app) and the class, the same in the client and server builds. Class names are
 * about a tenth of a listing page's HTML with the default `_cardTitle_1i8ft_24`. Development keeps readable names.
 * Two classes that would get one name fail the build rather than share styles.
 */
function shortClassNames(root: string): (local: string, filename: string) => string {
  const owners = new Map<string, string>();
  return (local, filename) => {
    const owner = `${path
      .relative(root, filename.split('?')[0] ?? filename)
      .split(path.sep)
      .join('/')}:${local}`;
    const digest = createHash('sha256').update(owner).digest();
    const name = `_${digest.readBigUInt64BE(0).toString(36).slice(0, 7)}`;
    const previous = owners.get(name);
    if (previous !== undefined && previous !== owner) {
      throw new Error(`CSS classes ${previous} and ${owner} would both be ${name}: rename one of them`);
    }
    owners.set(name, owner);
    return name;
  };
}

export default defineConfig(({ command }) => ({
  css:
    command === 'build'
      ? { modules: { generateScopedName: shortClassNames(import.meta.dirname) } }
      : undefined,
  plugins: [clientOnPreact(), clientMessageFormatWithoutParser(), reactRouter(), precompressAssets()],
  environments: {
    client: {
      build: {
        // The code every page loads in two files (client-chunks.ts, ADR 0048).
        sourcemap: process.env.CLIENT_SOURCEMAP === '1',
        rolldownOptions: {
          output: { codeSplitting: { groups: clientChunkGroups(import.meta.dirname) } },
        },
      },
    },
    ssr: {
      build: {
        rolldownOptions: {
          // PlacedContentBlocks imports the blocks lazily so that browsers load them as a chunk of their own;
          // on the server one bundle is what we want, so Rolldown's note that the import cannot split it
          // (the home page imports the blocks directly) is expected there, not a warning.
          checks: { ineffectiveDynamicImport: false },
        },
      },
    },
  },
  resolve: { tsconfigPaths: true },
  define: {
    // The unprefixed locale is baked into the route tree at build time (ADR 0001); app code reads the same
    // setting through app/routing/build-default-locale.ts.
    __SHOP_DEFAULT_LOCALE_SETTING__: JSON.stringify(process.env.DEFAULT_LOCALE ?? ''),
  },
}));
