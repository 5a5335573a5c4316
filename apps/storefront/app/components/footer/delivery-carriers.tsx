import { useT } from '~/i18n/use-t.ts';
import { iconClass } from '../icons/icon.tsx';
import { DELIVERY_DRAWINGS } from './delivery-drawings.ts';
import styles from './site-footer.module.css';

/*
 * Neutral drawings of the four delivery options (spec section 1): a parcel-locker service, two
 * parcel-locker-and-courier carriers and a courier. Generic on purpose: no carrier's trademark. Each is a
 * mask of its drawing in footer-icons.svg (icon-masks.css): one element instead of up to ten.
 */
export function DeliveryCarriers() {
  const t = useT();
  return (
    <section aria-labelledby="footer-delivery-title" className={styles.carriers}>
      <h2 id="footer-delivery-title" className={styles.smallHeading}>
        {t('layout.footer.delivery.title')}
      </h2>
      <ul role="list" className={styles.carrierList}>
        {DELIVERY_DRAWINGS.map((key) => (
          <li key={key} className={styles.carrier}>
            <span className={`${iconClass(`delivery-${key}`)} ${styles.carrierDrawing}`} aria-hidden="true" />
            <span>{t(`layout.footer.delivery.${key}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
