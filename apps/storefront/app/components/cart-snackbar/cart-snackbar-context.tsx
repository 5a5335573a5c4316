import { createContext, lazy, Suspense, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

// The snackbar's code comes with the first "add to cart" (preloadCartSnackbar), not with the page.
const importSnackbar = () => import('./cart-snackbar.tsx');
const CartSnackbar = lazy(() => importSnackbar().then((module) => ({ default: module.CartSnackbar })));

export function preloadCartSnackbar(): void {
  // A failed fetch is retried by the lazy component when the snackbar is shown.
  importSnackbar().catch(() => undefined);
}

export interface CartSnackbarController {
  /** Shows "„{name}“ is in the cart" with the way to the cart, replacing a snackbar already shown. */
  announceAdded: (productName: string) => void;
}

const NO_SNACKBAR: CartSnackbarController = { announceAdded: () => {} };
const CartSnackbarContext = createContext<CartSnackbarController>(NO_SNACKBAR);

interface Shown {
  /** Tells two announcements of the same product apart, so the second starts its own countdown. */
  key: number;
  productName: string;
  /** The page it was shown on: navigating (to the cart, say) takes it away. */
  at: string;
}

/**
 * The snackbar after adding to cart (spec section 2), for the whole main layout. Its polite live region
 * (role="status") is always in the page, empty, so screen readers announce the message when it appears.
 */
export function CartSnackbarProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [shown, setShown] = useState<Shown | null>(null);
  const counter = useRef(0);
  const controller = useMemo<CartSnackbarController>(
    () => ({
      announceAdded: (productName) => {
        counter.current += 1;
        setShown({ key: counter.current, productName, at: pathname });
      },
    }),
    [pathname],
  );
  const visible = shown && shown.at === pathname ? shown : null;
  return (
    <CartSnackbarContext.Provider value={controller}>
      {children}
      <div role="status" data-testid="cart-snackbar-region">
        {visible && (
          <Suspense fallback={null}>
            <CartSnackbar
              key={visible.key}
              productName={visible.productName}
              onHide={() => setShown((current) => (current?.key === visible.key ? null : current))}
            />
          </Suspense>
        )}
      </div>
    </CartSnackbarContext.Provider>
  );
}

/** The snackbar's controller; outside the main layout (tests, checkout) announcing does nothing. */
export function useCartSnackbar(): CartSnackbarController {
  return useContext(CartSnackbarContext);
}
