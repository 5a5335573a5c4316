import { HydrationSlice } from '~/shell/hydration-slices.tsx';
import { lazy, Suspense } from 'react';
import type { ContentBlocksProps } from './content-blocks.tsx';

const ContentBlocks = lazy(() =>
  import('./content-blocks.tsx').then((module) => ({ default: module.ContentBlocks })),
);

/**
 * Blocks a shop owner placed on a catalogue page (category, attribute value, product). They sit below the
 * page's own content, so their code is a separate chunk: a page without blocks never loads it, and a page
 * with blocks hydrates its products first while the blocks' chunk arrives (the server sends their HTML).
 */
export function PlacedContentBlocks(props: ContentBlocksProps) {
  if (props.data.blocks.length === 0) return null;
  // One element (the blocks' wrapper), hydrated in a task of its own once the page's first has run long
  // (ADR 0072): the chunk's import starts there too.
  return (
    <HydrationSlice>
      <Suspense fallback={null}>
        <ContentBlocks {...props} />
      </Suspense>
    </HydrationSlice>
  );
}
