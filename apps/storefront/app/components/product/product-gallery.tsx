import type { ProductImage } from '@shop/contracts';
import { IMAGE_DENSITIES, IMAGE_FILTERS } from '@shop/contracts/constants';
import { useState, type ReactNode } from 'react';
import { useT } from '~/i18n/use-t.ts';
import { mediaSrcSet, mediaUrl } from '~/lib/media.ts';
import { Icon } from '../icons/icon.tsx';
import { cx } from '../class-names.ts';
import styles from './product-gallery.module.css';

/** The main photo is shown wider than the card box, so the browser picks among the pipeline's widths. */
const MAIN_IMAGE_SIZES = '(min-width: 960px) 560px, 100vw';

function widthSrcSet(path: string): string {
  const { width } = IMAGE_FILTERS.product_card;
  return IMAGE_DENSITIES.map(
    (density) => `${mediaUrl(path, 'product_card', density)} ${width * density}w`,
  ).join(', ');
}

export interface ProductGalleryProps {
  name: string;
  images: ProductImage[];
  /** Greyed photo for a product that cannot be bought now. */
  dimmed?: boolean;
  /** Drawn over the main photo's corner (the discount badge). */
  overlay?: ReactNode;
}

/**
 * Main photo with thumbnails: buttons that show a photo (the main photo keeps its place, so nothing jumps),
 * previous/next buttons for keyboard and touch. Photos come through the image pipeline's card filter at
 * 1x/1.5x/3x; thumbnails through the small suggestion filter.
 */
export function ProductGallery({ name, images, dimmed = false, overlay }: ProductGalleryProps) {
  const t = useT();
  const [active, setActive] = useState(0);
  const count = images.length;
  const current = images[Math.min(active, count - 1)];
  const { width, height } = IMAGE_FILTERS.product_card;
  const show = (index: number) => setActive((index + count) % count);

  return (
    <section className={styles.gallery} aria-label={t('product.gallery.label')}>
      <div className={cx(styles.main, dimmed && styles.dimmed)}>
        {current ? (
          <img
            key={current.path}
            src={mediaUrl(current.path, 'product_card', 3)}
            srcSet={widthSrcSet(current.path)}
            sizes={MAIN_IMAGE_SIZES}
            alt={
              // The back office's own text; the product's name alone says "name, picture 2 of 5".
              current.alt && current.alt !== name
                ? current.alt
                : t('product.gallery.imageAlt', { name, index: active + 1, count })
            }
            width={width}
            height={height}
            fetchPriority="high"
            className={styles.mainImage}
          />
        ) : (
          <div className={styles.placeholder}>{t('product.gallery.noImage')}</div>
        )}
        {overlay}
        {count > 1 && (
          <>
            <button
              type="button"
              className={cx(styles.step, styles.previous)}
              onClick={() => show(active - 1)}
              aria-label={t('product.gallery.previous')}
            >
              <Icon name="chevron-left" />
            </button>
            <button
              type="button"
              className={cx(styles.step, styles.next)}
              onClick={() => show(active + 1)}
              aria-label={t('product.gallery.next')}
            >
              <Icon name="chevron-right" />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul role="list" className={styles.thumbnails}>
          {images.map((image, index) => (
            <li key={image.path}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-pressed={index === active}
                aria-label={t('product.gallery.showImage', { index: index + 1, count })}
                onClick={() => show(index)}
              >
                <img
                  src={mediaUrl(image.path, 'suggestion')}
                  srcSet={mediaSrcSet(image.path, 'suggestion')}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
