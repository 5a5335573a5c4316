import { defineProject } from 'vitest/config';

// Browser tests: Chromium (playwright-core) against the production build of the API and both storefronts,
// which global-setup.ts starts once for the whole run. One file at a time: they share those servers, and
// the machines have two cores.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll gives up after 1 s by default: too short for a mail the job worker sends within ~2 s, or a
    // page that hydrates slowly on a busy 2-core machine. Every poll here waits up to 15 s unless it says more.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
