import type { ContentBlockContent, ContentBlockOf } from '@shop/contracts';
import { Link } from 'react-router';
import richText from '~/components/ui/rich-text.module.css';
import type { BlockCategory } from '~/data/content-blocks.server.ts';
import { useRoutePath } from '~/routing/links.ts';
import { useTaxonHref } from '../home/taxon-href.ts';
import { Icon } from '../icons/icon.tsx';
import { BlockHeading, type HeadingLevel } from './block-heading.tsx';
import { BlockImage } from './block-image.tsx';
import { ContentLink } from './content-link.tsx';
import styles from './content-blocks.module.css';

/** Links as tiles: a label, an optional picture and a short description each. */
export function LinkBlocks({
  content,
  level,
}: {
  content: ContentBlockContent<'linkBlocks'>;
  level?: HeadingLevel;
}) {
  return (
    <div className={styles.stack}>
      {content.title && <BlockHeading level={level}>{content.title}</BlockHeading>}
      <ul className={styles.linkGrid} role="list">
        {content.links.map((item, index) => (
          <li key={index}>
            <ContentLink href={item.link} className={styles.linkTile}>
              {item.image && (
                <BlockImage
                  path={item.image}
                  filter="tile"
                  alt=""
                  sizes="120px"
                  className={styles.linkImage}
                />
              )}
              <span className={styles.linkText}>
                <span className={styles.linkLabel}>{item.label}</span>
                {item.description && <span className={styles.linkDescription}>{item.description}</span>}
              </span>
              <Icon name="chevron-right" size={20} className={styles.linkArrow} />
            </ContentLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Cards with a picture, a title and a few words each, a link when given. */
export function BlockList({
  content,
  level,
}: {
  content: ContentBlockContent<'blockList'>;
  level?: HeadingLevel;
}) {
  const ItemHeading = level === 3 ? 'h4' : 'h3';
  return (
    <div className={styles.stack}>
      {content.title && <BlockHeading level={level}>{content.title}</BlockHeading>}
      <ul className={styles.cardGrid} role="list">
        {content.items.map((item, index) => {
          const body = (
            <>
              {item.image && (
                <BlockImage
                  path={item.image}
                  filter="tile"
                  alt=""
                  sizes="(min-width: 960px) 25vw, (min-width: 600px) 50vw, 100vw"
                  className={styles.cardImage}
                />
              )}
              <span className={styles.cardBody}>
                <ItemHeading className={styles.cardTitle}>{item.title}</ItemHeading>
                {item.html && (
                  <span className={richText.richText} dangerouslySetInnerHTML={{ __html: item.html }} />
                )}
              </span>
            </>
          );
          return (
            <li key={index} className={styles.card}>
              {item.link ? (
                <ContentLink href={item.link} className={styles.cardLink}>
                  {body}
                </ContentLink>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Chosen categories as picture tiles linking to their product lists. */
export function CategoryBlock({
  content,
  categories,
}: {
  content: ContentBlockContent<'categoryBlock'>;
  categories: BlockCategory[];
}) {
  const taxonHref = useTaxonHref();
  if (categories.length === 0) return null;
  return (
    <div className={styles.stack}>
      <BlockHeading>{content.title}</BlockHeading>
      <ul className={styles.categoryGrid} role="list">
        {categories.map(({ taxon, image }) => (
          <li key={taxon.id}>
            <Link to={taxonHref(taxon)} className={styles.categoryTile} prefetch="intent">
              {image ? (
                <BlockImage
                  path={image}
                  filter="menu"
                  alt=""
                  sizes="(min-width: 960px) 16vw, (min-width: 600px) 30vw, 45vw"
                  className={styles.categoryImage}
                />
              ) : (
                <span className={styles.categoryImage} aria-hidden="true" />
              )}
              <span className={styles.categoryName}>{taxon.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Brand logos linking to each brand's products (/a/{attribute}/{value}). */
export function BrandsBlock({ block }: { block: ContentBlockOf<'brandsBlock'> }) {
  const path = useRoutePath();
  const { content } = block;
  if (content.brands.length === 0) return null;
  return (
    <div className={styles.stack}>
      <BlockHeading>{content.title}</BlockHeading>
      <ul className={styles.brandGrid} role="list">
        {content.brands.map((brand) => (
          <li key={brand.code}>
            <Link
              to={path('ATTRIBUTE_VALUE', {
                attributeSlug: brand.attributeSlug,
                attributeValueSlug: brand.slug,
              })}
              className={styles.brand}
              prefetch="intent"
            >
              {brand.image ? (
                <BlockImage
                  path={brand.image}
                  filter="brand"
                  alt={brand.name}
                  sizes="160px"
                  className={styles.brandLogo}
                />
              ) : (
                <span className={styles.brandName}>{brand.name}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
