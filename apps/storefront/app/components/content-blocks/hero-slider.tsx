import type { ContentBlockContent } from '@shop/contracts';
import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import { useT } from '~/i18n/use-t.ts';
import { mediaUrl, mediaWidthSrcSet } from '~/lib/media.ts';
import { BlockImage } from './block-image.tsx';
import { Carousel } from './carousel.tsx';
import { ContentLink } from './content-link.tsx';
import styles from './content-blocks.module.css';

/** Screens that take a slide's phone picture (its `<source>`), and the others. */
const PHONE_MEDIA = '(max-width: 599.98px)';
const NOT_PHONE_MEDIA = `not all and ${PHONE_MEDIA}`;
const SLIDE_SIZES = '(min-width: 1424px) 1424px, 100vw';

/**
 * Asks for the leading slide's picture in the document's head, before the stylesheets and scripts: the browser
 * finds a picture in `<picture>` only when it parses the body, after the head's dozen requests, and React
 * preloads a lone `<img>` with high priority but not one in `<picture>`. Each preload is limited by `media` to
 * the screens that show its file, so a screen downloads one picture.
 */
function preloadLeadingSlide(slide: ContentBlockContent<'slider'>['slides'][number]) {
  if (slide.mobileImage) {
    preload(mediaUrl(slide.mobileImage, 'slide_mobile'), {
      as: 'image',
      imageSrcSet: mediaWidthSrcSet(slide.mobileImage, 'slide_mobile'),
      imageSizes: '100vw',
      media: PHONE_MEDIA,
      fetchPriority: 'high',
    });
  }
  preload(mediaUrl(slide.image, 'slide'), {
    as: 'image',
    imageSrcSet: mediaWidthSrcSet(slide.image, 'slide'),
    imageSizes: SLIDE_SIZES,
    ...(slide.mobileImage ? { media: NOT_PHONE_MEDIA } : {}),
    fetchPriority: 'high',
  });
}

/**
 * The wide slider that usually opens the home page: one slide at a time, a phone-shaped picture on small
 * screens when given, text and a button over the picture. The first slide's picture loads first.
 */
export function HeroSlider({
  content,
  leading,
}: {
  content: ContentBlockContent<'slider'>;
  leading: boolean;
}) {
  const t = useT();
  const first = content.slides[0];
  if (leading && first) preloadLeadingSlide(first);
  return (
    <Carousel label={t('blocks.slider')} variant="hero" className={styles.hero}>
      {content.slides.map((slide, index) => (
        <div
          key={index}
          className={styles.heroSlide}
          style={slide.textColor ? ({ '--slide-text': slide.textColor } as CSSProperties) : undefined}
        >
          <picture>
            {slide.mobileImage && (
              <source
                media={PHONE_MEDIA}
                srcSet={mediaWidthSrcSet(slide.mobileImage, 'slide_mobile')}
                sizes="100vw"
              />
            )}
            <BlockImage
              path={slide.image}
              filter="slide"
              alt={slide.alt}
              sizes={SLIDE_SIZES}
              priority={leading && index === 0}
              className={styles.heroImage}
            />
          </picture>
          {(slide.title || slide.text || slide.button) && (
            <div className={styles.heroText}>
              {slide.title && <p className={styles.heroTitle}>{slide.title}</p>}
              {slide.text && <p className={styles.heroLead}>{slide.text}</p>}
              {slide.button && (
                <ContentLink href={slide.button.link} className={styles.button}>
                  {slide.button.label}
                </ContentLink>
              )}
            </div>
          )}
        </div>
      ))}
    </Carousel>
  );
}
