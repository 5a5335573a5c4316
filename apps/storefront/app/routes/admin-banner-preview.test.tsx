import type { AdminBanner } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { loadBannerPreview, type BannerPreview } from '~/data/admin-content-blocks.server.ts';
import { json, stubAdminApi } from '~/data/testing-admin-api.ts';
import AdminBannerPreviewRoute from './admin-banner-preview.tsx';
import AdminBannerRoute from './admin-banner.tsx';
import { renderAdminScreen } from './testing-admin-screen.tsx';

const banner: AdminBanner = {
  id: 7,
  code: 'winter-sale',
  enabled: false,
  channelCode: null,
  displayFor: 'all',
  standalone: true,
  activeFrom: '2026-12-01',
  activeUntil: '2026-12-24',
  position: 0,
  translations: {
    lt: { title: 'Žiemos išpardavimas', imagePath: 'content/winter.jpg', link: '/lt/akcijos' },
    en: { title: 'Winter sale', imagePath: 'content/winter-en.jpg', link: null },
  },
};

const bannerPreviewScreen = {
  id: 'ADMIN_BANNER_PREVIEW___lt',
  path: 'admin/banners/:id/preview',
  Component: AdminBannerPreviewRoute,
};
const bannerScreen = { id: 'ADMIN_BANNER___lt', path: 'admin/banners/:id', Component: AdminBannerRoute };

describe('banner preview', () => {
  const preview = async (fields: Partial<AdminBanner>, locale: string | null, now: string) => {
    const api = stubAdminApi(() => json({ ...banner, ...fields }));
    const answer = await loadBannerPreview(
      api.session('/admin/banners/7/preview'),
      '7',
      locale,
      new Date(now),
    );
    return { answer, calls: api.calls };
  };

  it('gives the banner in the shoppers’ shape, in the language asked for, and whether the shop shows it today', async () => {
    const draft = await preview({}, 'en', '2026-12-10T10:00:00Z');
    expect(draft.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /banners/7']);
    expect(draft.answer).toEqual({
      id: 7,
      code: 'winter-sale',
      state: 'draft',
      locale: 'en',
      available: ['lt', 'en'],
      banner: {
        id: 7,
        code: 'winter-sale',
        title: 'Winter sale',
        image: 'content/winter-en.jpg',
        link: null,
        displayFor: 'all',
        standalone: true,
        position: 0,
        activeFrom: '2026-12-01',
        activeUntil: '2026-12-24',
      },
    });
    // Enabled and inside its days: in the shop today. Enabled but before its first day: not yet.
    expect((await preview({ enabled: true }, 'en', '2026-12-10T10:00:00Z')).answer.state).toBe('published');
    expect((await preview({ enabled: true }, 'en', '2026-11-30T10:00:00Z')).answer.state).toBe('draft');
    expect((await preview({ enabled: true }, 'en', '2026-12-25T10:00:00Z')).answer.state).toBe('draft');
    // A language the banner has no text in: its first language.
    const fallback = await preview({}, 'ru', '2026-12-10T10:00:00Z');
    expect(fallback.answer.locale).toBe('lt');
    expect(fallback.answer.banner.title).toBe('Žiemos išpardavimas');
  });

  it('is 404 for an id that is not one, without asking the API', async () => {
    const api = stubAdminApi(() => json(banner));
    const refused = await loadBannerPreview(api.session('/admin/banners/x/preview'), 'x', 'lt').catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(404);
    expect(api.calls).toEqual([]);
  });

  it('draws the banner with the shop’s own banner component under the preview bar', () => {
    const data: BannerPreview = {
      id: 7,
      code: 'winter-sale',
      state: 'draft',
      locale: 'lt',
      available: ['lt', 'en'],
      banner: {
        id: 7,
        code: 'winter-sale',
        title: 'Žiemos išpardavimas',
        image: 'content/winter.jpg',
        link: '/lt/akcijos',
        displayFor: 'all',
        standalone: true,
        position: 0,
        activeFrom: null,
        activeUntil: null,
      },
    };
    const html = renderAdminScreen({
      url: '/admin/banners/7/preview?locale=lt',
      screen: bannerPreviewScreen,
      data,
    });
    expect(html).toContain('Peržiūra – nepaskelbta');
    expect(html).toContain('data-testid="standalone-banners"');
    expect(html).toMatch(/<a[^>]*href="\/lt\/akcijos"[^>]*>.*Žiemos išpardavimas/s);
    expect(html).toContain('content/winter.jpg');
    // The bar switches between the banner's languages only, and leads back to the form.
    expect(html).toContain('href="/admin/banners/7/preview?locale=en"');
    expect(html).not.toContain('preview?locale=ru');
    expect(html).toContain('<a data-testid="preview-back" href="/admin/banners/7"');
  });

  it('links the form to the preview of each saved language', () => {
    const html = renderAdminScreen({
      url: '/admin/banners/7',
      screen: bannerScreen,
      data: { banner, channels: [] },
    });
    expect(html).toContain('href="/admin/banners/7/preview?locale=lt"');
  });
});
