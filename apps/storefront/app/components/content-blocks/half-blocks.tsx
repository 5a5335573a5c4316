import type { ContentBlockContent } from '@shop/contracts';
import type { CSSProperties } from 'react';
import richText from '~/components/ui/rich-text.module.css';
import { cx } from '../class-names.ts';
import { readableBackground } from '~/lib/colour-contrast.ts';
import { BlockHeading } from './block-heading.tsx';
import { BlockImage } from './block-image.tsx';
import { ContentLink } from './content-link.tsx';
import { MapEmbed } from './map-embed.tsx';
import styles from './content-blocks.module.css';

type HalfContent = ContentBlockContent<'halfAndHalfBlock'>;

function HalfText({ content }: { content: Pick<HalfContent, 'title' | 'html' | 'button'> }) {
  return (
    <div className={styles.halfText}>
      <BlockHeading>{content.title}</BlockHeading>
      <div className={richText.richText} dangerouslySetInnerHTML={{ __html: content.html }} />
      {content.button && (
        <ContentLink href={content.button.link} className={styles.button}>
          {content.button.label}
        </ContentLink>
      )}
    </div>
  );
}

/** A picture beside a story (left or right; stacked on phones), with an optional button. */
export function HalfAndHalfBlock({ content }: { content: HalfContent }) {
  return (
    <div className={cx(styles.half, content.imagePosition === 'right' && styles.halfReversed)}>
      <BlockImage
        path={content.image}
        filter="half"
        alt={content.alt}
        sizes="(min-width: 960px) 712px, 100vw"
        className={styles.halfImage}
      />
      <HalfText content={content} />
    </div>
  );
}

/**
 * The half-and-half whose panel takes the shop owner's colours: the picture fills its half edge to edge
 * and the text sits on a coloured panel that adapts to the picture's height.
 */
export function HalfAndHalfAdaptBlock({
  content,
}: {
  content: ContentBlockContent<'halfAndHalfAdaptBlock'>;
}) {
  const colours = {
    '--panel-bg': readableBackground(content.backgroundColor, content.textColor),
    '--panel-text': content.textColor,
  } as CSSProperties;
  return (
    <div
      className={cx(styles.half, styles.halfAdapt, content.imagePosition === 'right' && styles.halfReversed)}
      style={colours}
    >
      <BlockImage
        path={content.image}
        filter="half"
        alt={content.alt}
        sizes="(min-width: 960px) 712px, 100vw"
        className={styles.halfImage}
      />
      <HalfText content={content} />
    </div>
  );
}

/** A story beside a map of the place it tells about (the map loads on request). */
export function HalfAndHalfGoogleMapBlock({
  content,
}: {
  content: ContentBlockContent<'halfAndHalfGoogleMapBlock'>;
}) {
  return (
    // The words come first (and first on phones); on wide screens the map takes the side asked for.
    <div className={cx(styles.half, content.mapPosition === 'left' && styles.halfReversed)}>
      <HalfText content={{ ...content, button: null }} />
      <MapEmbed place={content.map} title={content.title} address={content.address} />
    </div>
  );
}
