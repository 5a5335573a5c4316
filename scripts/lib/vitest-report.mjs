// @ts-check
import path from 'node:path';
import { repoRoot } from './repo.mjs';

/**
 * @typedef {{ passed: number, failed: number, skipped: number }} Counts
 * @typedef {{ fullName?: string, title?: string, status: string }} AssertionResult
 * @typedef {{ name: string, status: string, message?: string, startTime?: number, endTime?: number, assertionResults?: AssertionResult[] }} FileResult
 * @typedef {{ testResults?: FileResult[] }} VitestJsonReport
 */

/** The Vitest project a test file belongs to, from its folder (see vitest.config.ts). @param {string} file */
export function projectOf(file) {
  const relative = path.relative(repoRoot, file).split(path.sep).join('/');
  if (relative.startsWith('packages/')) return 'packages';
  if (relative.startsWith('apps/storefront/')) return 'storefront';
  if (relative.startsWith('apps/api/')) return 'api';
  if (relative.startsWith('e2e/')) return 'e2e';
  return 'other';
}

/**
 * Counts per project and in total from Vitest's JSON report. A file that failed without a failing test
 * (it did not load, or a hook threw) counts as one failure, so it cannot hide behind "0 failed".
 * @param {VitestJsonReport} report
 * @returns {{ totals: Counts, byProject: Record<string, Counts & { seconds: number }>, failures: string[], slowest: { file: string, seconds: number }[] }}
 */
export function summariseVitestReport(report) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  /** @type {Record<string, Counts & { seconds: number }>} */
  const byProject = {};
  /** @type {{ file: string, seconds: number }[]} */
  const durations = [];
  /** @type {string[]} */
  const failures = [];
  for (const file of report.testResults ?? []) {
    const project = projectOf(file.name);
    const counts = (byProject[project] ??= { passed: 0, failed: 0, skipped: 0, seconds: 0 });
    const relativeName = path.relative(repoRoot, file.name);
    if (typeof file.startTime === 'number' && typeof file.endTime === 'number') {
      const seconds = Math.max(0, file.endTime - file.startTime) / 1000;
      counts.seconds += seconds;
      durations.push({ file: relativeName, seconds });
    }
    let failedInFile = 0;
    for (const test of file.assertionResults ?? []) {
      const kind = test.status === 'passed' ? 'passed' : test.status === 'failed' ? 'failed' : 'skipped';
      counts[kind] += 1;
      totals[kind] += 1;
      if (kind === 'failed') {
        failedInFile += 1;
        failures.push(`${relativeName} > ${test.fullName ?? test.title ?? '(unnamed test)'}`);
      }
    }
    if (file.status === 'failed' && failedInFile === 0) {
      counts.failed += 1;
      totals.failed += 1;
      const firstLine = (file.message ?? '').split('\n')[0];
      failures.push(
        `${relativeName}: ${firstLine || 'failed outside any test (a hook or import; see the Vitest output above)'}`,
      );
    }
  }
  // The files that cost the suite most of its time, so its growth stays visible in every CI log.
  const slowest = durations.sort((a, b) => b.seconds - a.seconds).slice(0, 12);
  return { totals, byProject, failures, slowest };
}
