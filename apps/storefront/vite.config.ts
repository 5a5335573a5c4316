import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { tsconfigPaths: true },
  define: {
    // The unprefixed locale is baked into the route tree at build time (ADR 0001); app code reads the same
    // setting through app/routing/build-default-locale.ts.
    __SHOP_DEFAULT_LOCALE_SETTING__: JSON.stringify(process.env.DEFAULT_LOCALE ?? ''),
  },
});
