import type { ContentBlockContent } from '@shop/contracts';
import type { CSSProperties } from 'react';
import { useT } from '~/i18n/use-t.ts';
import { mediaWidthSrcSet } from '~/lib/media.ts';
import { BlockImage } from './block-image.tsx';
import { Carousel } from './carousel.tsx';
import { ContentLink } from './content-link.tsx';
import styles from './content-blocks.module.css';

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
                media="(max-width: 599.98px)"
                srcSet={mediaWidthSrcSet(slide.mobileImage, 'slide_mobile')}
                sizes="100vw"
              />
            )}
            <BlockImage
              path={slide.image}
              filter="slide"
              alt={slide.alt}
              sizes="(min-width: 1424px) 1424px, 100vw"
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
