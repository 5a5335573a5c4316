import { defineConfig } from 'vitest/config';

// One Vitest run, four projects: shared packages, storefront units, API integration (real database),
// and browser tests (Chromium against the production build).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'packages', include: ['packages/*/test/**/*.test.ts'] } },
      // Each of these folders has its own vitest.config.ts naming its project.
      'apps/*/vitest.config.ts',
      'e2e/vitest.config.{ts,mts}',
    ],
  },
});
