// @ts-check
import { setTimeout as delay } from 'node:timers/promises';

/**
 * Polls a URL until it answers with a status that `isReady` accepts. Fails early when `exited` settles
 * first (the server died), and after `timeoutMs` with the last error seen.
 * @param {string} url
 * @param {object} [options]
 * @param {number} [options.timeoutMs]
 * @param {(status: number) => boolean} [options.isReady] default: 2xx
 * @param {Promise<unknown>} [options.exited] settles when the server process ends
 * @param {string} [options.name] for messages, e.g. "API"
 * @returns {Promise<void>}
 */
export async function waitForHttp(url, options = {}) {
  const {
    timeoutMs = 120_000,
    isReady = (status) => status >= 200 && status < 300,
    exited,
    name = url,
  } = options;
  let processEnded = false;
  exited?.then(
    () => (processEnded = true),
    () => (processEnded = true),
  );
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (processEnded) throw new Error(`${name} exited before it was ready (${url}): see its log above.`);
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
      await response.body?.cancel();
      if (isReady(response.status)) return;
      lastProblem = `status ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await delay(250);
  }
  throw new Error(
    `${name} was not ready at ${url} within ${Math.round(timeoutMs / 1000)} s (last: ${lastProblem}).`,
  );
}
