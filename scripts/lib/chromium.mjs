// @ts-check
import { accessSync, constants } from 'node:fs';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags for Debian's Chromium on these machines; the network ones stop it calling home through a closed network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CHROMIUM_INSTALL_HINT =
  'Install Chromium with `sudo apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium/Chrome binary.';

/**
 * The Chromium binary the browser tests use: CHROMIUM_PATH when set, else Debian's /usr/bin/chromium.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ path: string, found: boolean }}
 */
export function findChromium(env = process.env) {
  const candidate =
    env.CHROMIUM_PATH && env.CHROMIUM_PATH.trim() !== '' ? env.CHROMIUM_PATH : DEFAULT_CHROMIUM_PATH;
  try {
    accessSync(candidate, constants.X_OK);
    return { path: candidate, found: true };
  } catch {
    return { path: candidate, found: false };
  }
}

/** @param {NodeJS.ProcessEnv} [env] */
export function isCi(env = process.env) {
  return env.CI === 'true' || env.CI === '1';
}
