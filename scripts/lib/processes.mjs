// @ts-check
import { spawn } from 'node:child_process';
import readline from 'node:readline';

/** @type {Set<import('node:child_process').ChildProcess>} */
const runningChildren = new Set();
let exitCleanupRegistered = false;

/**
 * Children live in their own process groups, so they would outlive us if we crashed: on exit, however it
 * happens (short of SIGKILL), ask every group still running to stop.
 */
function ensureExitCleanup() {
  if (exitCleanupRegistered) return;
  exitCleanupRegistered = true;
  process.once('exit', () => {
    for (const child of runningChildren) {
      if (child.pid === undefined) continue;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  });
}

/**
 * @typedef {object} ManagedProcess
 * @property {string} name
 * @property {import('node:child_process').ChildProcess} child
 * @property {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} exited resolves when the process ends
 * @property {() => boolean} isRunning
 * @property {(timeoutMs?: number) => Promise<void>} stop SIGTERM, then SIGKILL after timeoutMs
 */

/**
 * Starts a long-running child (a server) in its own process group, copying each output line to `output`
 * with a `[name]` prefix. Its own group means a Ctrl-C in the terminal reaches only us, and we stop the
 * children in order; it also lets stop() reach any grandchildren.
 * @param {object} options
 * @param {string} options.name short label for the log prefix, e.g. "api"
 * @param {string} options.command
 * @param {string[]} [options.args]
 * @param {string} [options.cwd]
 * @param {NodeJS.ProcessEnv} [options.env]
 * @param {(line: string) => void} options.output receives each prefixed line
 * @returns {ManagedProcess}
 */
export function startProcess({ name, command, args = [], cwd, env, output }) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  runningChildren.add(child);
  ensureExitCleanup();
  const prefix = `[${name}]`;
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    readline
      .createInterface({ input: stream, crlfDelay: Infinity })
      .on('line', (line) => output(`${prefix} ${line}`));
  }
  let running = true;
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} */
  const exited = new Promise((resolve) => {
    child.once('error', (error) => {
      output(`${prefix} could not start: ${error.message}`);
      running = false;
      resolve({ code: 1, signal: null });
    });
    child.once('exit', (code, signal) => {
      running = false;
      runningChildren.delete(child);
      resolve({ code, signal });
    });
  });

  /** @param {NodeJS.Signals} signal */
  function signalGroup(signal) {
    if (!running || child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  }

  return {
    name,
    child,
    exited,
    isRunning: () => running,
    async stop(timeoutMs = 10_000) {
      if (!running) return;
      signalGroup('SIGTERM');
      const timer = setTimeout(() => {
        output(`${prefix} did not stop within ${timeoutMs / 1000} s; killing it`);
        signalGroup('SIGKILL');
      }, timeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Runs a command to completion with inherited output (for builds and checks).
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<number>} the exit code (1 when killed by a signal or not startable)
 */
export function runCommand(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}
