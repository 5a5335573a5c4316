import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBuiltStylesheetReader } from '~/shell/built-stylesheets.server.ts';

function clientFolderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'storefront-client-'));
  mkdirSync(path.join(folder, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, 'assets', name), text);
  return folder;
}

describe('built stylesheet reader (inline route styles, ADR 0007)', () => {
  it('reads a built stylesheet by its public href', () => {
    const read = createBuiltStylesheetReader(clientFolderWith({ 'root-abc.css': 'body{margin:0}' }));
    expect(read('/assets/root-abc.css')).toBe('body{margin:0}');
  });

  it('reads hrefs the build marks with a trailing # (stylesheets lazy chunks share) as their file', () => {
    const read = createBuiltStylesheetReader(clientFolderWith({ 'shared-x.css': '.a{color:red}' }));
    expect(read('/assets/shared-x.css#')).toBe('.a{color:red}');
  });

  it('keeps data URIs and absolute url() references inline', () => {
    const css = `a{background:url("data:image/svg+xml,%3Csvg%3E")}b{background:url(/media/x.png)}`;
    const read = createBuiltStylesheetReader(clientFolderWith({ 'ok.css': css }));
    expect(read('/assets/ok.css')).toBe(css);
  });

  it('links stylesheets whose url() would resolve against the page once inlined', () => {
    const read = createBuiltStylesheetReader(
      clientFolderWith({ 'font.css': '@font-face{src:url(./font-x.woff2)}', 'q.css': "a{b:url('img.png')}" }),
    );
    expect(read('/assets/font.css')).toBeUndefined();
    expect(read('/assets/q.css')).toBeUndefined();
  });

  it('links anything that is not a built stylesheet: other paths, missing files, no build', () => {
    const read = createBuiltStylesheetReader(clientFolderWith({ 'a.css': 'a{}' }));
    expect(read('/assets/missing.css')).toBeUndefined();
    expect(read('/assets/../assets/a.css')).toBeUndefined();
    expect(read('/app/styles/global.css')).toBeUndefined();
    expect(createBuiltStylesheetReader(null)('/assets/a.css')).toBeUndefined();
  });
});

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
