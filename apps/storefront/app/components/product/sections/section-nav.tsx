import { useT } from '~/i18n/use-t.ts';
import { SECTION_ANCHORS, type SectionName } from './anchors.ts';
import styles from './sections.module.css';

const SECTION_TITLES: Record<SectionName, string> = {
  details: 'product.sections.details',
  specifications: 'product.sections.specifications',
  reviews: 'product.sections.reviews',
  downloads: 'product.sections.downloads',
  warehouses: 'product.sections.warehouses',
};

export function sectionTitleKey(name: SectionName): string {
  return SECTION_TITLES[name];
}

/** In-page links to the sections the product has, kept in view while reading them. */
export function SectionNav({ sections }: { sections: SectionName[] }) {
  const t = useT();
  return (
    <nav aria-label={t('product.sections.nav')} className={styles.nav}>
      <ul role="list">
        {sections.map((name) => (
          <li key={name}>
            <a href={`#${SECTION_ANCHORS[name]}`}>{t(SECTION_TITLES[name])}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
