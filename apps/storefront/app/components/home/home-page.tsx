import type { Banner } from '@shop/contracts';
import type { ContentBlocksData } from '~/data/content-blocks.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { ContentBlocks } from '../content-blocks/content-blocks.tsx';
import { BenefitsRow } from './benefits-row.tsx';
import { CategoryGrid } from './category-grid.tsx';
import { HomeHero } from './home-hero.tsx';
import type { HomeTaxon } from './home-taxons.ts';
import styles from './home-page.module.css';

export interface HomePageProps {
  /** The root categories (homeTaxons): shown when the home page has no blocks of its own. */
  taxons: HomeTaxon[];
  /** The blocks the shop owner placed on the home page (spec section 3). */
  content?: ContentBlocksData;
  /** Standalone banners active today for this shopper. */
  banners?: Banner[];
}

/**
 * The home page as the shop owner builds it from content blocks (and standalone banners). A shop with no
 * home blocks yet still opens on something useful: the hero, benefits and its category tree.
 */
export function HomePage({ taxons, content, banners = [] }: HomePageProps) {
  const t = useT();
  const roots = [...taxons].sort((a, b) => a.position - b.position);
  if (content && content.blocks.length > 0) {
    return (
      <div className={`container ${styles.home}`}>
        <h1 className="visually-hidden">{t('home.hero.title')}</h1>
        <ContentBlocks data={content} banners={banners} leading />
      </div>
    );
  }
  return (
    <div className={`container ${styles.home}`}>
      <HomeHero taxons={roots} />
      <ContentBlocks data={{ blocks: [], extras: {} }} banners={banners} />
      <BenefitsRow />
      <CategoryGrid taxons={roots} />
    </div>
  );
}
