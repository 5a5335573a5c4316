import type { ContentBlockContent } from '@shop/contracts';
import { useState } from 'react';
import { useT } from '~/i18n/use-t.ts';
import { mediaWidthSrcSet } from '~/lib/media.ts';
import { cx } from '../class-names.ts';
import { Icon } from '../icons/icon.tsx';
import { BlockHeading, type HeadingLevel } from './block-heading.tsx';
import { BlockImage } from './block-image.tsx';
import { Carousel } from './carousel.tsx';
import { ContentLink } from './content-link.tsx';
import styles from './content-blocks.module.css';

/** A wide picture (a narrower one on phones when given), optionally a link, with a caption. */
export function ImageBlock({
  content,
  priority = false,
}: {
  content: ContentBlockContent<'imageBlock'>;
  priority?: boolean;
}) {
  const picture = (
    <picture>
      {content.mobileImage && (
        <source
          media="(max-width: 599.98px)"
          srcSet={mediaWidthSrcSet(content.mobileImage, 'slide_mobile')}
          sizes="100vw"
        />
      )}
      <BlockImage
        path={content.image}
        filter="wide"
        alt={content.alt}
        sizes="(min-width: 1424px) 1424px, 100vw"
        priority={priority}
        className={styles.wideImage}
      />
    </picture>
  );
  return (
    <figure className={styles.imageBlock}>
      {content.link ? (
        <ContentLink href={content.link} className={styles.imageLink}>
          {picture}
        </ContentLink>
      ) : (
        picture
      )}
      {content.caption && <figcaption className={styles.caption}>{content.caption}</figcaption>}
    </figure>
  );
}

/** The privacy-friendly embed address: no cookies, and it plays at once since the shopper asked for it. */
export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

/**
 * A YouTube video behind a play button: nothing loads from YouTube (no script, no cookie, no request)
 * until the shopper chooses to play it, then the player replaces the poster.
 */
export function YoutubeBlock({
  content,
  level,
}: {
  content: ContentBlockContent<'youtubeIframe'>;
  level?: HeadingLevel;
}) {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  return (
    <div className={styles.video}>
      <BlockHeading level={level}>{content.title}</BlockHeading>
      <div className={styles.videoFrame}>
        {playing ? (
          <iframe
            src={youtubeEmbedUrl(content.videoId)}
            title={content.title}
            allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button type="button" className={styles.videoPoster} onClick={() => setPlaying(true)}>
            {content.poster && (
              <BlockImage
                path={content.poster}
                filter="banner"
                alt=""
                sizes="(min-width: 960px) 712px, 100vw"
              />
            )}
            <span className={styles.playButton}>
              <Icon name="play" size={28} />
            </span>
            <span className={styles.videoLabel}>{t('blocks.video.play', { title: content.title })}</span>
            <span className={styles.videoNote}>{t('blocks.video.note')}</span>
          </button>
        )}
      </div>
    </div>
  );
}

/** Pictures in a slider of 2, 3 or 4 per view by screen width, each optionally a link. */
export function ImagesSliderBlock({ content }: { content: ContentBlockContent<'imagesSlider'> }) {
  const t = useT();
  return (
    <div className={styles.stack}>
      {content.title && <BlockHeading>{content.title}</BlockHeading>}
      <Carousel label={content.title ?? t('blocks.gallery')}>
        {content.images.map((image, index) => {
          const picture = (
            <BlockImage
              path={image.image}
              filter="tile"
              alt={image.alt}
              sizes="(min-width: 960px) 25vw, (min-width: 600px) 33vw, 50vw"
              className={styles.tileImage}
            />
          );
          return image.link ? (
            <ContentLink key={index} href={image.link} className={cx(styles.tile, styles.tileLink)}>
              {picture}
            </ContentLink>
          ) : (
            <div key={index} className={styles.tile}>
              {picture}
            </div>
          );
        })}
      </Carousel>
    </div>
  );
}
