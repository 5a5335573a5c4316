import { useT } from '~/i18n/use-t.ts';
import { Icon, type IconName } from '../icons/icon.tsx';
import styles from './home-page.module.css';

const BENEFITS: { key: string; icon: IconName }[] = [
  { key: 'delivery', icon: 'truck' },
  { key: 'loyalty', icon: 'star' },
  { key: 'payment', icon: 'shield' },
  { key: 'returns', icon: 'return' },
];

/** Why shop here: neutral promises the shop keeps (no invented figures). */
export function BenefitsRow() {
  const t = useT();
  return (
    <section aria-labelledby="home-benefits-title" className={styles.benefits}>
      <h2 id="home-benefits-title" className="visually-hidden">
        {t('home.benefits.title')}
      </h2>
      <ul role="list" className={styles.benefitList}>
        {BENEFITS.map((benefit) => (
          <li key={benefit.key} className={styles.benefit}>
            <span className={styles.benefitIcon}>
              <Icon name={benefit.icon} size={26} />
            </span>
            <span>
              <strong className={styles.benefitTitle}>{t(`home.benefits.${benefit.key}.title`)}</strong>
              <span className={styles.benefitText}>{t(`home.benefits.${benefit.key}.text`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
