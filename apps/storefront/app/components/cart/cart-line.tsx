import type { CartItem } from '@shop/contracts';
import { GIFT_WRAP_FOLLOW_UP_MS, IMAGE_FILTERS } from '@shop/contracts/constants';
import { formatMoney } from '@shop/locale';
import { useEffect, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import type { CartActionResult } from '~/data/cart.server.ts';
import { ServerText } from '~/components/ui/server-text.tsx';
import { useT } from '~/i18n/use-t.ts';
import { mediaSrcSet, mediaUrl } from '~/lib/media.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import { productPathMatch } from '~/routing/path-match.ts';
import { cx } from '../class-names.ts';
import { CartIcon } from './cart-icons.tsx';
import { useCartFormAction } from './cart-form-action.ts';
import styles from './cart-page.module.css';

function LineImage({ item }: { item: CartItem }) {
  const { width, height } = IMAGE_FILTERS.cart;
  if (!item.variant.image) return <span className={styles.imagePlaceholder} aria-hidden="true" />;
  return (
    <img
      className={styles.image}
      src={mediaUrl(item.variant.image.path, 'cart')}
      srcSet={mediaSrcSet(item.variant.image.path, 'cart')}
      width={width}
      height={height}
      alt=""
      loading="lazy"
    />
  );
}

/** The product's name linking to its page, the chosen options ("Spalva: Pilka") and a bundle's parts. */
function LineTitle({ item }: { item: CartItem }) {
  const t = useT();
  const path = useRoutePath();
  const { newUrls } = useShop();
  const product = {
    id: item.variant.productId,
    slug: item.variant.productSlug,
    code: item.variant.productCode,
  };
  return (
    <div className={styles.title}>
      {item.kind === 'gift_card' ? (
        <span className={styles.name}>{item.productName}</span>
      ) : (
        <Link to={path('PRODUCT_INNER', { '*': productPathMatch(product, newUrls) })} className={styles.name}>
          {item.productName}
        </Link>
      )}
      {item.kind === 'gift' && (
        <p className={styles.giftNote} data-testid="cart-gift-note">
          {t('cart.gifts.lineNote')}
        </p>
      )}
      {item.variant.optionValues.length > 0 && (
        <p className={styles.options}>
          {item.variant.optionValues.map((option) => `${option.optionName}: ${option.value}`).join(', ')}
        </p>
      )}
      {item.productBundleOrderItems.length > 0 && (
        <ul className={styles.parts} aria-label={t('cart.line.bundleParts')} data-testid="cart-bundle-parts">
          {item.productBundleOrderItems.map((part) => (
            <li key={part.variantCode}>
              {part.productName} × {part.quantity}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The quantity a shopper typed: a whole number, a decimal one ("2.5" or "2,5") rounded to the nearest
 * whole number, never its digits run together (25); null for anything else.
 */
export function readQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+([.,]\d*)?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed.replace(',', '.')));
}

/**
 * Quantity counter (spec section 5): whole numbers from 1 to the line's maximum, a notice at the
 * maximum, read-only while a change is on its way; the server's refusal shows under it.
 */
function QuantityCounter({ item }: { item: CartItem }) {
  const t = useT();
  const fetcher = useFetcher<CartActionResult>();
  const action = useCartFormAction();
  const busy = fetcher.state !== 'idle';
  const pending = fetcher.formData ? Number(fetcher.formData.get('quantity')) : null;
  const shown = pending ?? item.quantity;
  // What the shopper is typing, tied to the quantity it was typed over: a new quantity from the
  // server drops the draft.
  const [typed, setTyped] = useState({ over: item.quantity, text: String(item.quantity) });
  const draft = typed.over === item.quantity ? typed.text : String(item.quantity);
  const setDraft = (text: string) => setTyped({ over: item.quantity, text });
  const submit = (quantity: number) => {
    if (!Number.isInteger(quantity) || quantity < 1 || quantity === item.quantity) {
      setDraft(String(item.quantity));
      return;
    }
    void fetcher.submit(
      { intent: 'quantity', itemId: String(item.id), quantity: String(Math.min(quantity, item.maxQuantity)) },
      { method: 'post', action },
    );
  };
  const error = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  return (
    <div className={styles.quantity}>
      <fetcher.Form
        method="post"
        action={action}
        className={styles.counter}
        onSubmit={(event) => {
          event.preventDefault();
          submit(readQuantity(draft) ?? Number.NaN);
        }}
      >
        <input type="hidden" name="intent" value="quantity" />
        <input type="hidden" name="itemId" value={item.id} />
        <button
          type="button"
          className={styles.step}
          aria-label={t('cart.line.decrease')}
          disabled={busy || shown <= 1}
          onClick={() => submit(shown - 1)}
        >
          <CartIcon name="minus" size={16} />
        </button>
        <input
          className={styles.quantityInput}
          name="quantity"
          inputMode="numeric"
          aria-label={t('cart.line.quantity')}
          value={pending !== null ? String(pending) : draft}
          readOnly={busy}
          // Digits and one decimal separator: "2.5" is read as 3 (rounded) on leaving, never as 25.
          onChange={(event) => setDraft(event.target.value.replace(/[^\d.,]/g, ''))}
          onBlur={() => submit(readQuantity(draft) ?? Number.NaN)}
          data-testid="cart-quantity"
        />
        <button
          type="button"
          className={styles.step}
          aria-label={t('cart.line.increase')}
          disabled={busy || shown >= item.maxQuantity}
          onClick={() => submit(shown + 1)}
        >
          <CartIcon name="plus" size={16} />
        </button>
        <noscript>
          <button type="submit">{t('cart.line.update')}</button>
        </noscript>
      </fetcher.Form>
      {shown >= item.maxQuantity && (
        <p className={styles.notice}>{t('cart.line.maxReached', { max: item.maxQuantity })}</p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error.message ? <ServerText message={error.message} /> : t('cart.errors.quantity')}
        </p>
      )}
    </div>
  );
}

function Money({ value, className }: { value: number; className?: string }) {
  const { channel, locale } = useShop();
  return <span className={className}>{formatMoney(value, channel.currencyCode, locale)}</span>;
}

/** Gift lines and the gift pack hold one unit: their quantity shows without a counter (spec section 4). */
function FixedQuantity({ item }: { item: CartItem }) {
  const t = useT();
  return (
    <p className={styles.quantity} data-testid="cart-fixed-quantity">
      {t('cart.line.quantity')}: {item.quantity}
    </p>
  );
}

/**
 * A cart line: picture, name and options, unit price, quantity counter, total and delete. A chosen gift
 * shows its quantity only and cannot be deleted (it is swapped in the gift choice); the gift pack holds
 * one unit.
 */
export function CartLine({ item, onDeleted }: { item: CartItem; onDeleted: (item: CartItem) => void }) {
  const t = useT();
  const fetcher = useFetcher<CartActionResult>();
  const action = useCartFormAction();
  const result = fetcher.data;
  useEffect(() => {
    if (result?.ok && result.intent === 'delete') onDeleted(result.deletedItem ?? item);
  }, [result, item, onDeleted]);
  const deleting = fetcher.state !== 'idle';
  const fixedQuantity = item.kind === 'gift' || item.kind === 'gift_wrapping';
  return (
    <li
      className={cx(styles.line, !item.available && styles.unavailable, item.gift && styles.giftLine)}
      data-testid="cart-line"
      data-kind={item.kind}
    >
      <LineImage item={item} />
      <LineTitle item={item} />
      {item.available ? (
        <>
          <p className={styles.unitPrice}>
            <Money value={item.unitPrice} />
            {item.originalUnitPrice !== null && (
              <Money value={item.originalUnitPrice} className={styles.original} />
            )}
          </p>
          {fixedQuantity ? <FixedQuantity item={item} /> : <QuantityCounter item={item} />}
          <Money value={item.total} className={styles.total} />
        </>
      ) : (
        <p className={styles.alert} role="status">
          {t('cart.line.unavailable')}
        </p>
      )}
      {!item.gift && (
        <fetcher.Form method="post" action={action} className={styles.deleteForm}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="itemId" value={item.id} />
          <button
            type="submit"
            className={styles.delete}
            aria-label={t('cart.line.delete', { name: item.productName })}
            disabled={deleting}
            data-testid="cart-delete"
          >
            <CartIcon name="trash" size={18} />
          </button>
        </fetcher.Form>
      )}
      {result && !result.ok && (
        <p className={styles.error} role="alert">
          {result.message ? <ServerText message={result.message} /> : t('cart.errors.delete')}
        </p>
      )}
    </li>
  );
}

/**
 * Spec section 4: GIFT_WRAP_FOLLOW_UP_MS after the gift pack's line is deleted, the gift pack is switched
 * off (no greeting, isGift false), unless the shopper restores the line first (`restoring`).
 */
function useGiftPackSwitchOff(item: CartItem, restoring: boolean, onSwitchedOff: (item: CartItem) => void) {
  const switchOff = useFetcher<CartActionResult>();
  const submit = switchOff.submit;
  const action = useCartFormAction();
  const switchedOff = switchOff.data?.ok === true;
  useEffect(() => {
    if (switchedOff) onSwitchedOff(item);
  }, [switchedOff, item, onSwitchedOff]);
  useEffect(() => {
    if (item.kind !== 'gift_wrapping' || restoring) return;
    const timer = setTimeout(() => {
      void submit({ intent: 'gift-wrap', isGift: 'false' }, { method: 'post', action });
    }, GIFT_WRAP_FOLLOW_UP_MS);
    return () => clearTimeout(timer);
  }, [item.kind, restoring, submit, action]);
}

/**
 * A line the shopper deleted: its name and a button that puts it back. `onRestored` also runs when the
 * row has nothing left to restore (the gift pack switched off).
 */
export function DeletedCartLine({
  item,
  onRestored,
}: {
  item: CartItem;
  onRestored: (item: CartItem) => void;
}) {
  const t = useT();
  const fetcher = useFetcher<CartActionResult>();
  const action = useCartFormAction();
  const result = fetcher.data;
  useEffect(() => {
    if (result?.ok && result.intent === 'restore') onRestored(item);
  }, [result, item, onRestored]);
  // Once the pack is switched off there is nothing to restore: the row goes.
  useGiftPackSwitchOff(item, fetcher.state !== 'idle' || result?.ok === true, onRestored);
  return (
    <li className={cx(styles.line, styles.deleted)} data-testid="cart-deleted-line">
      <p className={styles.deletedText}>
        <strong>{item.productName}</strong> {t('cart.line.deleted')}
      </p>
      <fetcher.Form method="post" action={action}>
        <input type="hidden" name="intent" value="restore" />
        <input type="hidden" name="itemId" value={item.id} />
        {item.productBundleOrderItems.length > 0 && (
          <>
            <input type="hidden" name="productCode" value={item.variant.productCode} />
            <input type="hidden" name="quantity" value={item.quantity} />
            {item.productBundleOrderItems.map((part) => (
              <input key={part.variantCode} type="hidden" name="variantCodes" value={part.variantCode} />
            ))}
          </>
        )}
        <button
          type="submit"
          className={styles.restore}
          disabled={fetcher.state !== 'idle'}
          data-testid="cart-restore"
        >
          {t('cart.line.restore')}
        </button>
      </fetcher.Form>
      {result && !result.ok && (
        <p className={styles.error} role="alert">
          {result.message ? <ServerText message={result.message} /> : t('cart.errors.restore')}
        </p>
      )}
    </li>
  );
}
