import type { LoyaltyBenefit } from '@shop/contracts';
import { useEffect, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import { IMAGE_FILTERS } from '@shop/contracts/constants';
import { useT } from '~/i18n/use-t.ts';
import { mediaSrcSet, mediaUrl } from '~/lib/media.ts';
import { LOYALTY_BENEFITS_IN_POPUP, LOYALTY_SKELETON_POPUP } from '~/lib/constants.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { resourcePath } from '~/routing/resource-routes.ts';
import { useRoutePath } from '~/routing/links.ts';
import { Icon } from '../icons/icon.tsx';
import { LoyaltyBenefitList, LoyaltyBenefitSkeletons } from './loyalty-benefits.tsx';
import styles from './loyalty.module.css';

/** The popup itself: logo, title, description, up to 5 benefits, close and a link to the loyalty page. */
export function LoyaltyModalView({ onClose }: { onClose: () => void }) {
  const t = useT();
  const path = useRoutePath();
  const { channel, locale, defaultLocale } = useShop();
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<LoyaltyBenefit[]>();
  const { load } = fetcher;
  const loaded = fetcher.data !== undefined;
  const url = resourcePath('LOYALTY_BENEFITS', locale, defaultLocale);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
  }, []);
  useEffect(() => {
    if (!loaded) void load(url);
  }, [load, loaded, url]);
  const titleId = 'loyalty-modal-title';
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      data-testid="loyalty-modal"
    >
      <div className={styles.dialogHead}>
        {channel.logoPath ? (
          <img
            className={styles.dialogLogo}
            src={mediaUrl(channel.logoPath, 'logo')}
            srcSet={mediaSrcSet(channel.logoPath, 'logo')}
            alt={channel.name}
            width={IMAGE_FILTERS.logo.width}
            height={IMAGE_FILTERS.logo.height}
          />
        ) : (
          <span>{channel.name}</span>
        )}
        <button
          type="button"
          className={styles.close}
          aria-label={t('loyalty.modal.close')}
          onClick={() => (dialog.current?.open ? dialog.current.close() : onClose())}
          data-testid="loyalty-modal-close"
        >
          <Icon name="close" size={24} />
        </button>
      </div>
      <h2 id={titleId} className={styles.dialogTitle}>
        {t('loyalty.modal.title')}
      </h2>
      <p className={styles.dialogText}>{t('loyalty.modal.description')}</p>
      {fetcher.data ? (
        <LoyaltyBenefitList benefits={fetcher.data.slice(0, LOYALTY_BENEFITS_IN_POPUP)} compact />
      ) : (
        <LoyaltyBenefitSkeletons count={LOYALTY_SKELETON_POPUP} compact />
      )}
      <div className={styles.dialogActions}>
        <Link
          to={path('ACCOUNT_LOYALTY')}
          className={styles.primary}
          onClick={() => onClose()}
          data-testid="loyalty-modal-link"
        >
          {t('loyalty.modal.link')}
        </Link>
      </div>
    </dialog>
  );
}

export default LoyaltyModalView;
