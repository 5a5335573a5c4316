import type { z } from 'zod';
import type { Database } from '../db/database.ts';

/** What an import resolves once, before validating: codes in the files become ids in this database. */
export interface ContentReferences {
  /** The id of the channel with this code, or undefined when the shop has none. */
  channelId(code: string): number | undefined;
  /** The code of the channel with this id (export). */
  channelCode(id: number): string | undefined;
  /** The locale codes the shop has: translations in other locales are errors. */
  locales: ReadonlySet<string>;
}

/** One place in a file where a locale code is used (checked against the shop's locales). */
export interface LocaleUse {
  path: PropertyKey[];
  locale: string;
}

/**
 * One kind of content exchanged as one JSON file: an array of items, each identified by a stable `code`.
 * The kind owns the file's item schema (an input schema of the module that stores the content, with
 * channels given by code and media by path) and calls that module's service functions, never its tables.
 */
export interface ContentKindSpec<Schema extends z.ZodType> {
  /** Also the file's name without `.json`; used by `--only`. */
  name: string;
  /** One line for the command's help and the documentation. */
  summary: string;
  schema: Schema;
  /** Locale codes used outside `translations` objects (found by themselves). */
  extraLocales?: (item: z.output<Schema>) => LocaleUse[];
  /** Every item in this database, as the file holds it (the exchange sorts them by code). */
  exportItems: (db: Database, references: ContentReferences) => Promise<z.output<Schema>[]>;
  /** Creates or updates one validated item by its code. Runs inside the import's transaction. */
  importItem: (db: Database, item: z.output<Schema>, references: ContentReferences) => Promise<unknown>;
}

/** A content kind with its item type erased, so that kinds of different shapes share one registry. */
export interface ContentKind {
  name: string;
  file: string;
  summary: string;
  schema: z.ZodType;
  extraLocales(item: unknown): LocaleUse[];
  exportItems(db: Database, references: ContentReferences): Promise<unknown[]>;
  importItem(db: Database, item: unknown, references: ContentReferences): Promise<unknown>;
}

export function defineContentKind<Schema extends z.ZodType>(spec: ContentKindSpec<Schema>): ContentKind {
  return {
    name: spec.name,
    file: `${spec.name}.json`,
    summary: spec.summary,
    schema: spec.schema,
    // The items reaching these functions were parsed by `schema` (see import-content.ts).
    extraLocales: (item) => spec.extraLocales?.(item as z.output<Schema>) ?? [],
    exportItems: (db, references) => spec.exportItems(db, references),
    importItem: (db, item, references) => spec.importItem(db, item as z.output<Schema>, references),
  };
}
