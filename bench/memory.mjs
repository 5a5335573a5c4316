// @ts-check
// `npm run bench:memory`: the API's resident memory on each database, right after a first start (migrations,
// the demo shop's pictures and catalogue) and after a restart on the same data, each measured once the API
// answers /ready and has idled for a few seconds. Writes bench/results/memory.json and memory.md.
// Issue 19's target: the embedded database's API under 450 MB after seeding the demo shop.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from '../scripts/lib/build.mjs';
import { findFreePort } from '../scripts/lib/ports.mjs';
import { startApi } from '../scripts/lib/shop-processes.mjs';
import { processMemory } from './lib/measure.mjs';
import { startThrowawayDatabase } from './lib/throwaway-postgres.mjs';

const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
const SETTLE_MS = 5_000;
const TARGET_MIB = 450;

/** @param {string} message */
const log = (message) => console.log(`[bench:memory] ${message}`);

/**
 * Starts the API twice on one fresh data folder (first start, then restart) and measures both.
 * @param {NodeJS.ProcessEnv} env
 */
async function measureStarts(env) {
  /** @type {Record<string, Awaited<ReturnType<typeof processMemory>>>} */
  const result = {};
  for (const start of ['firstStart', 'restart']) {
    const api = await startApi({ port: await findFreePort(), env, output: () => undefined });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    result[start] = await processMemory(api.process.child.pid);
    await api.process.stop();
  }
  return result;
}

async function main() {
  await buildIfNeeded({ log });
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-memory-'));
  /** @type {NodeJS.ProcessEnv} */
  const base = { ...process.env, LOG_LEVEL: 'warn' };
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'HOST', 'PORT', 'DEMO_DATA']) delete base[name];
  try {
    log('PGlite (embedded): first start and restart');
    const pglite = await measureStarts({ ...base, DATA_DIR: path.join(workDir, 'pglite') });
    log('PostgreSQL 15 (throwaway): first start and restart');
    const postgres = await startThrowawayDatabase('bench_memory');
    let pg;
    try {
      pg = await measureStarts({ ...base, DATA_DIR: path.join(workDir, 'pg'), DATABASE_URL: postgres.url });
    } finally {
      postgres.stop();
    }
    const results = {
      date: new Date().toISOString(),
      node: process.version,
      cores: os.cpus().length,
      pglite,
      pg,
    };
    const mib = (/** @type {{ rssMiB: number, peakRssMiB: number } | null | undefined} */ value) =>
      value ? `${value.rssMiB.toFixed(0)} MiB (peak ${value.peakRssMiB.toFixed(0)} MiB)` : 'not measured';
    const pgliteFirst = pglite.firstStart?.rssMiB;
    const lines = [
      '# API memory',
      '',
      `Run ${results.date} on ${results.cores} cores, Node ${results.node}. Resident memory (RSS) of the API`,
      `process ${SETTLE_MS / 1000} s after it answers /ready; peak is the process's high-water mark.`,
      '',
      '| Database | After the first start (demo shop seeded) | After a restart |',
      '| --- | ---: | ---: |',
      `| PGlite (embedded) | ${mib(pglite.firstStart)} | ${mib(pglite.restart)} |`,
      `| PostgreSQL 15 | ${mib(pg.firstStart)} | ${mib(pg.restart)} |`,
      '',
      `Target (issue 19): PGlite after seeding under ${TARGET_MIB} MiB: ${
        pgliteFirst === undefined ? 'not measured' : pgliteFirst < TARGET_MIB ? 'met' : 'NOT met'
      }.`,
      "The demo shop's first-start work runs in a child process (docs/adr/0043-api-memory.md); its memory",
      "is not the API's.",
      '',
      'Produced by `npm run bench:memory` (bench/memory.mjs); the same figures are in memory.json.',
      '',
    ];
    writeFileSync(path.join(RESULTS_DIR, 'memory.json'), `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync(path.join(RESULTS_DIR, 'memory.md'), lines.join('\n'));
    log(lines.join('\n'));
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
