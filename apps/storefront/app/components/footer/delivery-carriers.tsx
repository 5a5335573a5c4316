import { useT } from '~/i18n/use-t.ts';
import styles from './site-footer.module.css';

/*
 * Neutral drawings of the four delivery options (spec section 1): a parcel-locker service, two
 * parcel-locker-and-courier carriers and a courier. Generic on purpose: no carrier's trademark.
 */
const LOCKER = (
  <g>
    <rect x="4" y="5" width="20" height="22" rx="2" />
    <path d="M14 5v22M4 12h20M4 19h10M14 16h10M14 22h10" />
    <path d="M8 9h2M18 9h2M8 15h2M18 19h2" />
  </g>
);
const TRUCK = (
  <g>
    <path d="M26 11h13v12H26zM39 15h5l3 4v4h-8" />
    <circle cx="30" cy="24.5" r="2.5" />
    <circle cx="43" cy="24.5" r="2.5" />
  </g>
);
const PARCEL = (
  <g>
    <path d="M27 13l8-4 8 4v9l-8 4-8-4z" />
    <path d="M27 13l8 4 8-4M35 17v9M31 11l8 4" />
  </g>
);

const CARRIERS = [
  { key: 'parcelLockers', drawing: <g transform="translate(10 0)">{LOCKER}</g> },
  {
    key: 'lockerOrCourier',
    drawing: (
      <>
        {LOCKER}
        {TRUCK}
      </>
    ),
  },
  {
    key: 'terminalOrCourier',
    drawing: (
      <>
        {LOCKER}
        {PARCEL}
      </>
    ),
  },
  {
    key: 'courier',
    drawing: (
      <g>
        <path d="M14 9h17v14H14zM31 13h6l4 5v5H31" />
        <circle cx="19" cy="24.5" r="2.5" />
        <circle cx="36" cy="24.5" r="2.5" />
        <path d="M4 12h7M6 16h5M8 20h3" />
      </g>
    ),
  },
] as const;

export function DeliveryCarriers() {
  const t = useT();
  return (
    <section aria-labelledby="footer-delivery-title" className={styles.carriers}>
      <h2 id="footer-delivery-title" className={styles.smallHeading}>
        {t('layout.footer.delivery.title')}
      </h2>
      <ul role="list" className={styles.carrierList}>
        {CARRIERS.map((carrier) => (
          <li key={carrier.key} className={styles.carrier}>
            <svg
              viewBox="0 0 48 32"
              width="48"
              height="32"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
              strokeLinecap="round"
              aria-hidden="true"
              focusable="false"
            >
              {carrier.drawing}
            </svg>
            <span>{t(`layout.footer.delivery.${carrier.key}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
