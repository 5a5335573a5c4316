import {
  REDIRECT_CSV_MAX_CHARS,
  type AdminChannel,
  type AdminRedirect,
  type AdminRedirectImportReport,
  type List,
  type ValidationError,
} from '@shop/contracts';
import { isApiError } from '~/lib/api/api-error.ts';
import { adminApiUrl } from '~/lib/api/admin-client.ts';
import type { Query } from '~/lib/api/client.ts';
import { adminRawCaller } from './admin-product-api.server.ts';
import {
  adminSignInRedirect,
  apiMessage,
  readAdminToken,
  type AdminRequestArgs,
  type AdminSession,
} from './admin-session.server.ts';
import { violationsByField } from './admin-taxonomy-forms.ts';
import type { ShopRequest } from './request-context.server.ts';
import { forwardDownload } from './admin-download.server.ts';

/*
 * The back office's redirects screen (docs/adr/0050-redirects-admin.md) over /api/v2/admin/redirects:
 * the list with its filters, the add/edit form, delete, the CSV import (check, then apply the same text)
 * and the export download.
 */

const BASE = '/redirects';
export const REDIRECTS_PER_PAGE = 50;
export const REDIRECT_FIELDS = [
  'channel',
  'source',
  'destination',
  'permanent',
  'only404',
  'enabled',
] as const;

export interface RedirectFilters {
  search: string;
  channel: string;
  enabled: '' | 'true' | 'false';
  page: number;
}

export function redirectFilters(url: URL): RedirectFilters {
  const page = Number(url.searchParams.get('page'));
  const enabled = url.searchParams.get('enabled');
  return {
    search: (url.searchParams.get('search') ?? '').trim().slice(0, 200),
    channel: (url.searchParams.get('channel') ?? '').trim().slice(0, 64),
    enabled: enabled === 'true' || enabled === 'false' ? enabled : '',
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

export interface RedirectsScreen {
  redirects: List<AdminRedirect>;
  channels: AdminChannel[];
  filters: RedirectFilters;
  /** The redirect opened for editing (?edit=id), null when none or gone. */
  editing: AdminRedirect | null;
}

export async function loadRedirectsScreen(session: AdminSession, url: URL): Promise<RedirectsScreen> {
  const filters = redirectFilters(url);
  const query: Query = { page: filters.page, itemsPerPage: REDIRECTS_PER_PAGE };
  if (filters.search) query.search = filters.search;
  if (filters.channel) query.channel = filters.channel;
  if (filters.enabled) query.enabled = filters.enabled;
  const editId = url.searchParams.get('edit');
  const [redirects, channels, editing] = await Promise.all([
    session.api.get<List<AdminRedirect>>(BASE, query).catch((error: unknown) => {
      // An unknown channel in the address (an old link): the whole list instead of an error page.
      if (isApiError(error) && error.status === 400) {
        return session.api.get<List<AdminRedirect>>(BASE, { page: 1, itemsPerPage: REDIRECTS_PER_PAGE });
      }
      throw error;
    }),
    session.api.get<List<AdminChannel>>('/channels'),
    editId && /^[1-9][0-9]{0,9}$/.test(editId)
      ? session.api.get<AdminRedirect>(`${BASE}/${editId}`).catch((error: unknown) => {
          if (isApiError(error) && error.status === 404) return null;
          throw error;
        })
      : Promise.resolve(null),
  ]);
  return { redirects, channels: channels.data, filters, editing };
}

export type RedirectFormValues = Partial<Record<(typeof REDIRECT_FIELDS)[number], string>>;

/** What every form of the screen answers. */
export type RedirectsActionResult =
  | {
      intent: 'save';
      ok: boolean;
      /** The edited redirect's id (null: adding). */
      id: number | null;
      errors: Record<string, string>;
      message: string | null;
      stale: boolean;
      values: RedirectFormValues;
    }
  | { intent: 'delete'; ok: boolean; message: string | null }
  | {
      intent: 'import';
      ok: boolean;
      report: AdminRedirectImportReport | null;
      /** The checked file's text, sent again by "Import these rows" (no second upload). */
      csv: string;
      message: string | null;
    };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

function formValues(form: FormData): RedirectFormValues {
  return {
    channel: text(form, 'channel'),
    source: text(form, 'source'),
    destination: text(form, 'destination'),
    permanent: form.get('permanent') ? 'on' : '',
    only404: form.get('only404') ? 'on' : '',
    enabled: form.get('enabled') ? 'on' : '',
  };
}

async function save(session: AdminSession, form: FormData): Promise<RedirectsActionResult> {
  const values = formValues(form);
  const idText = text(form, 'id');
  const id = /^[1-9][0-9]{0,9}$/.test(idText) ? Number(idText) : null;
  const body = {
    channel: values.channel ? values.channel : null,
    source: values.source ?? '',
    destination: values.destination ?? '',
    permanent: values.permanent === 'on',
    only404: values.only404 === 'on',
    enabled: values.enabled === 'on',
  };
  try {
    if (id === null) await session.api.post<AdminRedirect>(BASE, body);
    else await session.api.patch<AdminRedirect>(`${BASE}/${id}`, { ...body, version: text(form, 'version') });
    return { intent: 'save', ok: true, id, errors: {}, message: null, stale: false, values: {} };
  } catch (error) {
    if (!isApiError(error) || error.status === null) throw error;
    const data = (error.data ?? {}) as Partial<ValidationError>;
    if (error.status === 422 && Array.isArray(data.violations)) {
      const { errors, message } = violationsByField(data.violations);
      return { intent: 'save', ok: false, id, errors, message, stale: false, values };
    }
    if ([400, 404, 409].includes(error.status)) {
      const message = apiMessage(error);
      return { intent: 'save', ok: false, id, errors: {}, message, stale: error.status === 409, values };
    }
    throw error;
  }
}

async function remove(
  shop: ShopRequest,
  args: AdminRequestArgs,
  form: FormData,
  fetchImpl?: typeof fetch,
): Promise<RedirectsActionResult> {
  const id = text(form, 'id');
  if (!/^[1-9][0-9]{0,9}$/.test(id)) return { intent: 'delete', ok: false, message: null };
  try {
    await adminRawCaller(shop, args, fetchImpl).send('DELETE', `${BASE}/${id}`);
    return { intent: 'delete', ok: true, message: null };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { intent: 'delete', ok: true, message: null };
    throw error;
  }
}

async function importFile(session: AdminSession, form: FormData): Promise<RedirectsActionResult> {
  const file = form.get('file');
  let csv = text(form, 'csv');
  if (file instanceof File && file.size > 0) {
    if (file.size > REDIRECT_CSV_MAX_CHARS) {
      return { intent: 'import', ok: false, report: null, csv: '', message: 'tooLarge' };
    }
    csv = await file.text();
  }
  if (!csv) return { intent: 'import', ok: false, report: null, csv: '', message: 'chooseFile' };
  const mode = text(form, 'mode') === 'apply' ? 'apply' : 'check';
  try {
    const report = await session.api.post<AdminRedirectImportReport>(`${BASE}/import`, { csv, mode });
    return {
      intent: 'import',
      ok: report.valid,
      report,
      csv: report.mode === 'apply' ? '' : csv,
      message: null,
    };
  } catch (error) {
    if (!isApiError(error) || error.status !== 422) throw error;
    // Applying found a problem the check had not (someone changed redirects meanwhile): check again.
    const report = await session.api.post<AdminRedirectImportReport>(`${BASE}/import`, {
      csv,
      mode: 'check',
    });
    return { intent: 'import', ok: false, report, csv, message: null };
  }
}

/** The screen's forms, told apart by their `intent`. */
export async function redirectsAction(
  shop: ShopRequest,
  args: AdminRequestArgs,
  session: AdminSession,
  form: FormData,
  fetchImpl?: typeof fetch,
): Promise<RedirectsActionResult> {
  const intent = text(form, 'intent');
  if (intent === 'delete') return remove(shop, args, form, fetchImpl);
  if (intent === 'import') return importFile(session, form);
  return save(session, form);
}

/** GET /redirects/export streamed to the browser with its file name; null when the API refused it. */
export async function downloadRedirects(shop: ShopRequest, args: AdminRequestArgs): Promise<Response | null> {
  const token = readAdminToken(args.request);
  if (!token) throw adminSignInRedirect(shop, args, false);
  const answer = await globalThis.fetch(adminApiUrl(shop.config.apiUrl, `${BASE}/export`), {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/csv' },
    signal: args.request.signal,
  });
  if (answer.status === 401) throw adminSignInRedirect(shop, args, true);
  if (!answer.ok || !answer.body) return null;
  return forwardDownload(answer);
}
