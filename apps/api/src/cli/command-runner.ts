import { ConfigError, loadConfig } from '../config.ts';
import {
  connectToOwner,
  DataFolderInUseError,
  onMessages,
  type ControlRequest,
} from '../db/data-folder-claim.ts';
import { describeFailure, SHOP_COMMANDS } from './command-registry.ts';

/** `--data-dir <folder>` or `--data-dir=<folder>` in a command line, before the command checks it. */
function dataDirArgument(argv: string[]): string | undefined {
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (arg === '--data-dir') return argv[index + 1];
    if (arg?.startsWith('--data-dir=')) return arg.slice('--data-dir='.length);
  }
  return undefined;
}

interface RunnerIo {
  argv: string[];
  env: Record<string, string | undefined>;
  cwd: string;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/**
 * Sends the command to the API that holds the embedded database, printing what it answers; null when no
 * process answers on the data folder's control socket.
 */
async function runInOwner(name: string, dataDir: string, io: RunnerIo): Promise<number | null> {
  const owner = await connectToOwner(dataDir);
  if (!owner) return null;
  const { socket } = owner;
  const env: Record<string, string> = {};
  for (const variable of SHOP_COMMANDS[name]?.env ?? []) {
    const value = io.env[variable];
    if (value !== undefined) env[variable] = value;
  }
  const request: ControlRequest = { command: name, argv: io.argv, cwd: io.cwd, env };
  return new Promise((resolve) => {
    let exitCode: number | null = null;
    onMessages(socket, (message) => {
      if (message.type === 'log') io.stdout(`${message.text}\n`);
      else if (message.type === 'write') io.stdout(message.text);
      else if (message.type === 'error') io.stderr(`${message.text}\n`);
      else if (message.type === 'exit') exitCode = message.code;
    });
    socket.once('close', () => {
      if (exitCode === null) {
        io.stderr(`${owner.owner} closed the connection before the command finished.\n`);
      }
      resolve(exitCode ?? 1);
    });
    socket.on('error', () => undefined);
    socket.write(`${JSON.stringify(request)}\n`);
  });
}

/**
 * Runs a command-line tool (docs/adr/0045-cli-on-a-running-shop.md): on PostgreSQL in this process; on the
 * embedded database inside the API when one holds the data folder, else in this process, which claims the
 * folder for the run. Resolves with the exit code.
 */
export async function runShopCommand(name: string, io: RunnerIo): Promise<number> {
  const command = SHOP_COMMANDS[name];
  if (!command) throw new Error(`Unknown command ${name}`);
  let config;
  try {
    const dataDir = dataDirArgument(io.argv)?.trim();
    config = loadConfig({ ...io.env, ...(dataDir ? { DATA_DIR: dataDir } : {}) }, io.cwd);
  } catch (error) {
    // The command itself says what is wrong with the environment.
    if (!(error instanceof ConfigError)) throw error;
  }
  if (config && config.databaseUrl === null) {
    const code = await runInOwner(name, config.dataDir, io);
    if (code !== null) return code;
  }
  try {
    const { exitCode } = await command.run(io.argv, {
      env: io.env,
      cwd: io.cwd,
      log: (message) => io.stdout(`${message}\n`),
      error: (message) => io.stderr(`${message}\n`),
      write: io.stdout,
    });
    return exitCode;
  } catch (error) {
    // Another process took the folder since nobody answered on it (a start of the API, say).
    if (error instanceof DataFolderInUseError) io.stderr(`${error.message}\n`);
    else io.stderr(`${describeFailure(command, error)}\n`);
    return 1;
  }
}

/** An entry point's whole body: `runCommandLine('stock:set')` (bundled to dist/stock-set.js). */
export function runCommandLine(name: string): void {
  runShopCommand(name, {
    argv: process.argv.slice(2),
    env: process.env,
    // npm runs workspace scripts inside apps/api; INIT_CWD is where the user typed the command.
    cwd: process.env.INIT_CWD ?? process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  }).then(
    (exitCode) => {
      process.exitCode = exitCode;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
