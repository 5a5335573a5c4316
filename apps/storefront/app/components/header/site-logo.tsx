import { Link } from 'react-router';
import { IMAGE_FILTERS } from '@shop/contracts/constants';
import { mediaSrcSet, mediaUrl } from '~/lib/media.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import styles from './site-logo.module.css';

/** The channel's logo (b2b has its own), linking to the home page. */
export function SiteLogo({ className }: { className?: string }) {
  const { channel } = useShop();
  const path = useRoutePath();
  return (
    <Link to={path('index')} className={`${styles.logo} ${className ?? ''}`}>
      {channel.logoPath ? (
        <img
          src={mediaUrl(channel.logoPath, 'logo')}
          srcSet={mediaSrcSet(channel.logoPath, 'logo')}
          alt={channel.name}
          width={IMAGE_FILTERS.logo.width}
          height={IMAGE_FILTERS.logo.height}
          className={styles.image}
        />
      ) : (
        <span className={styles.wordmark}>{channel.name}</span>
      )}
    </Link>
  );
}
