import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { cx } from '../class-names.ts';
import { Icon } from '../icons/icon.tsx';
import { NewsletterForm } from '../newsletter/newsletter-form.tsx';
import { DeliveryCarriers } from './delivery-carriers.tsx';
import { FooterColumns } from './footer-columns.tsx';
import { SocialIcon, socialNetworkOf } from './social-icon.tsx';
import styles from './site-footer.module.css';

/** "© 2026 Gandras": the current year and the channel's name. */
export function copyrightLine(channelName: string, now: Date): string {
  return `© ${now.getFullYear()} ${channelName}`;
}

/**
 * The page footer (contentinfo landmark): contacts, the `footer` menu's link columns, `social` links,
 * delivery options, the copyright line with the seller's company details, and the newsletter block above them.
 * The contacts and the seller come from the channel's shop details (`channel.seller`).
 */
export function SiteFooter() {
  const t = useT();
  const { channel, menus } = useShop();
  const groups = menus.footer?.items ?? [];
  const socialItems = menus.social?.items ?? [];
  // The channel's shop details (the back office's "Shop details" screen).
  const { seller } = channel;
  const phone = seller.phone || null;
  const email = seller.email || null;
  const sellerLine = [
    seller.companyName,
    seller.companyCode && t('layout.footer.seller.companyCode', { code: seller.companyCode }),
    seller.vatNumber && t('layout.footer.seller.vatNumber', { vat: seller.vatNumber }),
    seller.address,
  ].filter(Boolean);

  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className="container">
        <NewsletterForm />
      </div>
      <div className={cx('container', styles.top)}>
        <section aria-labelledby="footer-contacts-title" className={styles.contacts}>
          <h2 id="footer-contacts-title" className={styles.columnHeading}>
            {t('layout.footer.contacts.title')}
          </h2>
          <p className={styles.contactsText}>{t('layout.footer.contacts.text')}</p>
          <ul role="list" className={styles.contactList}>
            {phone && (
              <li>
                <a href={`tel:${phone.replace(/\s+/g, '')}`} className={styles.contactLink}>
                  <Icon name="phone" size={20} />
                  {phone}
                </a>
              </li>
            )}
            {email && (
              <li>
                <a href={`mailto:${email}`} className={styles.contactLink}>
                  <Icon name="mail" size={20} />
                  {email}
                </a>
              </li>
            )}
          </ul>
          {socialItems.length > 0 && (
            <ul role="list" className={styles.social} aria-label={t('layout.footer.socialLabel')}>
              {socialItems.map((item) => {
                const href = item.externalLink ?? item.link;
                if (!href) return null;
                return (
                  <li key={item.id}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={item.name}
                      title={item.name}
                      className={styles.socialLink}
                    >
                      <SocialIcon network={socialNetworkOf(item.externalLink)} />
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        {groups.length > 0 && <FooterColumns groups={groups} channel={channel} />}
      </div>
      <div className={styles.middle}>
        <div className="container">
          <DeliveryCarriers />
        </div>
      </div>
      <div className={cx('container', styles.bottom)}>
        <p>{copyrightLine(channel.name, new Date())}</p>
        {sellerLine.length > 0 && (
          <p className={styles.seller} data-testid="footer-seller">
            {sellerLine.join(' · ')}
          </p>
        )}
      </div>
    </footer>
  );
}
