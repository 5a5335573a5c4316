import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Runs the demo shop's first-start work (drawing ~150 pictures with sharp, creating the catalogue) in a child
 * process and waits for it. Done in the API process, that work leaves it holding about 400 MB more than it
 * needs afterwards: libvips' and the allocator's native memory and the embedded database's WebAssembly memory
 * grow and are never given back to the system (docs/adr/0043-api-memory.md). A child's memory goes back when
 * it exits. The child reads the same environment, so it uses the same database and media storage.
 */
export function prepareDemoShopInChild(options: {
  onStart?: (child: ChildProcess) => void;
  env?: NodeJS.ProcessEnv;
}): Promise<void> {
  // From the sources (tsx, tests) the entry is the TypeScript file; from the bundle, its sibling file.
  const fromSources = import.meta.url.endsWith('.ts');
  const entry = fromSources
    ? new URL('../cli/demo-prepare.ts', import.meta.url)
    : new URL('./demo-prepare.js', import.meta.url);
  const child = spawn(process.execPath, [...process.execArgv, entry.pathname], {
    env: options.env ?? process.env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  options.onStart?.(child);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`Preparing the demo shop stopped (${signal ?? `exit code ${code}`})`));
    });
  });
}
