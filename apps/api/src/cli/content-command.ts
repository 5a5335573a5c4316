import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  CONTENT_KIND_NAMES,
  CONTENT_KINDS,
  exportContent,
  formatContentIssue,
  importContent,
  readContentFolder,
  writeContentFolder,
} from '../content-exchange/index.ts';
import type { Config } from '../config.ts';
import { commandConfig, ConfigError, withCommandDatabase, type CommandIo } from './command-io.ts';

const KIND_LINES = CONTENT_KINDS.map((kind) => `  ${kind.file.padEnd(22)} ${kind.summary}`).join('\n');

export const CONTENT_EXPORT_USAGE = `Usage: npm run content:export -- --dir <folder> [--only pages,faq] [--data-dir <folder>]

Writes the shop's content as JSON files, one per kind (see docs/content.md):
${KIND_LINES}
  --dir <folder>       where to write the files (created when missing; existing files are replaced)
  --only <kinds>       only these kinds, comma-separated: ${CONTENT_KIND_NAMES.join(', ')}
  --data-dir <folder>  data folder (default: DATA_DIR, else .data at the repository root)
The database is the API's: DATABASE_URL, else the data folder's.`;

export const CONTENT_IMPORT_USAGE = `Usage: npm run content:import -- --dir <folder> [--check] [--only pages,faq] [--data-dir <folder>]

Reads the content JSON files present in the folder (see docs/content.md), checks all of them, then
creates or updates every item by its code in one transaction: all of it is imported, or nothing.
  --dir <folder>       the folder holding the files (${CONTENT_KINDS.map((kind) => kind.file).join(', ')})
  --check              only check the files, write nothing
  --only <kinds>       only these kinds, comma-separated: ${CONTENT_KIND_NAMES.join(', ')}
  --data-dir <folder>  data folder (default: DATA_DIR, else .data at the repository root)
The database is the API's: DATABASE_URL, else the data folder's.`;

class UsageError extends Error {}

interface ContentArgs {
  dir: string;
  only?: string[];
  check: boolean;
  config: Config;
}

/** Parses the shared options; a usage error prints the usage (exit code 2), a config error exit code 1. */
function parseContentArgs(
  argv: string[],
  io: CommandIo,
  options: { check: boolean; usage: string },
): ContentArgs | { exitCode: number } {
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        dir: { type: 'string' },
        only: { type: 'string' },
        'data-dir': { type: 'string' },
        ...(options.check ? { check: { type: 'boolean' } } : {}),
      },
      strict: true,
      allowPositionals: false,
    });
    const dir = typeof values.dir === 'string' ? values.dir.trim() : '';
    if (!dir) throw new UsageError('Give the folder with --dir <folder>.');
    let only: string[] | undefined;
    if (typeof values.only === 'string') {
      only = values.only
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      const unknown = only.filter((name) => !CONTENT_KIND_NAMES.includes(name));
      if (unknown.length > 0 || only.length === 0) {
        throw new UsageError(
          `--only takes kinds of content among ${CONTENT_KIND_NAMES.join(', ')}${
            unknown.length > 0 ? ` (unknown: ${unknown.join(', ')})` : ''
          }.`,
        );
      }
    }
    const config = commandConfig(io, typeof values['data-dir'] === 'string' ? values['data-dir'] : null);
    return { dir: resolve(io.cwd, dir), only, check: values.check === true, config };
  } catch (error) {
    if (error instanceof ConfigError) {
      io.error(error.message);
      return { exitCode: 1 };
    }
    io.error(`${error instanceof Error ? error.message : String(error)}\n\n${options.usage}`);
    return { exitCode: 2 };
  }
}

function itemCount(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}

/** `npm run content:export`: the shop's content as JSON files in a folder. */
export async function runContentExportCommand(argv: string[], io: CommandIo): Promise<{ exitCode: number }> {
  const args = parseContentArgs(argv, io, { check: false, usage: CONTENT_EXPORT_USAGE });
  if ('exitCode' in args) return args;
  const documents = await withCommandDatabase(args.config, io, (database) =>
    exportContent(database.db, { only: args.only }),
  );
  try {
    await writeContentFolder(args.dir, documents);
  } catch (error) {
    io.error(
      `Could not write the files to ${args.dir}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return { exitCode: 1 };
  }
  io.log(`Content exported to ${args.dir}:`);
  for (const kind of CONTENT_KINDS) {
    const items = documents[kind.name];
    if (items) io.log(`  ${kind.file}: ${itemCount(items.length)}`);
  }
  return { exitCode: 0 };
}

/** `npm run content:import`: checks the folder's JSON files, then imports all of them or nothing. */
export async function runContentImportCommand(argv: string[], io: CommandIo): Promise<{ exitCode: number }> {
  const args = parseContentArgs(argv, io, { check: true, usage: CONTENT_IMPORT_USAGE });
  if ('exitCode' in args) return args;
  let folder;
  try {
    folder = await readContentFolder(args.dir, args.only);
  } catch (error) {
    // A missing folder, no content file, a file that cannot be read: a message, not a stack trace.
    io.error(error instanceof Error ? error.message : String(error));
    return { exitCode: 1 };
  }
  for (const name of folder.ignored) io.log(`Skipping ${name}: not a content file.`);
  if (folder.issues.length > 0) {
    for (const issue of folder.issues) io.error(formatContentIssue(issue));
    io.error(`${problems(folder.issues.length)} in ${args.dir}; nothing was imported.`);
    return { exitCode: 1 };
  }
  const result = await withCommandDatabase(args.config, io, (database) =>
    importContent(database.db, folder.documents, { check: args.check }),
  );
  if (!result.ok) {
    for (const issue of result.issues) io.error(formatContentIssue(issue));
    io.error(`${problems(result.issues.length)} in ${args.dir}; nothing was imported.`);
    return { exitCode: 1 };
  }
  io.log(
    result.written
      ? `Content imported from ${args.dir}:`
      : `Content in ${args.dir} checked, no problems found (--check: nothing was written):`,
  );
  for (const kind of CONTENT_KINDS) {
    const count = result.counts[kind.name];
    if (count !== undefined) io.log(`  ${kind.file}: ${itemCount(count)}`);
  }
  return { exitCode: 0 };
}

function problems(count: number): string {
  return count === 1 ? '1 problem' : `${count} problems`;
}
