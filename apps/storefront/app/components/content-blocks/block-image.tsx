import { IMAGE_FILTERS, type ImageFilter } from '@shop/contracts/constants';
import { mediaUrl, mediaWidthSrcSet } from '~/lib/media.ts';

export interface BlockImageProps {
  path: string;
  filter: ImageFilter;
  alt: string;
  /** The `sizes` attribute: how wide the picture shows at each viewport width. */
  sizes: string;
  /** Above the fold: load at once with high priority; otherwise lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A content picture through the image pipeline, its files described by width so that `sizes` picks the one the
 * slot needs on this screen; lazily loaded unless it leads the page.
 */
export function BlockImage({ path, filter, alt, sizes, priority = false, className }: BlockImageProps) {
  const { width, height } = IMAGE_FILTERS[filter];
  return (
    <img
      className={className}
      src={mediaUrl(path, filter)}
      srcSet={mediaWidthSrcSet(path, filter)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
