import { isAbsolute, relative, resolve, sep } from 'node:path';

/**
 * Turns a requested media path ("products/pram-black.webp") into a file path inside `root`, or null
 * when the request tries to leave it: `..` or `.` segments, absolute paths, backslashes, NUL bytes
 * or empty segments. The final containment check guards against anything the rules missed.
 */
export function resolveMediaPath(root: string, requested: string): string | null {
  if (requested.length === 0 || requested.length > 1024) return null;
  if (requested.includes('\0') || requested.includes('\\')) return null;
  if (requested.startsWith('/') || isAbsolute(requested) || /^[a-zA-Z]:/.test(requested)) return null;
  const segments = requested.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  const base = resolve(root);
  const file = resolve(base, ...segments);
  const inside = relative(base, file);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside) || inside.split(sep).includes('..')) {
    return null;
  }
  return file;
}

/** True when `file` is `folder` itself or somewhere below it. */
export function isInside(folder: string, file: string): boolean {
  const inside = relative(resolve(folder), resolve(file));
  return inside === '' || (!inside.startsWith('..') && !isAbsolute(inside));
}
