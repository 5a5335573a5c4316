import { inject } from 'vitest';

/** What global-setup.ts started, handed to the test files through Vitest's provide/inject. */
export interface ShopUnderTest {
  apiUrl: string;
  webUrl: string;
  b2bUrl: string;
  chromiumPath: string;
  /** Where the API writes mail as .eml files (no SMTP server in the tests). */
  outboxDir: string;
}

/**
 * ready: the shop runs; skipped: no Chromium outside CI; failed: the shop could not be started (or no Chromium
 * under CI=true) — the tests then fail with the reason, while the other Vitest projects still run.
 */
export type BrowserTestSetup =
  | { status: 'ready'; shop: ShopUnderTest }
  | { status: 'skipped'; reason: string }
  | { status: 'failed'; reason: string };

declare module 'vitest' {
  export interface ProvidedContext {
    browserTestSetup: BrowserTestSetup;
  }
}

/** True when the browser tests are to be skipped (describe.skipIf). */
export function browserTestsSkipped(): boolean {
  return inject('browserTestSetup').status === 'skipped';
}

/** The running shop; throws the start-up failure so each browser test reports it. */
export function requireShop(): ShopUnderTest {
  const setup = inject('browserTestSetup');
  if (setup.status === 'ready') return setup.shop;
  throw new Error(`The shop for the browser tests is not running: ${setup.reason}`);
}
