// @ts-check
// An older build of this repository for issue 21's "in the same bench run" comparisons: the commit is checked
// out in a temporary git worktree, installed (npm ci) and the named workspaces built there; the worktree is
// removed afterwards. Used by the storefront's baseline home page (baseline-storefront.mjs) and the checkout's
// baseline orders per second (checkout-api.mjs).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/repo.mjs';

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
 * Checks `ref` out, installs it and builds `workspaces`, runs `use` on it and removes the worktree.
 * @template T
 * @param {object} options
 * @param {string} options.ref a commit, tag or branch of this repository
 * @param {string[]} options.workspaces e.g. ['@shop/api']
 * @param {(message: string) => void} options.log
 * @param {(baseline: { dir: string, commit: string }) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function withBaselineWorktree({ ref, workspaces, log }, use) {
  const git = (/** @type {string[]} */ args) =>
    execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
  const commit = git(['rev-parse', '--short', `${ref}^{commit}`]);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-baseline-'));
  rmSync(dir, { recursive: true, force: true });
  git(['worktree', 'add', '--detach', dir, commit]);
  try {
    log(`baseline: npm ci and the build of ${workspaces.join(', ')} at ${commit} in ${dir} (minutes)`);
    await run('npm', ['ci', '--no-audit', '--no-fund'], dir);
    for (const workspace of workspaces) await run('npm', ['run', 'build', '--workspace', workspace], dir);
    return await use({ dir, commit });
  } finally {
    try {
      git(['worktree', 'remove', '--force', dir]);
    } catch {
      rmSync(dir, { recursive: true, force: true });
      git(['worktree', 'prune']);
    }
  }
}
