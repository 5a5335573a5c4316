// @ts-check
// An older build of the storefront for issue 21's "≥ 4× today's requests per second in the same bench run":
// BENCH_BASELINE_REF=<commit> checks that commit out in a temporary git worktree, installs it (npm ci) and builds
// its storefront there (baseline-worktree.mjs), then starts its own server.js against the API of this run and
// measures its home page with the same series as this build (bench/storefront-pages.mjs).
import path from 'node:path';
import { findFreePort } from '../../scripts/lib/ports.mjs';
import { startProcess } from '../../scripts/lib/processes.mjs';
import { STOREFRONT_READY_TIMEOUT_MS } from '../../scripts/lib/shop-processes.mjs';
import { waitForHttp } from '../../scripts/lib/wait-for-http.mjs';
import { withBaselineWorktree } from './baseline-worktree.mjs';

/**
 * @param {object} options
 * @param {string} options.ref a commit, tag or branch of this repository
 * @param {string} options.apiUrl the API of this run
 * @param {NodeJS.ProcessEnv} options.env
 * @param {(message: string) => void} options.log
 * @param {(line: string) => void} options.output
 * @param {(label: string, url: string, pid: number | undefined) => Promise<void>} options.homeSeries measures
 *   the home page of a running storefront and adds it to the report
 * @returns {Promise<{ note: string }>}
 */
export async function measureBaselineHome({ ref, apiUrl, env, log, output, homeSeries }) {
  return withBaselineWorktree({ ref, workspaces: ['@shop/storefront'], log }, async ({ dir, commit }) => {
    const port = await findFreePort();
    const storefront = startProcess({
      name: 'web-baseline',
      command: process.execPath,
      args: [path.join(dir, 'apps/storefront/server.js')],
      cwd: path.join(dir, 'apps/storefront'),
      // A build that has the guest page cache renders every request too, as this build's first row does.
      env: { ...env, PORT: String(port), CHANNEL_CODE: 'web', API_URL: apiUrl, PAGE_CACHE_SECONDS: '0' },
      output,
    });
    try {
      const url = `http://127.0.0.1:${port}`;
      await waitForHttp(`${url}/`, {
        timeoutMs: STOREFRONT_READY_TIMEOUT_MS,
        isReady: (status) => status < 500,
        exited: storefront.exited,
        name: 'The baseline storefront',
      });
      const home = await fetch(`${url}/`);
      const html = await home.text();
      await homeSeries(`baseline ${commit}, as built then, page cache off`, url, storefront.child.pid);
      return {
        note:
          `Baseline: commit ${commit} (\`BENCH_BASELINE_REF=${ref}\`), installed and its storefront built in a ` +
          `temporary git worktree, its own server.js against this run's API (today's API: the baseline's ` +
          `requests per second are its storefront's with today's API answers). Its home page answered ` +
          `${home.status} with ${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB of HTML.`,
      };
    } finally {
      await storefront.stop();
    }
  });
}
