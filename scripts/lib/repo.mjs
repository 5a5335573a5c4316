// @ts-check
import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Absolute path of the repository root (the folder with the workspaces package.json). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** @param {...string} segments */
export function fromRoot(...segments) {
  return path.join(repoRoot, ...segments);
}
