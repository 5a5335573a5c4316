import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { ControlRequestHandler, DataFolderClaim } from '../db/data-folder-claim.ts';
import { describeFailure, SHOP_COMMANDS } from './command-registry.ts';

export interface CommandService {
  /** Refuses new commands from now on and resolves once the running ones have finished. */
  drain(): Promise<void>;
}

/**
 * The running API serves the command-line tools on its data folder's control socket (docs/adr/0045): a
 * command runs here with the API's open database and configuration, its output sent back line by line.
 * The embedded database runs one query or transaction at a time in this process, so a command's work
 * interleaves with the requests' like one more request's.
 */
export function serveShopCommands(options: {
  claim: DataFolderClaim;
  database: DatabaseHandle;
  config: Config;
  log: (message: string) => void;
}): CommandService {
  const running = new Set<Promise<void>>();
  let draining = false;

  const handler: ControlRequestHandler = async (request, send) => {
    if (draining) {
      send({ type: 'error', text: 'The shop is shutting down; try again when it has stopped.' });
      send({ type: 'exit', code: 1 });
      return;
    }
    const command = Object.hasOwn(SHOP_COMMANDS, request.command)
      ? SHOP_COMMANDS[request.command]
      : undefined;
    if (!command) {
      send({ type: 'error', text: `Unknown command "${request.command}".` });
      send({ type: 'exit', code: 2 });
      return;
    }
    // Only the variables the command declares, never the API's own environment.
    const env: Record<string, string> = {};
    for (const name of command.env ?? []) {
      const value = request.env?.[name];
      if (typeof value === 'string') env[name] = value;
    }
    options.log(`Command ${request.command} started (control socket)`);
    const work = command
      .run(request.argv, {
        env,
        cwd: request.cwd,
        log: (text) => send({ type: 'log', text }),
        error: (text) => send({ type: 'error', text }),
        write: (text) => send({ type: 'write', text }),
        database: options.database,
        config: options.config,
      })
      .then(
        ({ exitCode }) => {
          options.log(`Command ${request.command} finished (exit code ${exitCode})`);
          send({ type: 'exit', code: exitCode });
        },
        (error: unknown) => {
          options.log(`Command ${request.command} failed: ${String(error)}`);
          send({ type: 'error', text: describeFailure(command, error) });
          send({ type: 'exit', code: 1 });
        },
      );
    running.add(work);
    try {
      await work;
    } finally {
      running.delete(work);
    }
  };
  options.claim.serve(handler);

  return {
    async drain() {
      draining = true;
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
