import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { CartPanel } from './cart-panel.tsx';

export interface CartPanelController {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

const CartPanelContext = createContext<CartPanelController | null>(null);

/**
 * Open/closed state of the one cart panel, shared by the header and the sticky header. Like the mobile
 * menu it belongs to the page it was opened on: navigating anywhere (a product in the panel, "view cart",
 * checkout) closes it.
 */
export function CartPanelProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isOpen = openAt === pathname;
  const controller = useMemo<CartPanelController>(
    () => ({ isOpen, open: () => setOpenAt(pathname), close: () => setOpenAt(null) }),
    [isOpen, pathname],
  );
  return (
    <CartPanelContext.Provider value={controller}>
      {children}
      <CartPanel open={isOpen} onClose={controller.close} />
    </CartPanelContext.Provider>
  );
}

/** The cart panel's controller; null outside the main layout (the header's cart button then stays a link). */
export function useCartPanel(): CartPanelController | null {
  return useContext(CartPanelContext);
}
