import { defineProject } from 'vitest/config';

// Storefront unit and route tests: plain Node (no DOM is installed), routes rendered with react-dom/server.
export default defineProject({
  resolve: { tsconfigPaths: true },
  define: {
    // Same build setting the app reads (see vite.config.ts); tests run with the default, unprefixed lt.
    __SHOP_DEFAULT_LOCALE_SETTING__: JSON.stringify(''),
  },
  test: {
    name: 'storefront',
    include: ['test/**/*.test.{ts,tsx}', 'app/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
