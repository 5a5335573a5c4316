// @ts-check
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fromRoot, repoRoot } from './repo.mjs';
import { runCommand } from './processes.mjs';

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'build', '.react-router', '.data', 'coverage']);
const SHARED_INPUTS = [
  'packages/contracts/src',
  'packages/locale/src',
  'package-lock.json',
  'tsconfig.base.json',
];

/**
 * What each app's build reads and the files it writes; outputs older than any input are stale.
 * @type {Record<'api' | 'storefront', { workspace: string, outputs: string[], inputs: string[] }>}
 */
export const BUILD_TARGETS = {
  api: {
    workspace: '@shop/api',
    outputs: ['apps/api/dist/server.js', 'apps/api/dist/generate.js', 'apps/api/dist/demo-prepare.js'],
    inputs: ['apps/api/src', 'apps/api/build.mjs', 'apps/api/package.json', ...SHARED_INPUTS],
  },
  storefront: {
    workspace: '@shop/storefront',
    outputs: ['apps/storefront/build/server/index.js'],
    inputs: [
      'apps/storefront/app',
      'apps/storefront/preact',
      'apps/storefront/client-chunks.ts',
      'apps/storefront/public',
      'apps/storefront/react-router.config.ts',
      'apps/storefront/vite.config.ts',
      'apps/storefront/tsconfig.json',
      'apps/storefront/package.json',
      ...SHARED_INPUTS,
    ],
  },
};

/**
 * Newest modification time (ms) of a file or of any file below a folder; 0 when it does not exist.
 * @param {string} target absolute path
 * @returns {number}
 */
export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIPPED_FOLDERS.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/**
 * Why the target must be built, or null when its output is newer than all its inputs.
 * @param {'api' | 'storefront'} target
 * @returns {string | null}
 */
export function buildReason(target) {
  const { outputs, inputs } = BUILD_TARGETS[target];
  const missing = outputs.find((output) => !existsSync(fromRoot(output)));
  if (missing) return `${missing} is missing`;
  const outputTime = Math.min(...outputs.map((output) => statSync(fromRoot(output)).mtimeMs));
  const newer = inputs.find((input) => newestMtime(fromRoot(input)) > outputTime);
  return newer ? `${newer} changed since the last build` : null;
}

/**
 * Builds the targets that are stale (or all with `force`), one after another.
 * @param {object} options
 * @param {boolean} [options.force]
 * @param {(message: string) => void} options.log
 * @param {Array<'api' | 'storefront'>} [options.targets]
 * @returns {Promise<void>} rejects naming the target whose build failed
 */
export async function buildIfNeeded({ force = false, log, targets = ['api', 'storefront'] }) {
  for (const target of targets) {
    const reason = force ? 'a build was requested' : buildReason(target);
    if (!reason) {
      log(`${target}: build is up to date`);
      continue;
    }
    log(`${target}: building (${reason})`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const code = await runCommand(npm, ['run', 'build', '--workspace', BUILD_TARGETS[target].workspace], {
      cwd: repoRoot,
    });
    if (code !== 0)
      throw new Error(`Building the ${target} failed (exit code ${code}); see the output above.`);
  }
}
