import { z } from 'zod';
import { listSchema } from './lists.ts';

/**
 * Redirects in the back office (docs/adr/0050-redirects-admin.md): list, add, edit, delete, CSV import
 * (check first, then all-or-nothing) and CSV export under /api/v2/admin/redirects. A redirect's
 * `version` is derived from its content (no column): a PATCH that sends an old one is 409.
 */

export const REDIRECT_PATH_MAX = 2048;

export const REDIRECT_SOURCE_MESSAGE =
  'Enter the old address as a path of this shop starting with "/", for example /old-page (no https:// or domain).';
export const REDIRECT_SOURCE_QUERY_MESSAGE =
  'Leave out the part from "?" or "#": a redirect is matched on the path alone.';
export const REDIRECT_DESTINATION_MESSAGE =
  'Enter the new address as a path starting with "/" or a full address starting with http:// or https://.';
export const REDIRECT_SAME_MESSAGE =
  'The new address is the same as the old one: the page would redirect to itself.';
export const REDIRECT_LENGTH_MESSAGE = `Use at most ${REDIRECT_PATH_MAX} characters.`;
export const REDIRECT_UNKNOWN_CHANNEL_MESSAGE = 'There is no channel with this code.';

/** What CSV import and export columns are called, in this order. */
export const REDIRECT_CSV_COLUMNS = [
  'source',
  'destination',
  'permanent',
  'only404',
  'channel',
  'enabled',
] as const;
export const REDIRECT_CSV_REQUIRED_COLUMNS = ['source', 'destination', 'permanent', 'only404'] as const;
export const REDIRECT_CSV_MAX_CHARS = 900_000;

export const adminRedirectSchema = z.object({
  id: z.number().int(),
  /** The channel's code; null: every channel. */
  channel: z.string().nullable(),
  source: z.string(),
  destination: z.string(),
  permanent: z.boolean(),
  only404: z.boolean(),
  enabled: z.boolean(),
  /** Derived from the content: send it back with a change (a stale one is 409). */
  version: z.string(),
});
export type AdminRedirect = z.infer<typeof adminRedirectSchema>;

export const adminRedirectListSchema = listSchema(adminRedirectSchema);

export const adminRedirectListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(500).default(50),
  /** Part of the old or new address, any case. */
  search: z.string().trim().max(200).optional(),
  /** A channel code, or "all" for the redirects of every channel (no channel of their own). */
  channel: z.string().trim().min(1).max(64).optional(),
  enabled: z.enum(['true', 'false']).optional(),
});
export type AdminRedirectListQuery = z.infer<typeof adminRedirectListQuerySchema>;

const text = z.string({ error: 'This value should not be blank.' });

export const adminRedirectInputSchema = z.object({
  channel: z.string().trim().min(1).max(64).nullable().default(null),
  source: text,
  destination: text,
  permanent: z.boolean().default(true),
  only404: z.boolean().default(false),
  enabled: z.boolean().default(true),
});
export type AdminRedirectInput = z.infer<typeof adminRedirectInputSchema>;

export const adminRedirectPatchSchema = z.object({
  version: z.string().min(1).max(64),
  channel: z.string().trim().min(1).max(64).nullable().optional(),
  source: text.optional(),
  destination: text.optional(),
  permanent: z.boolean().optional(),
  only404: z.boolean().optional(),
  enabled: z.boolean().optional(),
});
export type AdminRedirectPatch = z.infer<typeof adminRedirectPatchSchema>;

export const redirectIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const adminRedirectImportSchema = z.object({
  /** The file's text: a header row naming the columns, then one redirect a row. */
  csv: z
    .string()
    .min(1, { error: 'Choose a CSV file with a header row and at least one redirect.' })
    .max(REDIRECT_CSV_MAX_CHARS, {
      error: 'The file is too large: import at most about 900 KB at once.',
    }),
  /** "check" reports every problem and writes nothing; "apply" writes all rows or, with a problem, none. */
  mode: z.enum(['check', 'apply']),
});
export type AdminRedirectImport = z.infer<typeof adminRedirectImportSchema>;

export const redirectImportProblemSchema = z.object({
  /** The file's line number (the header is line 1). */
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type RedirectImportProblem = z.infer<typeof redirectImportProblemSchema>;

export const adminRedirectImportReportSchema = z.object({
  mode: z.enum(['check', 'apply']),
  /** True when nothing is wrong (in "apply" mode: and everything was written). */
  valid: z.boolean(),
  rows: z.number().int(),
  /** Rows that add a redirect / replace the one with the same old address and channel. */
  created: z.number().int(),
  updated: z.number().int(),
  problems: z.array(redirectImportProblemSchema),
});
export type AdminRedirectImportReport = z.infer<typeof adminRedirectImportReportSchema>;
