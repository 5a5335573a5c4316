import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentJson } from './export-content.ts';
import type { ContentDocuments } from './import-content.ts';
import type { ContentIssue } from './issues.ts';
import { CONTENT_KINDS } from './kinds.ts';

/** A problem with the folder itself (missing, not a folder, no content files): the command stops. */
export class ContentFolderError extends Error {}

export interface ReadContentFolder {
  documents: ContentDocuments;
  /** Content files read, in import order. */
  files: string[];
  /** Files that are not valid JSON. */
  issues: ContentIssue[];
  /** `.json` files in the folder that are no kind of content (left alone). */
  ignored: string[];
}

/** Reads the content files present in `dir` (or only the named kinds'); missing files are not touched. */
export async function readContentFolder(dir: string, only?: readonly string[]): Promise<ReadContentFolder> {
  await requireFolder(dir);
  const names = await readdir(dir);
  const kinds = CONTENT_KINDS.filter((kind) => !only || only.includes(kind.name));
  const documents: Record<string, unknown> = {};
  const files: string[] = [];
  const issues: ContentIssue[] = [];
  for (const kind of kinds) {
    if (!names.includes(kind.file)) continue;
    files.push(kind.file);
    // Some editors start UTF-8 files with a byte order mark, which JSON.parse refuses.
    const text = (await readFile(join(dir, kind.file), 'utf8')).replace(/^\uFEFF/, '');
    try {
      documents[kind.name] = JSON.parse(text) as unknown;
    } catch (error) {
      issues.push({
        file: kind.file,
        message: `not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  if (files.length === 0) {
    throw new ContentFolderError(
      `${dir} holds no content files (expected one or more of ${kinds.map((kind) => kind.file).join(', ')})`,
    );
  }
  const known = new Set(CONTENT_KINDS.map((kind) => kind.file));
  const ignored = names.filter((name) => name.endsWith('.json') && !known.has(name)).sort();
  return { documents, files, issues, ignored };
}

/** Writes one pretty, stable JSON file per kind into `dir` (created when missing); returns the files. */
export async function writeContentFolder(
  dir: string,
  documents: Readonly<Record<string, unknown[]>>,
): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const files: string[] = [];
  for (const kind of CONTENT_KINDS) {
    const items = documents[kind.name];
    if (!items) continue;
    await writeFile(join(dir, kind.file), contentJson(items), 'utf8');
    files.push(kind.file);
  }
  return files;
}

async function requireFolder(dir: string): Promise<void> {
  const info = await stat(dir).catch(() => null);
  if (!info) throw new ContentFolderError(`The folder ${dir} does not exist`);
  if (!info.isDirectory()) throw new ContentFolderError(`${dir} is not a folder`);
}
