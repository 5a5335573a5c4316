import type { Server } from 'node:http';

export interface HttpDrainOptions {
  /** A connection with no request for this long is idle: closed while draining (default 250 ms). */
  idleMs?: number;
  /** How often idle connections are looked for while draining (default 50 ms). */
  checkEveryMs?: number;
  /**
   * While requests are under way or connections keep arriving, go on accepting (answers say
   * `Connection: close`) for at most this long before closing the listener (default 20 s).
   */
  acceptForMs?: number;
  /** The listener closes once no connection has come for this long and no request is under way (default 1 s). */
  acceptQuietMs?: number;
}

export interface HttpDrain {
  /** Connections open now. */
  readonly openConnections: number;
  /**
   * Stops accepting connections, answers every request that reached the server (each answer with
   * `Connection: close`), closes connections once idle, and resolves when none is left.
   */
  drain(): Promise<void>;
}

/** Tracks the server's connections from now on; call before `listen`. */
export function trackConnections(server: Server, options?: HttpDrainOptions): HttpDrain;
