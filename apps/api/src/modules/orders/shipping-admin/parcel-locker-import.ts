import {
  PARCEL_LOCKER_COLUMNS,
  PARCEL_LOCKER_FILE_MESSAGE,
  PARCEL_LOCKER_REQUIRED_COLUMNS,
  type AdminParcelLockerImportQuery,
  type AdminParcelLockerImportReport,
  type ParcelLockerImportProblem,
} from '@shop/contracts';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { parcelLockers } from '../../../db/schema/index.ts';
import { ViolationError } from '../../../http/http-error.ts';
import { recordAudit } from '../../admin/audit.ts';
import { bumpCatalogueVersion } from '../../search/search-documents.ts';

/**
 * A carrier's parcel-locker list from a file (docs/adr/0062-delivery-and-loyalty-settings.md): CSV with a
 * header line (code,name,address,city,postCode[,enabled]; comma or semicolon) or a JSON array of objects
 * with those keys. "check" reports what would be added, changed and disabled (the carrier's lockers missing
 * from the file) and every problem by line, writing nothing; "apply" writes all of it in one transaction or,
 * with any problem, nothing (422). Lockers are never deleted: orders keep pointing at them.
 */

type LockerRow = typeof parcelLockers.$inferSelect;
type Column = (typeof PARCEL_LOCKER_COLUMNS)[number];

interface FileLocker {
  line: number;
  code: string;
  name: string;
  address: string;
  city: string;
  postCode: string;
  enabled: boolean;
}

const LIMITS: Record<Exclude<Column, 'enabled'>, number> = {
  code: 64,
  name: 200,
  address: 300,
  city: 100,
  postCode: 20,
};
const TRUE = new Set(['true', '1', 'yes', 'y']);
const FALSE = new Set(['false', '0', 'no', 'n']);
const BLANK = 'Fill this in.';
const BOOLEAN = 'Write true or false (or leave it empty: enabled).';
const DUPLICATE = 'Another line of the file has this code.';

interface Raw {
  line: number;
  values: Partial<Record<Column, unknown>>;
}

function readCsv(text: string): { raws: Raw[]; problems: ParcelLockerImportProblem[] } {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      delimiter: [',', ';'],
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return {
      raws: [],
      problems: [{ line, column: '', message: `The file is not valid CSV: ${(error as Error).message}` }],
    };
  }
  const [header, ...body] = records;
  const names = (header?.record ?? []).map((name) => name.trim().toLowerCase());
  const columnOf = (name: string) => PARCEL_LOCKER_COLUMNS.find((column) => column.toLowerCase() === name);
  const missing = PARCEL_LOCKER_REQUIRED_COLUMNS.filter((column) => !names.includes(column.toLowerCase()));
  const unknown = names.filter((name) => !columnOf(name));
  if (missing.length > 0 || unknown.length > 0) {
    const parts = [
      missing.length > 0 ? `missing ${missing.join(', ')}` : '',
      unknown.length > 0 ? `unknown ${unknown.join(', ')}` : '',
    ].filter(Boolean);
    return {
      raws: [],
      problems: [
        {
          line: 1,
          column: '',
          message: `The first line must name the columns ${PARCEL_LOCKER_COLUMNS.join(',')} (enabled may be left out): ${parts.join('; ')}.`,
        },
      ],
    };
  }
  const raws = body.map(({ record, info }) => {
    const values: Raw['values'] = {};
    names.forEach((name, index) => {
      const column = columnOf(name);
      if (column) values[column] = record[index];
    });
    return { line: info.lines, values };
  });
  return { raws, problems: [] };
}

function readJson(text: string): { raws: Raw[]; problems: ParcelLockerImportProblem[] } {
  let items: unknown;
  try {
    items = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return {
      raws: [],
      problems: [{ line: 1, column: '', message: `The file is not valid JSON: ${(error as Error).message}` }],
    };
  }
  if (!Array.isArray(items))
    return { raws: [], problems: [{ line: 1, column: '', message: PARCEL_LOCKER_FILE_MESSAGE }] };
  const raws: Raw[] = [];
  const problems: ParcelLockerImportProblem[] = [];
  items.forEach((item: unknown, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      problems.push({
        line: index + 1,
        column: '',
        message: 'Each item must be an object with the locker’s fields.',
      });
      return;
    }
    raws.push({ line: index + 1, values: item as Raw['values'] });
  });
  return { raws, problems };
}

function checkRaw(raw: Raw, problems: ParcelLockerImportProblem[]): FileLocker | null {
  const before = problems.length;
  const text = {} as Record<Exclude<Column, 'enabled'>, string>;
  for (const [column, max] of Object.entries(LIMITS) as Array<[keyof typeof LIMITS, number]>) {
    const value = raw.values[column];
    const string = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    if (value !== undefined && value !== null && typeof value !== 'string' && typeof value !== 'number') {
      problems.push({ line: raw.line, column, message: 'Write this as text.' });
    } else if (string === '') problems.push({ line: raw.line, column, message: BLANK });
    else if (string.length > max)
      problems.push({ line: raw.line, column, message: `Use at most ${max} characters.` });
    // eslint-disable-next-line no-control-regex
    else if (/[\u0000-\u001f]/.test(string))
      problems.push({ line: raw.line, column, message: 'Remove the control characters.' });
    text[column] = string;
  }
  const flag = raw.values.enabled;
  let enabled: boolean | null = true;
  if (typeof flag === 'boolean') enabled = flag;
  else if (typeof flag === 'string' || typeof flag === 'number') {
    const word = String(flag).trim().toLowerCase();
    enabled = word === '' ? true : TRUE.has(word) ? true : FALSE.has(word) ? false : null;
  } else if (flag !== undefined && flag !== null) enabled = null;
  if (enabled === null) problems.push({ line: raw.line, column: 'enabled', message: BOOLEAN });
  if (problems.length > before || enabled === null) return null;
  return { line: raw.line, ...text, enabled };
}

/** Reads the file (JSON when it starts with "[", else CSV) into lockers and every problem. */
export function readLockerFile(bytes: Buffer): {
  rows: number;
  lockers: FileLocker[];
  problems: ParcelLockerImportProblem[];
} {
  const text = bytes.toString('utf8');
  const { raws, problems } = /^\uFEFF?\s*\[/.test(text) ? readJson(text) : readCsv(text);
  if (raws.length === 0 && problems.length === 0)
    problems.push({ line: 1, column: '', message: 'The file lists no parcel lockers.' });
  const lockers: FileLocker[] = [];
  const seen = new Map<string, number>();
  for (const raw of raws) {
    const locker = checkRaw(raw, problems);
    if (!locker) continue;
    if (seen.has(locker.code)) {
      problems.push({
        line: locker.line,
        column: 'code',
        message: `${DUPLICATE} (line ${seen.get(locker.code)})`,
      });
      continue;
    }
    seen.set(locker.code, locker.line);
    lockers.push(locker);
  }
  problems.sort((a, b) => a.line - b.line);
  return { rows: raws.length, lockers, problems };
}

const changed = (stored: LockerRow, locker: FileLocker) =>
  stored.name !== locker.name ||
  stored.address !== locker.address ||
  stored.city !== locker.city ||
  stored.postCode !== locker.postCode ||
  stored.enabled !== locker.enabled;

const summary = (row: { code: string; name: string; city: string }) => ({
  code: row.code,
  name: row.name,
  city: row.city,
});

export async function importParcelLockers(
  db: Database,
  query: AdminParcelLockerImportQuery,
  file: Buffer,
  administratorId: number,
): Promise<AdminParcelLockerImportReport> {
  const { carrier, mode } = query;
  const report = await db.transaction(async (tx) => {
    const { rows, lockers, problems } = readLockerFile(file);
    const storedQuery = tx.select().from(parcelLockers).where(eq(parcelLockers.carrier, carrier));
    const stored = mode === 'apply' ? await storedQuery.for('update') : await storedQuery;
    const byCode = new Map(stored.map((row) => [row.code, row]));
    const inFile = new Set(lockers.map((locker) => locker.code));
    const toAdd = lockers.filter((locker) => !byCode.has(locker.code));
    const toUpdate = lockers.filter((locker) => {
      const row = byCode.get(locker.code);
      return row !== undefined && changed(row, locker);
    });
    const toDisable = stored.filter((row) => row.enabled && !inFile.has(row.code));
    const result: AdminParcelLockerImportReport = {
      carrier,
      mode,
      valid: problems.length === 0,
      rows,
      toAdd: toAdd.map(summary),
      toUpdate: toUpdate.map(summary),
      toDisable: toDisable.map(summary),
      unchanged: lockers.length - toAdd.length - toUpdate.length,
      problems,
    };
    if (mode === 'check') return result;
    if (problems.length > 0) {
      throw new ViolationError(
        problems.map((problem) => ({
          propertyPath: `lines[${problem.line}]${problem.column ? `.${problem.column}` : ''}`,
          message: problem.message,
        })),
      );
    }
    const values = (locker: FileLocker) => ({
      name: locker.name,
      address: locker.address,
      city: locker.city,
      postCode: locker.postCode,
      enabled: locker.enabled,
    });
    for (let start = 0; start < toAdd.length; start += 500) {
      await tx
        .insert(parcelLockers)
        .values(
          toAdd
            .slice(start, start + 500)
            .map((locker) => ({ carrier, code: locker.code, ...values(locker) })),
        );
    }
    for (const locker of toUpdate) {
      const row = byCode.get(locker.code);
      if (row) await tx.update(parcelLockers).set(values(locker)).where(eq(parcelLockers.id, row.id));
    }
    for (const row of toDisable) {
      await tx.update(parcelLockers).set({ enabled: false }).where(eq(parcelLockers.id, row.id));
    }
    await recordAudit(tx, {
      administratorId,
      action: 'parcel_lockers.import',
      subjectType: 'parcel_lockers',
      subjectId: carrier,
      summary: `Parcel lockers of ${carrier}: ${toAdd.length} added, ${toUpdate.length} changed, ${toDisable.length} disabled`,
      details: {
        added: toAdd.length,
        updated: toUpdate.length,
        disabled: toDisable.length,
        codes: {
          added: toAdd.slice(0, 200).map((locker) => locker.code),
          updated: toUpdate.slice(0, 200).map((locker) => locker.code),
          disabled: toDisable.slice(0, 200).map((row) => row.code),
        },
      },
    });
    return result;
  });
  if (mode === 'apply') await bumpCatalogueVersion(db);
  return report;
}
