import type {
  AdminArticle,
  AdminArticleSection,
  AdminArticleSummary,
  ArticleState,
  ContentPicture,
  List,
  ValidationError,
} from '@shop/contracts';
import { redirect } from 'react-router';
import { isApiError } from '~/lib/api/api-error.ts';
import { isoFromLocal } from './admin-catalogue-promotion-views.ts';
import {
  errorsByField,
  formValues,
  idParam,
  translationsFrom,
  type FormValues,
  withVersion,
} from './admin-content-forms.ts';
import { adminRawCaller } from './admin-product-api.server.ts';
import { apiMessage, type AdminRequestArgs, type AdminSession } from './admin-session.server.ts';
import type { ShopRequest } from './request-context.server.ts';

/*
 * The back office's news screens (docs/adr/0059-content-news-pages.md) over /api/v2/admin/articles and
 * /article-sections: the list with its filters, the article form (save as draft, preview, publish,
 * delete), the sections' list and form, and the pictures of both through /content-pictures.
 */

const ARTICLE_STATES: readonly ArticleState[] = ['draft', 'scheduled', 'published'];
export const ARTICLES_PER_PAGE = 20;
export const ARTICLE_FIELDS = ['name', 'slug', 'excerpt', 'content'] as const;

export interface ArticleFilters {
  search: string;
  section: string;
  state: '' | ArticleState;
  page: number;
}

export interface ArticlesScreen {
  articles: List<AdminArticleSummary>;
  sections: AdminArticleSection[];
  filters: ArticleFilters;
}

export function articleFilters(url: URL): ArticleFilters {
  const params = url.searchParams;
  const page = Number(params.get('page'));
  const state = params.get('state') as ArticleState | null;
  const section = params.get('section') ?? '';
  return {
    search: (params.get('search') ?? '').trim().slice(0, 200),
    section: idParam(section) ? section : '',
    state: state && ARTICLE_STATES.includes(state) ? state : '',
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

export async function loadArticlesScreen(session: AdminSession, url: URL): Promise<ArticlesScreen> {
  const filters = articleFilters(url);
  const query: Record<string, string | number> = { page: filters.page, itemsPerPage: ARTICLES_PER_PAGE };
  if (filters.search) query.search = filters.search;
  if (filters.section) query.section = filters.section;
  if (filters.state) query.state = filters.state;
  const [articles, sections] = await Promise.all([
    session.api.get<List<AdminArticleSummary>>('/articles', query),
    session.api.get<List<AdminArticleSection>>('/article-sections'),
  ]);
  return { articles, sections: sections.data, filters };
}

export interface ArticleScreen {
  article: AdminArticle | null;
  sections: AdminArticleSection[];
}

/** The article of `/admin/articles/:id` (null for a new one); an unknown id is null too (the route 404s). */
export async function loadArticleScreen(
  session: AdminSession,
  id: number | null,
): Promise<ArticleScreen & { missing: boolean }> {
  const [article, sections] = await Promise.all([
    id === null
      ? Promise.resolve(null)
      : session.api.get<AdminArticle>(`/articles/${id}`).catch((error: unknown) => {
          if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
          throw error;
        }),
    session.api.get<List<AdminArticleSection>>('/article-sections'),
  ]);
  return { article, sections: sections.data, missing: id !== null && article === null };
}

export interface ContentFormResult {
  ok: false;
  errors: Record<string, string>;
  message: string | null;
  values: FormValues;
}

/** A refusal's answer: 422 → every field's message; 400/404/409 → one message; anything else is thrown. */
export function refusalOf(error: unknown, values: FormValues): ContentFormResult {
  if (!isApiError(error) || error.status === null) throw error;
  const body = (error.data ?? {}) as Partial<ValidationError>;
  if (error.status === 422 && Array.isArray(body.violations)) {
    return { ok: false, ...errorsByField(body.violations), values };
  }
  if ([400, 404, 409].includes(error.status))
    return { ok: false, errors: {}, message: apiMessage(error), values };
  throw error;
}

/** Stores the form's chosen picture (field `imageFile`) through /content-pictures; null when none chosen. */
export async function uploadFormPicture(
  shop: ShopRequest,
  args: AdminRequestArgs,
  file: FormDataEntryValue | null,
): Promise<ContentPicture | null> {
  if (!(file instanceof File) || file.size === 0) return null;
  const body = new FormData();
  body.append('file', file, file.name || 'picture');
  return adminRawCaller(shop, args).send<ContentPicture>('POST', '/content-pictures', body);
}

type Intent = 'draft' | 'save' | 'preview' | 'publish';

/**
 * Saves the article form: "draft" saves it hidden from the shop, "save" keeps its state, "preview" saves
 * and opens the preview, "publish" saves and publishes it now or from the chosen future date.
 */
export async function saveArticleForm(
  shop: ShopRequest,
  args: AdminRequestArgs,
  session: AdminSession,
  id: number | null,
  form: FormData,
  now = new Date(),
): Promise<ContentFormResult> {
  const values = formValues(form);
  const intent: Intent =
    (['draft', 'save', 'preview', 'publish'] as const).find((i) => i === values.intent) ?? 'save';
  let image: string | null = values.image?.trim() || null;
  if (values.removeImage === 'on') image = null;
  try {
    const picture = await uploadFormPicture(shop, args, form.get('imageFile'));
    if (picture) image = picture.path;
  } catch (error) {
    const refused = refusalOf(error, values);
    return { ...refused, errors: { image: refused.errors.file ?? refused.message ?? '' }, message: null };
  }
  values.image = image ?? '';
  const chosen = values.publishedAt ? isoFromLocal(values.publishedAt) : null;
  const wasEnabled = values.wasEnabled === 'true';
  const body = {
    sectionId: Number(values.sectionId) || 0,
    code: values.code ?? '',
    // Publishing is its own call after the save (now, or from a future date: scheduled).
    enabled: intent === 'draft' ? false : wasEnabled,
    publishedAt: chosen ?? now.toISOString(),
    image,
    translations: translationsFrom(form, ARTICLE_FIELDS, 'name'),
  };
  let saved: AdminArticle;
  try {
    saved =
      id === null
        ? await session.api.post<AdminArticle>('/articles', body)
        : await session.api.patch<AdminArticle>(`/articles/${id}`, withVersion(body, values));
    if (intent === 'publish') {
      const future = chosen !== null && Date.parse(chosen) > now.getTime();
      saved = await session.api.post<AdminArticle>(
        `/articles/${saved.id}/publish`,
        future ? { publishedAt: chosen } : {},
      );
    }
  } catch (error) {
    return refusalOf(error, values);
  }
  if (intent === 'preview') throw redirect(session.path('ADMIN_ARTICLE_PREVIEW', { id: String(saved.id) }));
  throw redirect(`${session.path('ADMIN_ARTICLE', { id: String(saved.id) })}?saved=${intent}`);
}

export async function deleteArticle(
  shop: ShopRequest,
  args: AdminRequestArgs,
  session: AdminSession,
  id: number,
) {
  try {
    await adminRawCaller(shop, args).send('DELETE', `/articles/${id}`);
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error;
  }
  throw redirect(`${session.path('ADMIN_ARTICLES')}?deleted=1`);
}

export const SECTION_FIELDS = ['name', 'slug'] as const;

export interface SectionsScreen {
  sections: AdminArticleSection[];
  editing: AdminArticleSection | null;
}

export async function loadSectionsScreen(session: AdminSession, url: URL): Promise<SectionsScreen> {
  const sections = (await session.api.get<List<AdminArticleSection>>('/article-sections')).data;
  const editId = idParam(url.searchParams.get('edit') ?? undefined);
  return { sections, editing: sections.find((section) => section.id === editId) ?? null };
}

export type SectionsActionResult =
  | (ContentFormResult & { intent: 'save'; id: number | null })
  | { intent: 'save' | 'delete'; ok: true }
  | { intent: 'delete'; ok: false; message: string | null };

export async function sectionsAction(
  shop: ShopRequest,
  args: AdminRequestArgs,
  session: AdminSession,
  form: FormData,
): Promise<SectionsActionResult> {
  const values = formValues(form);
  const id = idParam(values.id);
  if (values.intent === 'delete') {
    if (id === null) return { intent: 'delete', ok: false, message: null };
    try {
      await adminRawCaller(shop, args).send('DELETE', `/article-sections/${id}`);
      return { intent: 'delete', ok: true };
    } catch (error) {
      if (isApiError(error) && error.status === 404) return { intent: 'delete', ok: true };
      if (isApiError(error) && error.status === 409)
        return { intent: 'delete', ok: false, message: apiMessage(error) };
      throw error;
    }
  }
  const position = Number(values.position ?? '0');
  const body = {
    code: values.code ?? '',
    position: Number.isInteger(position) ? position : values.position,
    translations: translationsFrom(form, SECTION_FIELDS, 'name'),
  };
  try {
    if (id === null) await session.api.post('/article-sections', body);
    else await session.api.patch(`/article-sections/${id}`, body);
    return { intent: 'save', ok: true };
  } catch (error) {
    return { intent: 'save', id, ...refusalOf(error, values) };
  }
}
