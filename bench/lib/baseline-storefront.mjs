// @ts-check
// An older build of the storefront for issue 21's "≥ 4× today's requests per second in the same bench run":
// BENCH_BASELINE_REF=<commit> checks that commit out in a temporary git worktree, installs it (npm ci) and builds
// its storefront there, then starts its own server.js against the API of this run and measures its home page with
// the same series as this build (bench/storefront-pages.mjs). The worktree is removed afterwards.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '../../scripts/lib/ports.mjs';
import { startProcess } from '../../scripts/lib/processes.mjs';
import { repoRoot } from '../../scripts/lib/repo.mjs';
import { STOREFRONT_READY_TIMEOUT_MS } from '../../scripts/lib/shop-processes.mjs';
import { waitForHttp } from '../../scripts/lib/wait-for-http.mjs';

/**
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 */
async function run(command, args, cwd) {
  // npm's progress and warnings would drown the bench's own lines; its errors still show.
  const exit = await new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });
  if (exit !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit code ${exit})`);
}

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
  const git = (/** @type {string[]} */ args) =>
    execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
  const commit = git(['rev-parse', '--short', `${ref}^{commit}`]);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-baseline-'));
  rmSync(dir, { recursive: true, force: true });
  git(['worktree', 'add', '--detach', dir, commit]);
  try {
    log(`storefront baseline: npm ci and the storefront build of ${commit} in ${dir} (minutes)`);
    await run('npm', ['ci', '--no-audit', '--no-fund'], dir);
    await run('npm', ['run', 'build', '--workspace', '@shop/storefront'], dir);
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
  } finally {
    try {
      git(['worktree', 'remove', '--force', dir]);
    } catch {
      rmSync(dir, { recursive: true, force: true });
      git(['worktree', 'prune']);
    }
  }
}
