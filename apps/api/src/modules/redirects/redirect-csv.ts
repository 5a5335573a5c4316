import {
  REDIRECT_CSV_COLUMNS,
  REDIRECT_CSV_REQUIRED_COLUMNS,
  REDIRECT_UNKNOWN_CHANNEL_MESSAGE,
  type AdminRedirectImport,
  type AdminRedirectImportReport,
  type RedirectImportProblem,
} from '@shop/contracts';
import { parse } from 'csv-parse/sync';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { redirects } from '../../db/schema/index.ts';
import { ViolationError } from '../../http/http-error.ts';
import { recordAudit } from '../admin/audit.ts';
import { bumpCatalogueVersion } from '../search/search-documents.ts';
import { channelCodes, lockRedirects, type ChannelCodes, type RedirectRow } from './admin-redirects.ts';
import { chainProblems, duplicateProblem, ownProblems, type RedirectRuleRow } from './redirect-rules.ts';

const BOOLEAN_MESSAGE = 'Write true or false (or leave it empty for the default).';
const TRUE = new Set(['true', '1', 'yes', 'y']);
const FALSE = new Set(['false', '0', 'no', 'n']);

interface FileRow extends RedirectRuleRow {
  line: number;
  permanent: boolean;
  only404: boolean;
  /** The stored redirect this row replaces (same old address and channel). */
  replaces: number | null;
}

function readBoolean(value: string | undefined, fallback: boolean): boolean | null {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return fallback;
  if (TRUE.has(text)) return true;
  if (FALSE.has(text)) return false;
  return null;
}

/** Parses the file into rows and every problem with its line and column (nothing is written). */
function readFile(csv: string, codes: ChannelCodes): { rows: FileRow[]; problems: RedirectImportProblem[] } {
  const problems: RedirectImportProblem[] = [];
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(csv, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      delimiter: [',', ';'],
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return {
      rows: [],
      problems: [
        { row: line, column: '', message: `The file is not valid CSV: ${(error as Error).message}` },
      ],
    };
  }
  const [header, ...body] = records;
  const names = (header?.record ?? []).map((name) => name.trim().toLowerCase());
  const missing = REDIRECT_CSV_REQUIRED_COLUMNS.filter((column) => !names.includes(column.toLowerCase()));
  const unknown = names.filter(
    (name) => !REDIRECT_CSV_COLUMNS.some((column) => column.toLowerCase() === name),
  );
  if (missing.length > 0 || unknown.length > 0) {
    const parts = [
      missing.length > 0 ? `missing ${missing.join(', ')}` : '',
      unknown.length > 0 ? `unknown ${unknown.join(', ')}` : '',
    ].filter(Boolean);
    problems.push({
      row: 1,
      column: '',
      message: `The first line must name the columns ${REDIRECT_CSV_COLUMNS.join(',')} (channel and enabled may be left out): ${parts.join('; ')}.`,
    });
    return { rows: [], problems };
  }
  if (body.length === 0) {
    problems.push({ row: 1, column: '', message: 'The file has no redirects below its header line.' });
  }
  const rows: FileRow[] = [];
  for (const { record, info } of body) {
    const line = info.lines;
    const cell = (column: string) => {
      const index = names.indexOf(column.toLowerCase());
      return index < 0 ? undefined : record[index];
    };
    const own = ownProblems({ source: cell('source') ?? '', destination: cell('destination') ?? '' });
    for (const problem of own.problems)
      problems.push({ row: line, column: problem.field, message: problem.message });
    const flags = {
      permanent: readBoolean(cell('permanent'), true),
      only404: readBoolean(cell('only404'), false),
      enabled: readBoolean(cell('enabled'), true),
    };
    for (const [column, value] of Object.entries(flags)) {
      if (value === null) problems.push({ row: line, column, message: BOOLEAN_MESSAGE });
    }
    const channelCode = (cell('channel') ?? '').trim();
    const channelId = channelCode === '' ? null : (codes.idOf.get(channelCode) ?? undefined);
    if (channelId === undefined)
      problems.push({ row: line, column: 'channel', message: REDIRECT_UNKNOWN_CHANNEL_MESSAGE });
    rows.push({
      line,
      channelId: channelId ?? null,
      source: own.source,
      destination: own.destination,
      permanent: flags.permanent ?? true,
      only404: flags.only404 ?? false,
      enabled: flags.enabled ?? true,
      replaces: null,
    });
  }
  return { rows, problems };
}

/** Duplicates inside the file, then chains and loops among the file's rows and the redirects that stay. */
function setProblems(rows: FileRow[], stored: RedirectRow[]): RedirectImportProblem[] {
  const problems: RedirectImportProblem[] = [];
  const where = (other: RedirectRuleRow) =>
    'line' in other
      ? `line ${(other as FileRow).line} of the file`
      : `redirect #${(other as RedirectRow).id}`;
  const earlier: FileRow[] = [];
  for (const row of rows) {
    const duplicate = duplicateProblem(row, earlier, where);
    if (duplicate) problems.push({ row: row.line, column: duplicate.field, message: duplicate.message });
    earlier.push(row);
    row.replaces = stored.find((s) => s.channelId === row.channelId && s.source === row.source)?.id ?? null;
  }
  const replaced = new Set(rows.map((row) => row.replaces));
  const staying = stored.filter((s) => !replaced.has(s.id));
  for (const row of rows) {
    const others: RedirectRuleRow[] = [...staying, ...rows.filter((other) => other !== row)];
    for (const problem of chainProblems(row, others, where)) {
      problems.push({ row: row.line, column: problem.field, message: problem.message });
    }
  }
  return problems;
}

/**
 * CSV import (columns source,destination,permanent,only404[,channel][,enabled]): "check" reports every
 * problem with its line, "apply" writes all rows in one transaction or, with any problem, nothing (422).
 * A row with the old address and channel of a stored redirect replaces it.
 */
export async function importRedirects(
  db: Database,
  input: AdminRedirectImport,
  administratorId: number,
): Promise<AdminRedirectImportReport> {
  const codes = await channelCodes(db);
  const report = await db.transaction(async (tx) => {
    if (input.mode === 'apply') await lockRedirects(tx);
    const { rows, problems } = readFile(input.csv, codes);
    const stored = await tx.select().from(redirects);
    // Rows with a problem of their own are left out of the checks between rows (their values are unsure).
    const badLines = new Set(problems.map((problem) => problem.row));
    problems.push(
      ...setProblems(
        rows.filter((row) => !badLines.has(row.line)),
        stored,
      ),
    );
    problems.sort((a, b) => a.row - b.row);
    const updated = rows.filter((row) => row.replaces !== null).length;
    const result: AdminRedirectImportReport = {
      mode: input.mode,
      valid: problems.length === 0,
      rows: rows.length,
      created: rows.length - updated,
      updated,
      problems,
    };
    if (input.mode === 'check') return result;
    if (problems.length > 0) {
      throw new ViolationError(
        problems.map((p) => ({
          propertyPath: `rows[${p.row}]${p.column ? `.${p.column}` : ''}`,
          message: p.message,
        })),
      );
    }
    for (const row of rows) {
      const values = {
        channelId: row.channelId,
        source: row.source,
        destination: row.destination,
        permanent: row.permanent,
        only404: row.only404,
        enabled: row.enabled,
      };
      if (row.replaces === null) await tx.insert(redirects).values(values);
      else await tx.update(redirects).set(values).where(eq(redirects.id, row.replaces));
    }
    await recordAudit(tx, {
      administratorId,
      action: 'redirect.import',
      subjectType: 'redirect',
      subjectId: 'csv',
      summary: `Imported ${rows.length} redirects (${result.created} new, ${updated} replaced)`,
      details: { created: result.created, updated, sources: rows.slice(0, 200).map((row) => row.source) },
    });
    return result;
  });
  if (report.mode === 'apply') await bumpCatalogueVersion(db);
  return report;
}

/** Every redirect as CSV in the import's columns (UTF-8 with BOM), so a file exported can be imported back. */
export async function exportRedirectsCsv(db: Database): Promise<string> {
  const codes = await channelCodes(db);
  const rows = await db.select().from(redirects).orderBy(asc(redirects.channelId), asc(redirects.source));
  const lines = [REDIRECT_CSV_COLUMNS.join(',')];
  for (const row of rows) {
    const channel = row.channelId === null ? '' : (codes.codeOf.get(row.channelId) ?? '');
    lines.push(
      [row.source, row.destination, row.permanent, row.only404, channel, row.enabled]
        .map((v) => csvCell(String(v)))
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * Quotes a cell when needed. Valid sources and destinations start with "/" or "http", so no cell can
 * start a spreadsheet formula and the file imports back unchanged.
 */
function csvCell(value: string): string {
  return /[",\r\n;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}
