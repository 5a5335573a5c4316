import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core with all its default rules in the page and returns the serious and critical violations. */
export async function seriousAccessibilityViolations(page: Page): Promise<Result[]> {
  await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } }).axe.run(document),
  );
  return results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}

/** One readable line per violation and offending element, for the assertion message. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes
          .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
          .join('\n'),
    )
    .join('\n');
}

/** The colour-contrast violations (any impact) of the elements matching `selector`. */
export async function contrastViolations(page: Page, selector: string): Promise<Result[]> {
  await page.evaluate(axeSource);
  const results = await page.evaluate(
    (target) =>
      (
        window as unknown as {
          axe: { run: (context: string, options: object) => Promise<AxeResults> };
        }
      ).axe.run(target, { runOnly: { type: 'rule', values: ['color-contrast'] } }),
    selector,
  );
  return results.violations;
}
