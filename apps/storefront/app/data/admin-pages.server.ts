import type { AdminPage, AdminPageSummary, List } from '@shop/contracts';
import { redirect } from 'react-router';
import { isApiError } from '~/lib/api/api-error.ts';
import { refusalOf, type ContentFormResult } from './admin-articles.server.ts';
import { formValues, translationsFrom, withVersion } from './admin-content-forms.ts';
import { adminRawCaller } from './admin-product-api.server.ts';
import { apiMessage, type AdminRequestArgs, type AdminSession } from './admin-session.server.ts';
import type { ShopRequest } from './request-context.server.ts';

/*
 * The back office's content pages (docs/adr/0059-content-news-pages.md) over /api/v2/admin/pages: the
 * list with a search, the page form (per-language title, address and rich text), preview and delete
 * (a channel's terms or privacy page is refused with the API's message).
 */

export const PAGE_FIELDS = ['title', 'slug', 'content'] as const;
export const PAGES_PER_PAGE = 50;

export interface PagesScreen {
  pages: List<AdminPageSummary>;
  search: string;
}

export async function loadPagesScreen(session: AdminSession, url: URL): Promise<PagesScreen> {
  const search = (url.searchParams.get('search') ?? '').trim().slice(0, 200);
  const page = Number(url.searchParams.get('page'));
  const query: Record<string, string | number> = {
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    itemsPerPage: PAGES_PER_PAGE,
  };
  if (search) query.search = search;
  return { pages: await session.api.get<List<AdminPageSummary>>('/pages', query), search };
}

/** The page of `/admin/pages/:id` (null for a new one or an unknown id). */
export async function loadPage(session: AdminSession, id: number | null): Promise<AdminPage | null> {
  if (id === null) return null;
  return session.api.get<AdminPage>(`/pages/${id}`).catch((error: unknown) => {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  });
}

/** Saves the page form ("save", or "preview": save and open the preview). */
export async function savePageForm(
  session: AdminSession,
  id: number | null,
  form: FormData,
): Promise<ContentFormResult> {
  const values = formValues(form);
  const body = {
    code: values.code ?? '',
    enabled: values.enabled === 'on',
    translations: translationsFrom(form, PAGE_FIELDS, 'title'),
  };
  let saved: AdminPage;
  try {
    saved =
      id === null
        ? await session.api.post<AdminPage>('/pages', body)
        : await session.api.patch<AdminPage>(`/pages/${id}`, withVersion(body, values));
  } catch (error) {
    return refusalOf(error, values);
  }
  if (values.intent === 'preview')
    throw redirect(session.path('ADMIN_PAGE_PREVIEW', { id: String(saved.id) }));
  throw redirect(`${session.path('ADMIN_PAGE', { id: String(saved.id) })}?saved=1`);
}

/** Deletes the page; the API's refusal (a channel's terms page: 409) comes back as the form's message. */
export async function deletePage(
  shop: ShopRequest,
  args: AdminRequestArgs,
  session: AdminSession,
  id: number,
): Promise<ContentFormResult> {
  try {
    await adminRawCaller(shop, args).send('DELETE', `/pages/${id}`);
  } catch (error) {
    if (isApiError(error) && error.status === 409)
      return { ok: false, errors: {}, message: apiMessage(error), values: {} };
    if (!isApiError(error) || error.status !== 404) throw error;
  }
  throw redirect(`${session.path('ADMIN_PAGES')}?deleted=1`);
}
