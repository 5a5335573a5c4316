// @ts-check
import { performance } from 'node:perf_hooks';

/**
 * @typedef {object} Request
 * @property {string} url
 * @property {Record<string, string>} [headers]
 *
 * @typedef {object} LatencySummary
 * @property {number} requests
 * @property {number} errors responses other than 200, and network failures
 * @property {number} medianMs
 * @property {number} p95Ms
 * @property {number} minMs
 * @property {number} maxMs
 * @property {number} requestsPerSecond completed requests over the wall time of the whole series
 */

/**
 * The value below which the given share of the sorted samples lies (nearest-rank method).
 * @param {number[]} sorted ascending
 * @param {number} share 0..1
 */
export function percentile(sorted, share) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(share * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/** @param {number} value */
const round = (value) => Math.round(value * 100) / 100;

/**
 * One timed request: until the whole body has arrived.
 * @param {Request} request
 * @returns {Promise<{ ms: number, ok: boolean }>}
 */
async function timedRequest({ url, headers }) {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    return { ms: performance.now() - started, ok: response.status === 200 };
  } catch {
    return { ms: performance.now() - started, ok: false };
  }
}

/**
 * @param {number[]} samples
 * @param {number} errors
 * @param {number} wallMs
 * @returns {LatencySummary}
 */
function summarise(samples, errors, wallMs) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    requests: samples.length,
    errors,
    medianMs: round(percentile(sorted, 0.5)),
    p95Ms: round(percentile(sorted, 0.95)),
    minMs: round(sorted[0] ?? Number.NaN),
    maxMs: round(sorted[sorted.length - 1] ?? Number.NaN),
    requestsPerSecond: round((samples.length / wallMs) * 1000),
  };
}

/**
 * Sends the requests one after another (cycling through the list until `count` requests were sent).
 * @param {Request[]} requests
 * @param {number} count
 * @returns {Promise<LatencySummary>}
 */
export async function measureSequential(requests, count) {
  /** @type {number[]} */
  const samples = [];
  let errors = 0;
  const started = performance.now();
  for (let index = 0; index < count; index += 1) {
    const request = requests[index % requests.length];
    if (!request) break;
    const { ms, ok } = await timedRequest(request);
    samples.push(ms);
    if (!ok) errors += 1;
  }
  return summarise(samples, errors, performance.now() - started);
}

/**
 * Keeps `concurrency` requests in flight until `count` were sent.
 * @param {Request[]} requests
 * @param {number} count
 * @param {number} concurrency
 * @returns {Promise<LatencySummary>}
 */
export async function measureConcurrent(requests, count, concurrency) {
  /** @type {number[]} */
  const samples = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < count) {
      const request = requests[next % requests.length];
      next += 1;
      if (!request) return;
      const { ms, ok } = await timedRequest(request);
      samples.push(ms);
      if (!ok) errors += 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return summarise(samples, errors, performance.now() - started);
}

/**
 * Resident memory of a process in MiB from /proc (Linux), with its peak; null elsewhere.
 * @param {number | undefined} pid
 * @returns {Promise<{ rssMiB: number, peakRssMiB: number } | null>}
 */
export async function processMemory(pid) {
  if (pid === undefined) return null;
  try {
    const { readFile } = await import('node:fs/promises');
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kib = (/** @type {string} */ field) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { rssMiB: round(kib('VmRSS') / 1024), peakRssMiB: round(kib('VmHWM') / 1024) };
  } catch {
    return null;
  }
}

/** Clock ticks per second of /proc/<pid>/stat's times (`getconf CLK_TCK`); 100 on every Linux we run. */
let clockTicks = 0;

/**
 * CPU time a process has used so far, user + system, all its threads included (Node's worker and libuv
 * threads are threads of the process), in ms; null where /proc is not there. The kernel counts in clock ticks
 * (10 ms at 100 Hz): take the difference over a series long enough that a tick is a small part of it.
 * @param {number | undefined} pid
 * @returns {Promise<number | null>}
 */
export async function processCpuMs(pid) {
  if (pid === undefined) return null;
  try {
    const { readFile } = await import('node:fs/promises');
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime and stime, fields 14 and 15 of proc(5)
    if (clockTicks === 0) {
      const { execFileSync } = await import('node:child_process');
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    }
    return Number.isFinite(ticks) ? (ticks * 1000) / clockTicks : null;
  } catch {
    return null;
  }
}
