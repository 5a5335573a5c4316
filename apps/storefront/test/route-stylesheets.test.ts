import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('route modules', () => {
  // <RouteStylesheets /> replaces React Router's <Links />, so a `links` export would be silently ignored.
  it('export no `links` function', () => {
    const folder = path.resolve(import.meta.dirname, '../app/routes');
    const offenders = readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) =>
        /export\s+(const|function|async function)\s+links\b/.test(
          readFileSync(path.join(folder, file), 'utf8'),
        ),
      );
    expect(offenders).toEqual([]);
  });
});
