import type { EventEmitter } from 'node:events';

export interface ShutdownOptions {
  /** Closes everything in order (server first, so in-flight requests finish, then the database). */
  shutdown: () => Promise<void>;
  log: (message: string) => void;
  /** Stand-ins for tests; default to the real process. */
  signals?: readonly NodeJS.Signals[];
  processEvents?: Pick<EventEmitter, 'on'>;
  exit?: (code: number) => void;
  /** A shutdown that hangs longer than this is cut short. */
  forceAfterMs?: number;
}

/**
 * Graceful shutdown on SIGINT/SIGTERM: the first signal runs `shutdown` and exits 0 (1 if it fails);
 * a second signal, or a shutdown that takes too long, exits 1 at once.
 */
export function handleShutdownSignals({
  shutdown,
  log,
  signals = ['SIGINT', 'SIGTERM'],
  processEvents = process,
  exit = (code) => process.exit(code),
  forceAfterMs = 25_000,
}: ShutdownOptions): void {
  let shuttingDown = false;
  for (const signal of signals) {
    processEvents.on(signal, () => {
      if (shuttingDown) {
        log(`${signal} received again, exiting now`);
        exit(1);
        return;
      }
      shuttingDown = true;
      log(`${signal} received, shutting down`);
      const timer = setTimeout(() => {
        log(`Shutdown took longer than ${forceAfterMs} ms, exiting now`);
        exit(1);
      }, forceAfterMs);
      timer.unref?.();
      shutdown().then(
        () => {
          clearTimeout(timer);
          exit(0);
        },
        (error: unknown) => {
          clearTimeout(timer);
          log(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
          exit(1);
        },
      );
    });
  }
}
