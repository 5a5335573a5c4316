import {
  CONTENT_BLOCK_LOCATIONS,
  CONTENT_BLOCK_TYPES,
  type AdminBanner,
  type AdminBannerList,
  type AdminChannel,
  type AdminContentBlock,
  type AdminContentBlockList,
  type AdminContentBlockTypeList,
  type AdminContentPicture,
  type Banner,
  type ContentBlock,
  type List,
  type ValidationError,
} from '@shop/contracts';
import { isApiError } from '~/lib/api/api-error.ts';
import { adminRawCaller } from './admin-product-api.server.ts';
import { apiMessage, type AdminRequestArgs, type AdminSession } from './admin-session.server.ts';
import { CONTENT_LOCALES } from './admin-content-forms.ts';
import { violationsByField } from './admin-taxonomy-forms.ts';
import { todayIso } from './content-blocks.server.ts';
import type { ShopRequest } from './request-context.server.ts';

/*
 * The back office's content blocks and banners screens (docs/adr/0060-content-blocks-banners-admin.md) over
 * /api/v2/admin/content-blocks, /content-block-types and /banners. The block and banner forms send their
 * whole body as one JSON field (`payload`, built by the schema-driven form in the browser); the API's 422
 * violations come back by path (`translations.en.items.0.title`) for the form to show beside each field.
 */

const ID = /^[1-9][0-9]{0,9}$/;

export interface ContentBlockFilters {
  type: string;
  location: string;
  channel: string;
  enabled: string;
}

/** The channels for the selects (every administrator may read them; an older API refusing gives none). */
export async function loadAdminChannels(session: AdminSession): Promise<AdminChannel[]> {
  try {
    return (await session.api.get<List<AdminChannel>>('/channels')).data;
  } catch (error) {
    if (isApiError(error) && error.status === 403) return [];
    throw error;
  }
}

export async function loadContentBlocksScreen(session: AdminSession, url: URL) {
  const params = url.searchParams;
  const pick = (name: string, allowed: readonly string[]) => {
    const value = params.get(name) ?? '';
    return allowed.includes(value) ? value : '';
  };
  const filters: ContentBlockFilters = {
    type: pick('type', CONTENT_BLOCK_TYPES),
    location: pick('location', CONTENT_BLOCK_LOCATIONS),
    channel: (params.get('channel') ?? '').slice(0, 64),
    enabled: pick('enabled', ['true', 'false']),
  };
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  const [list, channels] = await Promise.all([
    session.api.get<AdminContentBlockList>('/content-blocks', query),
    loadAdminChannels(session),
  ]);
  return { blocks: list.items, channels, filters };
}

export async function loadContentBlockScreen(session: AdminSession, id: string | null) {
  if (id !== null && !ID.test(id)) throw new Response('Not found', { status: 404 });
  const [types, channels, block] = await Promise.all([
    session.api.get<AdminContentBlockTypeList>('/content-block-types'),
    loadAdminChannels(session),
    id === null ? Promise.resolve(null) : session.api.get<AdminContentBlock>(`/content-blocks/${id}`),
  ]);
  return { types: types.items, channels, block };
}

export async function loadContentBlockPreview(session: AdminSession, id: string, locale: string) {
  if (!ID.test(id)) throw new Response('Not found', { status: 404 });
  const safeLocale = /^[a-z]{2}(?:_[A-Z]{2})?$/.test(locale) ? locale : 'lt';
  try {
    const block = await session.api.get<ContentBlock>(`/content-blocks/${id}/preview`, {
      locale: safeLocale,
    });
    return { block, locale: safeLocale };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { block: null, locale: safeLocale };
    throw error;
  }
}

export interface JsonFormResult {
  intent: string;
  ok: boolean;
  id: number | null;
  /** Violations by their API path. */
  errors: Record<string, string>;
  message: string | null;
  /** What was sent, to fill the form again after a refusal. */
  payload: string;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

function refusal(error: unknown, intent: string, id: number | null, payload: string): JsonFormResult {
  if (!isApiError(error) || error.status === null) throw error;
  const data = (error.data ?? {}) as Partial<ValidationError>;
  if (error.status === 422 && Array.isArray(data.violations)) {
    const { errors, message } = violationsByField(data.violations);
    return { intent, ok: false, id, errors, message, payload };
  }
  if ([400, 404, 409].includes(error.status))
    return { intent, ok: false, id, errors: {}, message: apiMessage(error), payload };
  throw error;
}

/**
 * Saves the JSON body of a block or banner form: POST to `base` without an id, PUT to `base/id` with one.
 * A body that is not JSON never reaches the API.
 */
export async function saveJsonForm(
  session: AdminSession,
  base: '/content-blocks' | '/banners',
  id: string | null,
  form: FormData,
): Promise<JsonFormResult> {
  const payload = text(form, 'payload').slice(0, 1_000_000);
  const known = id !== null && ID.test(id) ? Number(id) : null;
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return { intent: 'save', ok: false, id: known, errors: {}, message: 'invalid_json', payload };
  }
  try {
    const saved =
      known === null
        ? await session.api.post<{ id: number }>(base, body)
        : await session.api.put<{ id: number }>(`${base}/${known}`, body);
    return { intent: 'save', ok: true, id: saved.id, errors: {}, message: null, payload };
  } catch (error) {
    return refusal(error, 'save', known, payload);
  }
}

export async function deleteById(
  shop: ShopRequest,
  args: AdminRequestArgs,
  base: '/content-blocks' | '/banners',
  form: FormData,
): Promise<JsonFormResult> {
  const id = text(form, 'id');
  if (!ID.test(id)) return { intent: 'delete', ok: false, id: null, errors: {}, message: null, payload: '' };
  try {
    await adminRawCaller(shop, args).send('DELETE', `${base}/${id}`);
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error;
  }
  return { intent: 'delete', ok: true, id: Number(id), errors: {}, message: null, payload: '' };
}

/** The list's forms: enable/disable (the block sent back whole with the new state), move, delete. */
export async function contentBlocksAction(
  shop: ShopRequest,
  args: AdminRequestArgs,
  session: AdminSession,
  form: FormData,
): Promise<JsonFormResult> {
  const intent = text(form, 'intent');
  if (intent === 'delete') return deleteById(shop, args, '/content-blocks', form);
  const id = text(form, 'id');
  const failed = (message: string | null): JsonFormResult => ({
    intent,
    ok: false,
    id: ID.test(id) ? Number(id) : null,
    errors: {},
    message,
    payload: '',
  });
  if (intent === 'toggle') {
    if (!ID.test(id)) return failed(null);
    try {
      const {
        id: _id,
        updatedAt: _at,
        ...block
      } = await session.api.get<AdminContentBlock>(`/content-blocks/${id}`);
      await session.api.put(`/content-blocks/${id}`, { ...block, enabled: text(form, 'enabled') === 'true' });
      return { intent, ok: true, id: Number(id), errors: {}, message: null, payload: '' };
    } catch (error) {
      return refusal(error, intent, Number(id), '');
    }
  }
  if (intent === 'move') {
    const ids = text(form, 'order')
      .split(',')
      .filter((part) => ID.test(part))
      .map(Number);
    try {
      await session.api.post('/content-blocks/reorder', {
        displayLocation: text(form, 'location'),
        ids,
      });
      return {
        intent,
        ok: true,
        id: ID.test(id) ? Number(id) : null,
        errors: {},
        message: null,
        payload: '',
      };
    } catch (error) {
      return refusal(error, intent, null, '');
    }
  }
  return failed(null);
}

/** A picture for a block or a banner, forwarded to the API as its `file` field. */
export async function uploadContentPicture(
  shop: ShopRequest,
  args: AdminRequestArgs,
  form: FormData,
): Promise<{ ok: true; picture: AdminContentPicture } | { ok: false; message: string | null }> {
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return { ok: false, message: 'Choose a file to upload.' };
  const body = new FormData();
  body.append('file', file, file.name);
  try {
    const picture = await adminRawCaller(shop, args).send<AdminContentPicture>(
      'POST',
      '/content-blocks/pictures',
      body,
    );
    return { ok: true, picture };
  } catch (error) {
    if (!isApiError(error) || error.status === null || error.status >= 500) throw error;
    return { ok: false, message: apiMessage(error) };
  }
}

export async function loadBannersScreen(session: AdminSession, url: URL) {
  const params = url.searchParams;
  const enabled = ['true', 'false'].includes(params.get('enabled') ?? '') ? params.get('enabled')! : '';
  const channel = (params.get('channel') ?? '').slice(0, 64);
  const query = Object.fromEntries(Object.entries({ enabled, channel }).filter(([, value]) => value !== ''));
  const [list, channels] = await Promise.all([
    session.api.get<AdminBannerList>('/banners', query),
    loadAdminChannels(session),
  ]);
  return { banners: list.items, channels, filters: { enabled, channel } };
}

export async function loadBannerScreen(session: AdminSession, id: string | null) {
  if (id !== null && !ID.test(id)) throw new Response('Not found', { status: 404 });
  const [channels, banner] = await Promise.all([
    loadAdminChannels(session),
    id === null ? Promise.resolve(null) : session.api.get<AdminBanner>(`/banners/${id}`),
  ]);
  return { channels, banner };
}

export interface BannerPreview {
  id: number;
  code: string;
  /** "published" when the shop shows the banner today (enabled, in its window), else "draft". */
  state: 'published' | 'draft';
  locale: string;
  /** The languages the banner has a text in. */
  available: string[];
  /** The banner as the shop's renderer gets it in `locale` (the API's shape for shoppers). */
  banner: Banner;
}

/**
 * A banner as the shop will show it (the standalone banners' own component), whether it is enabled, in its
 * window or neither: the language asked for when the banner has it, else its first language.
 */
export async function loadBannerPreview(
  session: AdminSession,
  id: string | undefined,
  askedLocale: string | null,
  now: Date = new Date(),
): Promise<BannerPreview> {
  if (!id || !ID.test(id)) throw new Response('Not found', { status: 404 });
  const banner = await session.api.get<AdminBanner>(`/banners/${id}`);
  const available = CONTENT_LOCALES.filter((code) => banner.translations[code]);
  const locale = available.find((code) => code === askedLocale) ?? available[0];
  const text = locale ? banner.translations[locale] : undefined;
  if (!locale || !text) throw new Response('Not found', { status: 404 });
  const today = todayIso(now);
  const shownToday =
    banner.enabled &&
    (banner.activeFrom === null || banner.activeFrom <= today) &&
    (banner.activeUntil === null || banner.activeUntil >= today);
  return {
    id: banner.id,
    code: banner.code,
    state: shownToday ? 'published' : 'draft',
    locale,
    available,
    banner: {
      id: banner.id,
      code: banner.code,
      title: text.title,
      image: text.imagePath,
      link: text.link,
      displayFor: banner.displayFor,
      standalone: banner.standalone,
      position: banner.position,
      activeFrom: banner.activeFrom,
      activeUntil: banner.activeUntil,
    },
  };
}
