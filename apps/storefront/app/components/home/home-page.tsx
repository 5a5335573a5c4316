import type { TaxonNode } from '@shop/contracts';
import { BenefitsRow } from './benefits-row.tsx';
import { CategoryGrid } from './category-grid.tsx';
import { HomeHero } from './home-hero.tsx';
import styles from './home-page.module.css';

/**
 * The home page from the real category tree: hero, benefits and the root categories with their
 * subcategories. Content blocks from the CMS join it with the content issue.
 */
export function HomePage({ taxons }: { taxons: TaxonNode[] }) {
  const roots = [...taxons].sort((a, b) => a.position - b.position);
  return (
    <div className={`container ${styles.home}`}>
      <HomeHero taxons={roots} />
      <BenefitsRow />
      <CategoryGrid taxons={roots} />
    </div>
  );
}
