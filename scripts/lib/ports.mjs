// @ts-check
import net from 'node:net';

/**
 * A port the OS says is free right now on the host (it may be taken again before we use it; the window
 * is milliseconds and only our own test runs compete for it).
 * @param {string} [host]
 * @returns {Promise<number>}
 */
export function findFreePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Whether something already listens on the port. Binds on all interfaces, as the servers do by default,
 * so a server bound only to 127.0.0.1 or only to ::1 is found too.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function isPortInUse(port) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(true);
      else reject(error);
    });
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(false)));
  });
}
