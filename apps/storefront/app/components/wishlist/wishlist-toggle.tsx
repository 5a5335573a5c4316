import { useT } from '~/i18n/use-t.ts';
import { cx } from '../class-names.ts';
import { Icon } from '../icons/icon.tsx';
import { useWishlist } from './wishlist-context.tsx';
import styles from './wishlist-toggle.module.css';

/**
 * The heart that puts a product on the wishlist or takes it off (spec section 4). `icon`: a round button
 * over a product card's picture; `labelled`: a button with words in the product page's buy box.
 * Nothing is drawn where there is no wishlist (outside the shop's providers).
 */
export function WishlistToggle({
  code,
  name,
  variant = 'icon',
  className,
}: {
  code: string;
  name: string;
  variant?: 'icon' | 'labelled';
  className?: string;
}) {
  const t = useT();
  const wishlist = useWishlist();
  if (!wishlist) return null;
  const listed = wishlist.has(code);
  const label = t(listed ? 'wishlist.toggle.remove' : 'wishlist.toggle.add', { name });
  return (
    <button
      type="button"
      className={cx(styles.toggle, styles[variant], listed && styles.listed, className)}
      aria-pressed={listed}
      // Named for screen readers only: a tooltip repeating the name would be 5 KiB more on a category page.
      aria-label={variant === 'icon' ? label : undefined}
      onClick={() => wishlist.toggle(code, name)}
      data-testid="wishlist-toggle"
    >
      {/* On a card the heart is the button's CSS mask: 48 cards would otherwise draw 96 more elements. */}
      {variant === 'labelled' && (
        <>
          <Icon name={listed ? 'heart-filled' : 'heart'} size={20} />
          <span>{t(listed ? 'wishlist.toggle.listed' : 'wishlist.toggle.addShort')}</span>
        </>
      )}
    </button>
  );
}
