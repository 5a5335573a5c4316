import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/** Element id of the one cart panel, for aria-controls. */
export const CART_PANEL_ID = 'cart-panel';

// The panel's code is fetched when the shopper reaches for the cart button (preloadCartPanel: pointer
// over it, focus on it), like its data when it opens: most page views never open the panel.
const importPanel = () => import('./cart-panel.tsx');
const CartPanel = lazy(() => importPanel().then((module) => ({ default: module.CartPanel })));

export function preloadCartPanel(): void {
  // A failed fetch is retried (and reported) by the lazy component when the panel opens.
  importPanel().catch(() => undefined);
}

export interface CartPanelController {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

const CartPanelContext = createContext<CartPanelController | null>(null);

/**
 * Open/closed state of the one cart panel, shared by the header and the sticky header. Like the mobile
 * menu it belongs to the page it was opened on: any navigation (a product in the panel, "view cart",
 * checkout) closes it.
 */
export function CartPanelProvider({ children }: { children: ReactNode }) {
  // Each navigation has its own key, also one to the page already shown ("start shopping" on the home page).
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isOpen = openAt === key;
  const controller = useMemo<CartPanelController>(
    () => ({ isOpen, open: () => setOpenAt(key), close: () => setOpenAt(null) }),
    [isOpen, key],
  );
  return (
    <CartPanelContext.Provider value={controller}>
      {children}
      {isOpen && (
        <Suspense fallback={null}>
          <CartPanel onClose={controller.close} />
        </Suspense>
      )}
    </CartPanelContext.Provider>
  );
}

/** The cart panel's controller; null outside the main layout (the header's cart button then stays a link). */
export function useCartPanel(): CartPanelController | null {
  return useContext(CartPanelContext);
}
