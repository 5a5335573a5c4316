import net from 'node:net';

/**
 * Graceful shutdown of a Node HTTP server (docs/adr/0038-graceful-shutdown.md).
 *
 * Node's `server.close()` stops accepting and closes the connections that look idle at that instant,
 * once. Two things go wrong with that under load: a request whose bytes have arrived but were not yet read
 * (the event loop busy, as with the embedded database) looks idle and its connection is reset, so the
 * client never learns what happened; and a keep-alive connection that finishes its request later stays
 * open until its keep-alive timeout, so the process hangs. Here every connection is tracked from the
 * start; draining stops accepting, marks every answer `Connection: close`, and closes a connection only
 * when it has had no request and no bytes for `idleMs`, looked at after the event loop's poll phase (so
 * bytes that arrived are read first).
 *
 * @param {import('node:http').Server} server
 * @param {{ idleMs?: number, checkEveryMs?: number, acceptForMs?: number, acceptQuietMs?: number }} [options]
 * @returns {{ readonly openConnections: number, drain(): Promise<void> }}
 */
export function trackConnections(
  server,
  { idleMs = 250, checkEveryMs = 50, acceptForMs = 20_000, acceptQuietMs = 1_000 } = {},
) {
  /**
   * `seenAtSweep`: the sweep count when the connection last showed life. A connection is closed as idle only
   * when a whole sweep went by without a sign of it: between two sweeps the event loop has polled its
   * sockets, so bytes that had arrived are read by then.
   * @type {Map<import('node:net').Socket, { active: number, lastSeen: number, seenAtSweep: number }>}
   */
  const connections = new Map();
  let draining = false;
  let lastAccepted = 0;
  let sweeps = 0;
  /** @type {Promise<void> | null} */
  let drained = null;

  server.on('connection', (/** @type {import('node:net').Socket} */ socket) => {
    const state = { active: 0, lastSeen: Date.now(), seenAtSweep: sweeps };
    lastAccepted = state.lastSeen;
    connections.set(socket, state);
    socket.on('data', () => {
      state.lastSeen = Date.now();
      state.seenAtSweep = sweeps;
    });
    socket.once('close', () => connections.delete(socket));
  });

  // Before the application's own listener, so the header is set before any answer is written.
  server.prependListener('request', (request, response) => {
    if (draining) response.setHeader('Connection', 'close');
    const state = connections.get(request.socket);
    if (!state) return;
    state.active += 1;
    state.lastSeen = Date.now();
    state.seenAtSweep = sweeps;
    response.once('close', () => {
      state.active -= 1;
      state.lastSeen = Date.now();
      state.seenAtSweep = sweeps;
    });
  });

  // A connection accepted in one poll phase has its first bytes read in a later one. If the event loop was
  // held up in between (a burst of synchronous work: the embedded database runs in this thread), wall time
  // alone would call it idle and reset it with its request unread; so a whole sweep must pass as well.
  const closeIdle = () => {
    sweeps += 1;
    const now = Date.now();
    for (const [socket, state] of connections) {
      if (state.active === 0 && now - state.lastSeen >= idleMs && sweeps - state.seenAtSweep >= 2) {
        socket.destroy();
      }
    }
  };

  return {
    get openConnections() {
      return connections.size;
    },
    drain() {
      if (drained) return drained;
      draining = true;
      drained = new Promise((resolve) => {
        const startedAt = Date.now();
        const sweep = () => {
          closeIdle();
          const now = Date.now();
          if (server.listening) {
            // Connections the kernel has completed but the server has not accepted yet (a busy event loop
            // accepts them one by one) would be reset by closing the listener: keep accepting while any
            // request is under way and until none has come for `acceptQuietMs` (at most `acceptForMs`). Then
            // net.Server's close, not http.Server's: stop accepting without closing "idle" connections.
            const busy = [...connections.values()].some((state) => state.active > 0);
            const quiet = now - Math.max(lastAccepted, startedAt) >= acceptQuietMs;
            if ((busy || !quiet) && now - startedAt < acceptForMs) return;
            net.Server.prototype.close.call(server);
          }
          if (connections.size > 0) return;
          clearInterval(timer);
          resolve();
        };
        // Looked at in the check phase, after the poll phase has accepted and read whatever arrived.
        const timer = setInterval(() => setImmediate(sweep), checkEveryMs);
      });
      return drained;
    },
  };
}
