import { useId, useRef, useState } from 'react';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useDismiss } from '../a11y/use-dismiss.ts';
import { Icon } from '../icons/icon.tsx';
import styles from './chat-button.module.css';
import { useStepAside } from './use-step-aside.ts';

/**
 * The floating contact button (bottom right), shown only when the channel's shop details have a phone
 * number (spec section 1): a small popover with a "call us" link and the shop's e-mail. It never covers a
 * control or text: it rides above sticky bars (`data-sticky-bar`, see the CSS), the page ends leave room
 * for it, and while something else lies under it, it steps aside (useStepAside).
 */
export function ChatButton() {
  const t = useT();
  const { channel } = useShop();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popoverId = useId();
  const titleId = useId();
  useDismiss({
    active: open,
    insideRefs: [rootRef],
    onDismiss: () => {
      const focusInside = rootRef.current?.contains(document.activeElement);
      setOpen(false);
      if (focusInside) buttonRef.current?.focus();
    },
  });

  // The channel's shop details (the back office's "Shop details" screen).
  const phone = channel.seller.phone;
  const stepAside = useStepAside(rootRef, buttonRef, !open && Boolean(phone));
  if (!phone) return null;
  const email = channel.seller.email;

  return (
    <div ref={rootRef} className={styles.root} data-step-aside={stepAside || undefined}>
      {open && (
        <section id={popoverId} aria-labelledby={titleId} className={styles.popover}>
          <h2 id={titleId} className={styles.title}>
            {t('layout.chat.title')}
          </h2>
          <p className={styles.text}>{t('layout.chat.text')}</p>
          <a href={`tel:${phone.replace(/\s+/g, '')}`} className={styles.call}>
            <Icon name="phone" size={20} />
            <span>
              {t('layout.chat.call')}
              <span className={styles.detail}>{phone}</span>
            </span>
          </a>
          {email && (
            <a href={`mailto:${email}`} className={styles.mail}>
              <Icon name="mail" size={20} />
              <span>
                {t('layout.chat.email')}
                <span className={styles.detail}>{email}</span>
              </span>
            </a>
          )}
        </section>
      )}
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        aria-label={t('layout.chat.button')}
        onClick={() => setOpen(!open)}
        data-testid="chat-button"
      >
        <Icon name={open ? 'close' : 'chat'} size={26} />
      </button>
    </div>
  );
}
