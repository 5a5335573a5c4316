// @ts-check
import path from 'node:path';
import { repoRoot } from './repo.mjs';

/**
 * @typedef {{ passed: number, failed: number, skipped: number }} Counts
 * @typedef {{ fullName?: string, title?: string, status: string }} AssertionResult
 * @typedef {{ name: string, status: string, message?: string, assertionResults?: AssertionResult[] }} FileResult
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
 * @returns {{ totals: Counts, byProject: Record<string, Counts>, failures: string[] }}
 */
export function summariseVitestReport(report) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  /** @type {Record<string, Counts>} */
  const byProject = {};
  /** @type {string[]} */
  const failures = [];
  for (const file of report.testResults ?? []) {
    const project = projectOf(file.name);
    const counts = (byProject[project] ??= { passed: 0, failed: 0, skipped: 0 });
    const relativeName = path.relative(repoRoot, file.name);
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
  return { totals, byProject, failures };
}
