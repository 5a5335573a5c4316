import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { findRepoRoot } from '../paths.ts';

/**
 * The whole API's OpenAPI document as `/api/v2/docs` serves it, without a running server or a data folder:
 * the app is built on an empty in-memory database (building reads nothing from it) with every optional
 * module switched on (Stripe's webhook), so the document lists every operation the API can have.
 */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-openapi-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    JWT_SECRET: 'openapi-export-only-not-a-real-secret-0000',
    STRIPE_SECRET_KEY: 'sk_test_openapi_export',
    STRIPE_WEBHOOK_SECRET: 'whsec_openapi_export',
  });
  const database = await openDatabase({ databaseUrl: null, pgDataDir: null });
  try {
    const app = await buildApp({ config, database });
    try {
      await app.ready();
      return app.swagger() as unknown as Record<string, unknown>;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export interface LintProblem {
  severity: 'error' | 'warn';
  ruleId: string;
  message: string;
  /** JSON pointer into the document, e.g. #/paths/~1api~1v2~1shop~1orders/post/responses. */
  pointer: string;
}

/**
 * Lints a document with Redocly's rules as `redocly.yaml` at the repository root configures them (the
 * `recommended` set), offline: @redocly/openapi-core's API, no CLI, no telemetry, no network.
 */
export async function lintOpenApiDocument(document: unknown): Promise<LintProblem[]> {
  process.env.REDOCLY_TELEMETRY ??= 'off';
  // A dev dependency: loaded only when linting, never by the server bundle.
  const { lintFromString, loadConfig: loadRedoclyConfig } = await import('@redocly/openapi-core');
  const root = findRepoRoot() ?? process.cwd();
  const config = await loadRedoclyConfig({ configPath: join(root, 'redocly.yaml') });
  const problems = await lintFromString({
    source: JSON.stringify(document, null, 2),
    absoluteRef: join(root, 'openapi.json'),
    config,
  });
  return problems.map((problem) => ({
    severity: problem.severity === 'error' ? 'error' : 'warn',
    ruleId: problem.ruleId,
    message: problem.message,
    pointer: problem.location[0]?.pointer ?? '',
  }));
}

export function formatProblem(problem: LintProblem): string {
  return `${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.pointer})`;
}

export interface OpenApiCommandIo {
  cwd: string;
  log: (message: string) => void;
  error: (message: string) => void;
}

export const OPENAPI_EXPORT_USAGE = `Usage: npm run openapi:export -- [--out <file.json>]

Writes the API's OpenAPI 3 document (what GET /api/v2/docs serves) to a file, default openapi.json in
the current folder. Needs no database or running server.`;

/** `npm run openapi:export`: the document as a file, e.g. to generate a typed client (README). */
export async function runOpenApiExportCommand(argv: string[], io: OpenApiCommandIo): Promise<number> {
  let out: string;
  try {
    const { values } = parseArgs({ args: argv, options: { out: { type: 'string' } }, strict: true });
    out = resolve(io.cwd, values.out ?? 'openapi.json');
  } catch (error) {
    io.error(`${error instanceof Error ? error.message : String(error)}\n\n${OPENAPI_EXPORT_USAGE}`);
    return 1;
  }
  const document = await buildOpenApiDocument();
  await writeFile(out, `${JSON.stringify(document, null, 2)}\n`);
  io.log(`Wrote ${out}`);
  return 0;
}

/** `npm run openapi:lint`: every problem Redocly finds; exit 1 when any is an error. */
export async function runOpenApiLintCommand(io: OpenApiCommandIo): Promise<number> {
  const problems = await lintOpenApiDocument(await buildOpenApiDocument());
  for (const problem of problems) io.log(formatProblem(problem));
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  io.log(`${errors} error(s), ${problems.length - errors} warning(s)`);
  return errors > 0 ? 1 : 0;
}
