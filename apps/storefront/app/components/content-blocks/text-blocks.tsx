import type { ContentBlockContent } from '@shop/contracts';
import richText from '~/components/ui/rich-text.module.css';
import { useT } from '~/i18n/use-t.ts';
import { cx } from '../class-names.ts';
import { Icon } from '../icons/icon.tsx';
import { BlockHeading, type HeadingLevel } from './block-heading.tsx';
import styles from './content-blocks.module.css';

interface Props<T extends 'textBlock' | 'contacts'> {
  content: ContentBlockContent<T>;
  level?: HeadingLevel;
}

/** A title and shop-owner HTML (sanitised by the API on the way in and out). */
export function TextBlock({ content, level }: Props<'textBlock'>) {
  return (
    <div className={styles.text}>
      {content.title && <BlockHeading level={level}>{content.title}</BlockHeading>}
      <div className={richText.richText} dangerouslySetInnerHTML={{ __html: content.html }} />
    </div>
  );
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** How to reach the shop: phone and email as links, the address, and notes such as opening hours. */
export function ContactsBlock({ content, level }: Props<'contacts'>) {
  const t = useT();
  return (
    <div className={cx(styles.card, styles.contacts)}>
      <BlockHeading level={level}>{content.title}</BlockHeading>
      <dl className={styles.contactList}>
        {content.phone && (
          <div>
            <dt>
              <Icon name="phone" size={20} />
              {t('blocks.contacts.phone')}
            </dt>
            <dd>
              <a href={telHref(content.phone)}>{content.phone}</a>
            </dd>
          </div>
        )}
        {content.email && (
          <div>
            <dt>
              <Icon name="mail" size={20} />
              {t('blocks.contacts.email')}
            </dt>
            <dd>
              <a href={`mailto:${content.email}`}>{content.email}</a>
            </dd>
          </div>
        )}
        {content.address && (
          <div>
            <dt>
              <Icon name="map-pin" size={20} />
              {t('blocks.contacts.address')}
            </dt>
            <dd>{content.address}</dd>
          </div>
        )}
      </dl>
      {content.html && (
        <div className={richText.richText} dangerouslySetInnerHTML={{ __html: content.html }} />
      )}
    </div>
  );
}
