import { defineProject } from 'vitest/config';

// API integration tests run against a real database (PGlite in a temp folder, or PostgreSQL when
// DATABASE_URL is set). Files run one after another: each starts its own database, and the machines are small.
export default defineProject({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
