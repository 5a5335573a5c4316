import type { Order } from '@shop/contracts';
import { GIFT_WRAPPING_MESSAGE_MAX_LENGTH } from '@shop/contracts/constants';
import { formatMoney } from '@shop/locale';
import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import type { CartActionResult } from '~/data/cart.server.ts';
import { ServerText } from '~/components/ui/server-text.tsx';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useCartFormAction } from './cart-form-action.ts';
import styles from './cart-page.module.css';

/**
 * The gift pack (spec sections 3 and 4): a switch that puts the channel's gift wrapping in the cart (or
 * takes it out) and the greeting for its card. Ticking the box saves at once; the greeting is saved with
 * its button (the only way without JavaScript).
 */
export function GiftWrappingForm({ order }: { order: Order }) {
  const t = useT();
  const { channel, locale } = useShop();
  const fetcher = useFetcher<CartActionResult>();
  const action = useCartFormAction();
  const messageId = useId();
  const { giftWrapping } = order;
  const pendingGift = fetcher.formData?.get('isGift');
  const checked =
    pendingGift !== undefined && pendingGift !== null ? pendingGift === 'true' : giftWrapping.isGift;
  // The greeting being typed, tied to the saved one it started from.
  const [typed, setTyped] = useState({ over: giftWrapping.message, text: giftWrapping.message ?? '' });
  const message = typed.over === giftWrapping.message ? typed.text : (giftWrapping.message ?? '');
  const failure = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  if (giftWrapping.price === null) return null;
  const submit = (isGift: boolean) =>
    fetcher.submit(
      { intent: 'gift-wrap', isGift: String(isGift), giftWrappingMessage: message },
      { method: 'post', action },
    );
  return (
    <fetcher.Form
      method="post"
      action={action}
      className={styles.giftWrap}
      data-testid="gift-wrapping"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(true);
      }}
    >
      <input type="hidden" name="intent" value="gift-wrap" />
      <label className={styles.giftWrapSwitch}>
        <input
          type="checkbox"
          name="isGift"
          value="true"
          // Uncontrolled, so the box follows the click at once; it starts again from the saved state
          // whenever that changes or a change is refused.
          key={`${giftWrapping.isGift}-${failure !== null}`}
          defaultChecked={giftWrapping.isGift}
          onChange={(event) => void submit(event.target.checked)}
          data-testid="gift-wrapping-switch"
        />
        <span>
          {t('cart.giftWrapping.label', {
            price: formatMoney(giftWrapping.price, channel.currencyCode, locale),
          })}
        </span>
      </label>
      {checked && (
        <>
          <label htmlFor={messageId} className={styles.couponLabel}>
            {t('cart.giftWrapping.message')}
          </label>
          <textarea
            id={messageId}
            name="giftWrappingMessage"
            className={styles.giftWrapMessage}
            rows={3}
            maxLength={GIFT_WRAPPING_MESSAGE_MAX_LENGTH}
            value={message}
            onChange={(event) => setTyped({ over: giftWrapping.message, text: event.target.value })}
            data-testid="gift-wrapping-message"
          />
          <div className={styles.giftWrapFooter}>
            <span className={styles.notice}>
              {message.length}/{GIFT_WRAPPING_MESSAGE_MAX_LENGTH}
            </span>
            <button
              type="submit"
              className={styles.couponButton}
              disabled={fetcher.state !== 'idle' || message === (giftWrapping.message ?? '')}
              data-testid="gift-wrapping-save"
            >
              {t('cart.giftWrapping.save')}
            </button>
          </div>
        </>
      )}
      {failure && (
        <p className={styles.error} role="alert">
          {failure.message ? <ServerText message={failure.message} /> : t('cart.errors.giftWrap')}
        </p>
      )}
    </fetcher.Form>
  );
}
