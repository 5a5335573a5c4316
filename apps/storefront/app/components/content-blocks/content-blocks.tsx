import { HydrationSlice } from '~/shell/hydration-slices.tsx';
import type { Banner, ContentBlock, ContentBlockContent, NestedChildBlock } from '@shop/contracts';
import { Fragment, lazy, type ReactNode, Suspense } from 'react';
import type { BlockExtras, ContentBlocksData } from '~/data/content-blocks.server.ts';
import { cx } from '../class-names.ts';
import { BannersWithButtonsBlock, SlimBannersWithButtonsBlock, StandaloneBanners } from './banner-blocks.tsx';
import { BlockHeading } from './block-heading.tsx';
import { DeferredBlock } from './deferred-block.tsx';
import { HalfAndHalfAdaptBlock, HalfAndHalfBlock, HalfAndHalfGoogleMapBlock } from './half-blocks.tsx';
import { HeroSlider } from './hero-slider.tsx';
import { BlockList, BrandsBlock, CategoryBlock, LinkBlocks } from './link-blocks.tsx';
import { LocationMapBlock } from './map-embed.tsx';
import { ImageBlock, ImagesSliderBlock, YoutubeBlock } from './media-blocks.tsx';
import { ProductSliderSkeleton } from './product-slider-skeleton.tsx';
import { ContactsBlock, TextBlock } from './text-blocks.tsx';
import styles from './content-blocks.module.css';

/*
 * The product sliders and the news block (with the product card and the article card) are loaded with the
 * block, not with the page: on the home page they are below the first screen (deferred blocks), so a first
 * load does not download them (issue 21, ADR 0048 "First-load JS"). Where one is rendered on the server, the
 * browser fetches it while hydrating and keeps the server's HTML meanwhile.
 */
const ProductListBlockView = lazy(() =>
  import('./product-blocks.tsx').then((module) => ({ default: module.ProductListBlockView })),
);
const NewsBlock = lazy(() => import('./news-block.tsx').then((module) => ({ default: module.NewsBlock })));

/**
 * While a lazily loaded block's code arrives: card skeletons (without the title, which a list that comes back
 * empty would not show).
 */
function LoadingBlock({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className={styles.stack}>
          <ProductSliderSkeleton />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

function NestedChild({ child }: { child: NestedChildBlock }) {
  switch (child.type) {
    case 'textBlock':
      return <TextBlock content={child.content} level={3} />;
    case 'imageBlock':
      return <ImageBlock content={child.content} />;
    case 'youtubeIframe':
      return <YoutubeBlock content={child.content} level={3} />;
    case 'contacts':
      return <ContactsBlock content={child.content} level={3} />;
    case 'linkBlocks':
      return <LinkBlocks content={child.content} level={3} />;
    case 'blockList':
      return <BlockList content={child.content} level={3} />;
  }
}

/** Blocks side by side in two or three columns (stacked on phones). */
function NestedBlock({ content }: { content: ContentBlockContent<'nested'> }) {
  return (
    <div className={styles.stack}>
      {content.title && <BlockHeading>{content.title}</BlockHeading>}
      <div className={cx(styles.columns, content.columns === 3 && styles.columns3)}>
        {content.blocks.map((child, index) => (
          <div key={index} className={styles.column} data-block-type={child.type}>
            <NestedChild child={child} />
          </div>
        ))}
      </div>
    </div>
  );
}

function BlockView({
  block,
  extras,
  leading,
}: {
  block: ContentBlock;
  extras: BlockExtras;
  leading: boolean;
}) {
  switch (block.type) {
    case 'textBlock':
      return <TextBlock content={block.content} />;
    case 'imageBlock':
      return <ImageBlock content={block.content} priority={leading} />;
    case 'youtubeIframe':
      return <YoutubeBlock content={block.content} />;
    case 'halfAndHalfBlock':
      return <HalfAndHalfBlock content={block.content} />;
    case 'halfAndHalfAdaptBlock':
      return <HalfAndHalfAdaptBlock content={block.content} />;
    case 'halfAndHalfGoogleMapBlock':
      return <HalfAndHalfGoogleMapBlock content={block.content} />;
    case 'productsBlock':
    case 'newProductsBlock':
    case 'thirdPartyProductList':
      return (
        <LoadingBlock>
          <ProductListBlockView block={block} products={extras.products} />
        </LoadingBlock>
      );
    case 'slider':
      return <HeroSlider content={block.content} leading={leading} />;
    case 'categoryBlock':
      return <CategoryBlock content={block.content} categories={extras.categories ?? []} />;
    case 'blockList':
      return <BlockList content={block.content} />;
    case 'nested':
      return <NestedBlock content={block.content} />;
    case 'brandsBlock':
      return <BrandsBlock block={block} />;
    case 'imagesSlider':
      return <ImagesSliderBlock content={block.content} />;
    case 'bannersWithButtons':
      return <BannersWithButtonsBlock content={block.content} />;
    case 'slimBannersWithButtons':
      return <SlimBannersWithButtonsBlock content={block.content} />;
    case 'newsBlock':
      return (
        <LoadingBlock>
          <NewsBlock content={block.content} articles={extras.articles} />
        </LoadingBlock>
      );
    case 'linkBlocks':
      return <LinkBlocks content={block.content} />;
    case 'contacts':
      return <ContactsBlock content={block.content} />;
    case 'locationMapBlock':
      return <LocationMapBlock content={block.content} />;
  }
}

export interface ContentBlocksProps {
  data: ContentBlocksData;
  /** The shop's standalone banners, shown after the first block (the home page's). */
  banners?: Banner[];
  /** The blocks open the page: the first one's picture loads with high priority. */
  leading?: boolean;
  className?: string;
}

/** The content blocks placed on a page, in the shop owner's order. */
export function ContentBlocks({ data, banners = [], leading = false, className }: ContentBlocksProps) {
  if (data.blocks.length === 0 && banners.length === 0) return null;
  return (
    <div className={cx(styles.blocks, className)}>
      {data.blocks.map((block, index) => (
        <Fragment key={block.id}>
          {data.deferred && index >= data.deferred.from ? (
            <DeferredBlock
              block={block}
              placement={data.deferred.placement}
              render={(extras) => (
                <BlockView block={block} extras={{ ...data.extras[block.id], ...extras }} leading={false} />
              )}
            />
          ) : (
            <HydrationSlice>
              <section className={styles.block} data-block-type={block.type} data-block-code={block.code}>
                <BlockView
                  block={block}
                  extras={data.extras[block.id] ?? {}}
                  leading={leading && index === 0}
                />
              </section>
            </HydrationSlice>
          )}
          {index === 0 && <StandaloneBanners banners={banners} />}
        </Fragment>
      ))}
      {data.blocks.length === 0 && <StandaloneBanners banners={banners} />}
    </div>
  );
}
