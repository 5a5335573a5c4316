import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { clientChunkNamer } from './client-chunks.ts';

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

export default defineConfig({
  plugins: [clientMessageFormatWithoutParser(), reactRouter()],
  environments: {
    client: {
      build: {
        // The code every page loads in two files (client-chunks.ts, ADR 0048).
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: clientChunkNamer(import.meta.dirname) }] } },
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
});
