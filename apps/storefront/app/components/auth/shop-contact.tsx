import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import styles from './auth-page.module.css';

/**
 * How to reach the shop (spec section 1: on the b2b channel a refused or pending sign-in tells the user to
 * contact the shop): the channel's phone and email as links. Nothing when the channel has neither.
 */
export function ShopContact({ testId = 'shop-contact' }: { testId?: string }) {
  const t = useT();
  const { channel } = useShop();
  const phone = channel.contactPhoneNumber;
  const email = channel.contactEmail;
  if (!phone && !email) return null;
  return (
    <p className={styles.contact} data-testid={testId}>
      <span>{t('auth.contact.title')}</span>{' '}
      {phone && (
        <a href={`tel:${phone.replace(/\s+/g, '')}`} data-testid={`${testId}-phone`}>
          {phone}
        </a>
      )}
      {phone && email && ', '}
      {email && (
        <a href={`mailto:${email}`} data-testid={`${testId}-email`}>
          {email}
        </a>
      )}
    </p>
  );
}
