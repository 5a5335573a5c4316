import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Walks up from `startDir` and returns the first folder for which `matches` is true, or null. */
export function findUp(startDir: string, matches: (dir: string) => boolean): string | null {
  let dir = startDir;
  for (;;) {
    if (matches(dir)) return dir;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** Folder of this file: apps/api/src when run from source, apps/api/dist inside the esbuild bundle. */
const moduleDir = dirname(fileURLToPath(import.meta.url));

function isWorkspaceRoot(dir: string): boolean {
  const manifest = join(dir, 'package.json');
  if (!existsSync(manifest)) return false;
  try {
    return 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object);
  } catch {
    return false;
  }
}

/** The repository root (the folder whose package.json declares workspaces), or null when deployed alone. */
export function findRepoRoot(startDir: string = moduleDir): string | null {
  return findUp(startDir, isWorkspaceRoot);
}

/** The API's migrations folder (apps/api/drizzle), found from source and from the bundle alike. */
export function findMigrationsFolder(startDir: string = moduleDir): string {
  const apiDir = findUp(startDir, (dir) => existsSync(join(dir, 'drizzle', 'meta', '_journal.json')));
  if (!apiDir) throw new Error(`Cannot find drizzle/meta/_journal.json above ${startDir}`);
  return join(apiDir, 'drizzle');
}
