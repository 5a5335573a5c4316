import type { ContentBlockInput } from '@shop/contracts';
import { taxonByCode } from '../catalogue/taxons.ts';
import type { DemoLocale, LocalizedText } from '../catalogue/types.ts';
import type { PageCode } from './pages.ts';

/** Shop paths that carry database ids (categories /c/{slug}-{id}, pages /{slug}-{id}), per locale. */
export interface DemoBlockLinks {
  category: (code: string) => LocalizedText;
  page: (code: PageCode) => LocalizedText;
}

export const t = (lt: string, en: string): LocalizedText => ({ lt, en });

/** Paths without ids, per locale (the storefront's route table). */
export const PATHS = {
  sales: t('/akcijos', '/en/sales'),
  signUp: t('/auth', '/en/auth'),
  loyalty: t('/paskyra/lojalumas', '/en/account/loyalty'),
  wishlist: t('/megstamiausios', '/en/wishlist'),
  faq: t('/duk', '/en/faq'),
  news: t('/naujienos', '/en/news'),
  pramGuide: t('/naujienos/patarimai/kaip-issirinkti-vezimeli', '/en/news/advice/how-to-choose-a-pram'),
  brand: (code: string) => t(`/a/brand/${code}`, `/en/a/brand/${code}`),
};

type Say = (lt: string, en: string) => string;

/** What every demo block builder needs: per-locale content and the shop's links. */
export function blockKit(links: DemoBlockLinks) {
  return {
    /** Content per locale: `build` gets the locale and a picker of the lt or en text. */
    both: (build: (locale: DemoLocale, say: Say) => unknown) => ({
      lt: build('lt', (lt) => lt),
      en: build('en', (_lt, en) => en),
    }),
    category: (code: string, locale: DemoLocale) => links.category(code)[locale],
    categoryName: (code: string, locale: DemoLocale) => taxonByCode(code).name[locale],
    page: (code: PageCode, locale: DemoLocale) => links.page(code)[locale],
  };
}

/** A block placed on one display location. */
export function placed(displayLocation: 'home' | 'showcase') {
  return (code: string, position: number, type: ContentBlockInput['type']) => ({
    code,
    type,
    position,
    displayLocations: [displayLocation],
  });
}
