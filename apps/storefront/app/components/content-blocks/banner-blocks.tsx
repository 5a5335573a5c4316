import type { Banner, ContentBlockContent } from '@shop/contracts';
import type { CSSProperties } from 'react';
import { useT } from '~/i18n/use-t.ts';
import { contrastRatio, parseHexColour, readableBackground } from '~/lib/colour-contrast.ts';
import { cx } from '../class-names.ts';
import { Icon } from '../icons/icon.tsx';
import { BlockImage } from './block-image.tsx';
import { ContentLink } from './content-link.tsx';
import styles from './content-blocks.module.css';

/**
 * The banner's text colour and the scrim under its text: white text (the default) sits on a dark scrim,
 * a dark text colour on a light one, so the words stay readable over any picture.
 */
export function bannerTextStyle(textColor: string | null): CSSProperties {
  const rgb = textColor ? parseHexColour(textColor) : null;
  const lightText = !rgb || contrastRatio(rgb, [0, 0, 0]) > contrastRatio(rgb, [255, 255, 255]);
  return {
    '--banner-text': textColor ?? '#ffffff',
    '--banner-scrim': lightText ? '42 33 29' : '255 250 245',
  } as CSSProperties;
}

/** Large picture banners (one or two side by side) with a title, text and up to two buttons. */
export function BannersWithButtonsBlock({ content }: { content: ContentBlockContent<'bannersWithButtons'> }) {
  return (
    <div className={cx(styles.banners, content.items.length > 1 && styles.bannersPair)}>
      {content.items.map((item, index) => (
        <article key={index} className={styles.banner} style={bannerTextStyle(item.textColor)}>
          <BlockImage
            path={item.image}
            filter="banner"
            alt={item.alt}
            sizes={
              content.items.length > 1
                ? '(min-width: 960px) 704px, 100vw'
                : '(min-width: 1424px) 1424px, 100vw'
            }
            className={styles.bannerImage}
          />
          <div className={styles.bannerBody}>
            <h2 className={styles.bannerTitle}>{item.title}</h2>
            {item.text && <p className={styles.bannerText}>{item.text}</p>}
            <div className={styles.buttons}>
              {item.buttons.map((button, buttonIndex) => (
                <ContentLink
                  key={buttonIndex}
                  href={button.link}
                  className={buttonIndex === 0 ? styles.button : styles.buttonLight}
                >
                  {button.label}
                </ContentLink>
              ))}
            </div>
          </div>
        </article>
      ))}
    </div>
  );
}

/** Slim coloured strips with a message and one button (offers, delivery news). */
export function SlimBannersWithButtonsBlock({
  content,
}: {
  content: ContentBlockContent<'slimBannersWithButtons'>;
}) {
  return (
    <div className={styles.slimBanners}>
      {content.items.map((item, index) => (
        <div
          key={index}
          className={styles.slimBanner}
          style={
            {
              '--slim-bg': readableBackground(item.backgroundColor, item.textColor),
              '--slim-text': item.textColor,
            } as CSSProperties
          }
        >
          <div className={styles.slimText}>
            <p className={styles.slimTitle}>{item.title}</p>
            {item.text && <p>{item.text}</p>}
          </div>
          <ContentLink href={item.button.link} className={styles.slimButton}>
            {item.button.label}
            <Icon name="arrow-right" size={18} />
          </ContentLink>
        </div>
      ))}
    </div>
  );
}

/**
 * The shop's standalone banners active today for this shopper (guest or signed in): pictures with their
 * titles, each a link when it has one.
 */
export function StandaloneBanners({ banners }: { banners: Banner[] }) {
  const t = useT();
  if (banners.length === 0) return null;
  return (
    <section
      className={styles.promoBanners}
      aria-label={t('blocks.banners')}
      data-testid="standalone-banners"
    >
      {banners.map((banner) => {
        const body = (
          <>
            <BlockImage
              path={banner.image}
              filter="banner"
              alt=""
              sizes="(min-width: 960px) 33vw, 100vw"
              className={styles.bannerImage}
            />
            <span className={styles.promoTitle}>{banner.title}</span>
          </>
        );
        return banner.link ? (
          <ContentLink key={banner.id} href={banner.link} className={styles.promoBanner}>
            {body}
          </ContentLink>
        ) : (
          <div key={banner.id} className={styles.promoBanner}>
            {body}
          </div>
        );
      })}
    </section>
  );
}
