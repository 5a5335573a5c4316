import type { ProductVariant } from '@shop/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { track } from '~/analytics/track.ts';
import type { CartActionResult } from '~/data/cart.server.ts';
import { useT } from '~/i18n/use-t.ts';
import { useShop } from '~/lib/shop-context.tsx';
import { useRoutePath } from '~/routing/links.ts';
import { useCartPanel } from '../cart-panel/cart-panel-context.tsx';
import { variantDisplayName, VariantNamesProvider } from '../ui/variant-names.tsx';
import styles from './buy-box.module.css';

// The dialog's code comes with the first "add to cart", not with the page.
const importDialog = () => import('./add-to-cart-dialog.tsx');
const AddToCartDialog = lazy(() => importDialog().then((module) => ({ default: module.AddToCartDialog })));
// So does the snackbar's, shown once the confirmation is closed (fetched when it opens).
const importSnackbar = () => import('../cart-snackbar/cart-snackbar.tsx');
const CartSnackbar = lazy(() => importSnackbar().then((module) => ({ default: module.CartSnackbar })));

/**
 * "Add to cart" (spec section 4): posts to the cart route, so without JavaScript the shopper lands on the
 * cart page; with it the page stays, ignores clicks while the request runs, and answers with a
 * confirmation (and a GA4 add_to_cart event) or the error. Closing the confirmation without going to
 * the cart leaves the snackbar with the go-to-cart link for a few seconds, unless the cart panel opens:
 * it shows the cart itself, so the snackbar goes.
 */
export function AddToCartForm({
  product,
  variant,
}: {
  product: { code: string; name: string; isBundle: boolean };
  variant: ProductVariant;
}) {
  const t = useT();
  const path = useRoutePath();
  const { channel } = useShop();
  const fetcher = useFetcher<CartActionResult>();
  // The snackbar shown (a new key for each, so each counts its own time), for the product it names.
  const [snackbar, setSnackbar] = useState<{ key: number; productCode: string } | null>(null);
  // The cart panel shows the cart itself: opening it ends the snackbar (state adjusted while rendering).
  const cartPanelOpen = useCartPanel()?.isOpen ?? false;
  if (cartPanelOpen && snackbar) setSnackbar(null);
  const busy = fetcher.state !== 'idle';
  // The last answer is shown until the shopper closes it; the next submission brings a new one.
  const [dismissed, setDismissed] = useState<CartActionResult | null>(null);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const shown = result && result !== dismissed ? result : null;
  useEffect(() => {
    if (result?.ok) {
      // Fetched while the confirmation is read, not in the way of the dialog's own code.
      importSnackbar().catch(() => undefined);
      track('add_to_cart', {
        currency: channel.currencyCode,
        itemId: variant.code,
        itemName: product.name,
        price: variant.prices.price,
        quantity: 1,
      });
    }
  }, [result, channel.currencyCode, variant.code, variant.prices.price, product.name]);
  return (
    <>
      <fetcher.Form
        method="post"
        action={path('CART')}
        className={styles.actions}
        onSubmit={(event) => {
          if (busy) event.preventDefault();
          void importDialog();
        }}
      >
        <input type="hidden" name="productVariant" value={variant.code} />
        <input type="hidden" name="quantity" value="1" />
        {product.isBundle && <input type="hidden" name="productCode" value={product.code} />}
        <button type="submit" className={styles.primaryButton} aria-busy={busy} data-testid="add-to-cart">
          {t('product.buy.addToCart')}
        </button>
      </fetcher.Form>
      {shown && (
        <VariantNamesProvider
          variants={[{ code: variant.code, name: variantDisplayName(product.name, variant.optionValues) }]}
        >
          <Suspense fallback={null}>
            <AddToCartDialog
              result={shown}
              productName={product.name}
              onClose={(toCart) => {
                setDismissed(shown);
                // Back to the page without going to the cart: the way there stays a moment longer.
                if (shown.ok && !toCart) {
                  setSnackbar((current) => ({ key: (current?.key ?? 0) + 1, productCode: product.code }));
                }
              }}
            />
          </Suspense>
        </VariantNamesProvider>
      )}
      {/* A polite live region that is always there, so the snackbar is announced when it appears. */}
      <div role="status" className={styles.snackbarRegion} data-testid="cart-snackbar-region">
        {snackbar?.productCode === product.code && (
          <Suspense fallback={null}>
            <CartSnackbar key={snackbar.key} productName={product.name} onHide={() => setSnackbar(null)} />
          </Suspense>
        )}
      </div>
    </>
  );
}
