import { createContext, useContext } from 'react';

/**
 * Where the cart's forms (quantity, delete, restore, promo code) post. On the cart page nothing is set and
 * the forms post to the route they are rendered in, the cart route. The cart panel renders the same lines
 * inside the layout, which has no action, so it names the cart route here.
 */
export const CartFormActionContext = createContext<string | undefined>(undefined);

export function useCartFormAction(): string | undefined {
  return useContext(CartFormActionContext);
}
