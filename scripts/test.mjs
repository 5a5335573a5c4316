#!/usr/bin/env node
// @ts-check
// `npm test`: every check the project has — typecheck, lint, build, then all Vitest projects
// (packages, storefront, api, e2e) — with one summary at the end. Exit code 0 only when all passed.
// Usage: node scripts/test.mjs [--no-typecheck] [--no-lint] [--no-build] [extra vitest arguments]
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_INSTALL_HINT, findChromium, isCi } from './lib/chromium.mjs';
import { runCommand } from './lib/processes.mjs';
import { fromRoot, repoRoot } from './lib/repo.mjs';
import { summariseVitestReport } from './lib/vitest-report.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const STEP_FLAGS = /** @type {const} */ (['--no-typecheck', '--no-lint', '--no-build']);

/** @typedef {{ name: string, status: 'passed' | 'failed' | 'skipped', seconds: number, note?: string }} StepResult */

/**
 * @param {string} name
 * @param {() => Promise<number>} run
 * @returns {Promise<StepResult>}
 */
async function step(name, run) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const code = await run();
  return { name, status: code === 0 ? 'passed' : 'failed', seconds: (Date.now() - started) / 1000 };
}

/** @param {string} name @param {string} note @returns {StepResult} */
function skipped(name, note) {
  return { name, status: 'skipped', seconds: 0, note };
}

async function main() {
  const args = process.argv.slice(2);
  const vitestArgs = args.filter((arg) => !(/** @type {readonly string[]} */ (STEP_FLAGS).includes(arg)));
  const chromium = findChromium();
  const ci = isCi();
  if (!chromium.found) {
    console.log(
      ci
        ? `Chromium not found at ${chromium.path}: with CI=true the browser tests will FAIL. ${CHROMIUM_INSTALL_HINT}`
        : `Chromium not found at ${chromium.path}: the browser tests will be skipped. ${CHROMIUM_INSTALL_HINT}`,
    );
  }

  /** @type {StepResult[]} */
  const steps = [];
  steps.push(
    args.includes('--no-typecheck')
      ? skipped('typecheck', '--no-typecheck')
      : await step('typecheck', () => runCommand(npm, ['run', 'typecheck'], { cwd: repoRoot })),
  );
  steps.push(
    args.includes('--no-lint')
      ? skipped('lint', '--no-lint')
      : await step('lint', () => runCommand(npm, ['run', 'lint'], { cwd: repoRoot })),
  );
  const build = args.includes('--no-build')
    ? skipped('build', '--no-build')
    : await step('build', () => runCommand(npm, ['run', 'build'], { cwd: repoRoot }));
  steps.push(build);

  // Without a build the browser tests cannot start the shop; run the rest rather than nothing.
  const projectArgs =
    build.status === 'failed' && !vitestArgs.some((arg) => arg.startsWith('--project'))
      ? ['--project', 'packages', '--project', 'storefront', '--project', 'api']
      : [];
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'shop-test-report-'));
  const reportFile = path.join(reportDir, 'vitest.json');
  const vitest = await step('vitest', () =>
    runCommand(
      process.execPath,
      [
        fromRoot('node_modules/vitest/vitest.mjs'),
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${reportFile}`,
        ...projectArgs,
        ...vitestArgs,
      ],
      { cwd: repoRoot },
    ),
  );
  if (projectArgs.length > 0) vitest.note = 'browser tests not run: the build failed';
  steps.push(vitest);

  const report = existsSync(reportFile)
    ? summariseVitestReport(JSON.parse(readFileSync(reportFile, 'utf8')))
    : null;
  rmSync(reportDir, { recursive: true, force: true });
  printSummary({ steps, report, chromium, ci });
  process.exit(steps.some((result) => result.status === 'failed') ? 1 : 0);
}

/**
 * @param {object} options
 * @param {StepResult[]} options.steps
 * @param {ReturnType<typeof summariseVitestReport> | null} options.report
 * @param {{ path: string, found: boolean }} options.chromium
 * @param {boolean} options.ci
 */
function printSummary({ steps, report, chromium, ci }) {
  console.log('\n━━ npm test summary ━━');
  for (const result of steps) {
    const time = result.status === 'skipped' ? '' : `${result.seconds.toFixed(0)} s`;
    const note = result.note ? `  (${result.note})` : '';
    console.log(
      `  ${result.name.padEnd(10)} ${result.status.toUpperCase().padEnd(8)} ${time.padStart(6)}${note}`,
    );
  }
  if (report) {
    for (const [project, counts] of Object.entries(report.byProject)) {
      console.log(
        `  ${('· ' + project).padEnd(12)} ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` +
          `, files ${counts.seconds.toFixed(0)} s`,
      );
    }
    if (report.slowest.length > 0) console.log('  slowest files:');
    for (const { file, seconds } of report.slowest)
      console.log(`    ${seconds.toFixed(0).padStart(5)} s  ${file}`);
    for (const failure of report.failures.slice(0, 20)) console.log(`  ✗ ${failure}`);
    if (report.failures.length > 20) console.log(`  ✗ ... and ${report.failures.length - 20} more`);
  }
  if (!chromium.found && !ci) {
    console.log(`\n  Browser tests SKIPPED: Chromium not found at ${chromium.path}.`);
    console.log(`  ${CHROMIUM_INSTALL_HINT}`);
  }
  const failedSteps = steps.filter((result) => result.status === 'failed').map((result) => result.name);
  console.log(
    failedSteps.length === 0 ? '\nnpm test PASSED' : `\nnpm test FAILED: ${failedSteps.join(', ')}`,
  );
  // Last line in the plain "N passed, N failed, N skipped" form that CI logs are read for.
  const totals = report?.totals ?? { passed: 0, failed: 0, skipped: 0 };
  console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
