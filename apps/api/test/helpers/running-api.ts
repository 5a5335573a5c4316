import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

/** The built API and tools (dist/), started as processes the way an owner starts them. */
export const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BASE = '/api/v2/shop';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

/** The environment of the processes started here: the data folder's PGlite, never a PostgreSQL server. */
export function childEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  // INIT_CWD (set by npm) would make the tools resolve relative paths against the folder npm ran in.
  const { DATABASE_URL: _server, INIT_CWD: _npmCwd, ...inherited } = process.env;
  return { ...inherited, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: 'false', ...extra };
}

export interface RunningApi {
  child: ChildProcess;
  port: number;
  output: () => string;
}

/** The built API (dist/server.js), as `npm start` runs it, answering shop requests. */
export async function startApi(dataDir: string): Promise<RunningApi> {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: apiDir,
    env: childEnv(dataDir, { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}${BASE}/channels/web`).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The API did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { child, port, output: () => log };
}

export async function stopApi(api: RunningApi): Promise<void> {
  api.child.kill('SIGTERM');
  expect(await exited(api.child), api.output()).toBe(0);
}

export interface ToolRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `node dist/<name>.js …` as an owner types it, in `cwd`. */
export function runTool(
  name: string,
  args: string[],
  options: { dataDir: string; cwd: string; env?: Record<string, string> },
): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(apiDir, 'dist', `${name}.js`), ...args], {
      cwd: options.cwd,
      env: childEnv(options.dataDir, options.env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
