import type { ContentBlock } from '@shop/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type BlockPlacement, placementSearch } from '~/data/block-placement.ts';
import type { BlockExtras, DeferredBlockLists } from '~/data/content-blocks.server.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { resourcePath } from '~/routing/resource-routes.ts';
import styles from './content-blocks.module.css';

/** How far below (or above) the screen a deferred block starts rendering: about a phone screen and a half. */
export const DEFERRED_BLOCK_MARGIN = '1000px 0px';

const LIST_TYPES: ReadonlySet<ContentBlock['type']> = new Set([
  'productsBlock',
  'newProductsBlock',
  'thirdPartyProductList',
  'newsBlock',
]);

/** The block's list from the CONTENT_BLOCK_LISTS resource route; a failed request is an empty list. */
function fetchLists(url: string, signal: AbortSignal): Promise<DeferredBlockLists> {
  return fetch(url, { headers: { Accept: 'application/json' }, signal })
    .then((response) => (response.ok ? (response.json() as Promise<DeferredBlockLists>) : {}))
    .catch(() => ({}));
}

/**
 * A content block below the first screen (ADR 0048, "Home page blocks"). The server and the first client
 * render send only its section with a reserved height; once hydrated, it renders when it comes within
 * DEFERRED_BLOCK_MARGIN of the viewport, and a block with a product or article list asks for it then
 * (showing its skeletons meanwhile, as an eager block does while its list streams).
 */
export function DeferredBlock({
  block,
  placement,
  render,
}: {
  block: ContentBlock;
  placement: BlockPlacement;
  render: (extras: BlockExtras) => ReactNode;
}) {
  const { locale, defaultLocale } = useShop();
  const ref = useRef<HTMLElement>(null);
  const [extras, setExtras] = useState<BlockExtras | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const controller = new AbortController();
    const show = () => {
      if (!LIST_TYPES.has(block.type)) {
        setExtras({});
        return;
      }
      const path = resourcePath('CONTENT_BLOCK_LISTS', locale, defaultLocale).replace(
        ':blockId',
        String(block.id),
      );
      const lists = fetchLists(`${path}?${placementSearch(placement)}`, controller.signal);
      setExtras(
        block.type === 'newsBlock'
          ? { articles: lists.then((answer) => answer.articles ?? []) }
          : { products: lists.then((answer) => answer.products ?? []) },
      );
    };
    if (typeof IntersectionObserver === 'undefined') {
      show();
      return () => controller.abort();
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        show();
      },
      { rootMargin: DEFERRED_BLOCK_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      controller.abort();
    };
    // The block and its placement come from the page's data: a new page is a new component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [block.id, locale, defaultLocale]);

  return (
    <section
      ref={ref}
      className={extras ? styles.block : `${styles.block} ${styles.deferred}`}
      data-block-type={block.type}
      data-block-code={block.code}
      data-deferred={extras ? undefined : ''}
    >
      {extras && render(extras)}
    </section>
  );
}
