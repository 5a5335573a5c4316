import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import type { ShopperSummary } from '~/data/shopper.ts';
import type { WishlistActionResult, WishlistIntent } from '~/data/wishlist.server.ts';
import { ShopProvider, useShop } from '~/lib/shop-context.tsx';
import { STORAGE_WISHLIST_PRODUCTS } from '~/lib/storage-keys.ts';
import { addCode, parseWishlist, readLocalWishlist, removeCode, writeLocalWishlist } from '~/lib/wishlist.ts';
import { resourcePath } from '~/routing/resource-routes.ts';
import type { WishlistNotice } from './wishlist-dialog.tsx';

export interface WishlistValue {
  /** Product codes on the list, newest first. */
  codes: string[];
  /** False until a guest's list has been read from the browser (it cannot be known on the server). */
  ready: boolean;
  has(code: string): boolean;
  /** Adds or removes the product; the answer is shown in a modal. */
  toggle(code: string, productName: string): void;
  remove(code: string, productName: string): void;
}

const WishlistContext = createContext<WishlistValue | null>(null);

/** The wishlist, or null outside the shop's providers (component tests, error pages without a shop). */
export function useWishlist(): WishlistValue | null {
  return useContext(WishlistContext);
}

// The modal is fetched the first time a heart is pressed: it is not part of any first load.
const WishlistDialog = lazy(() => import('./wishlist-dialog.tsx'));

/** Tells this tab's subscribers that the guest list changed (the `storage` event only reaches other tabs). */
const LOCAL_CHANGE_EVENT = 'wishlist-change';

function subscribeLocalWishlist(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_WISHLIST_PRODUCTS) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(LOCAL_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(LOCAL_CHANGE_EVENT, onChange);
  };
}

/** The stored text ('' when there is none or storage is blocked): a string, so snapshots compare by value. */
function storedListSnapshot(): string {
  try {
    return window.localStorage.getItem(STORAGE_WISHLIST_PRODUCTS) ?? '';
  } catch {
    return '';
  }
}

function saveLocalWishlist(codes: readonly string[]): void {
  writeLocalWishlist(window.localStorage, codes);
  window.dispatchEvent(new Event(LOCAL_CHANGE_EVENT));
}

async function postChange(
  url: string,
  intent: WishlistIntent,
  codes: string[],
): Promise<WishlistActionResult> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ intent, codes }),
    });
    return (await response.json()) as WishlistActionResult;
  } catch {
    return { ok: false, status: 500, message: null };
  }
}

/**
 * The shopper's wishlist (spec sections 3 and 4). Guests keep codes in localStorage; signed-in shoppers
 * on the server through the same-origin WISHLIST_CHANGE resource route, the layout loader giving the
 * codes. After sign-in the guest's list is merged once and cleared. The header counter
 * (`useShop().wishlistItemsCount`) follows every change at once.
 */
export function WishlistProvider({ shopper, children }: { shopper: ShopperSummary; children: ReactNode }) {
  const shop = useShop();
  const { signedIn } = shopper;
  const changeUrl = resourcePath('WISHLIST_CHANGE', shop.locale, shop.defaultLocale);
  const [serverCodes, setServerCodes] = useState(shopper.wishlistCodes);
  const [loaderCodes, setLoaderCodes] = useState(shopper.wishlistCodes);
  const [notice, setNotice] = useState<WishlistNotice | null>(null);
  const merging = useRef(false);

  // The loader's codes are the truth after every navigation (React's "adjust state on a prop change").
  if (loaderCodes !== shopper.wishlistCodes) {
    setLoaderCodes(shopper.wishlistCodes);
    setServerCodes(shopper.wishlistCodes);
  }

  // A guest's list: null while rendering on the server and hydrating, then the browser's stored list.
  const storedList = useSyncExternalStore(subscribeLocalWishlist, storedListSnapshot, () => null);
  const guestCodes = useMemo(() => (storedList === null ? null : parseWishlist(storedList)), [storedList]);

  // Spec section 4, login success: the local list is merged into the customer's, once, then cleared.
  useEffect(() => {
    if (!signedIn || merging.current) return;
    const local = readLocalWishlist(window.localStorage);
    if (local.length === 0) return;
    merging.current = true;
    void postChange(changeUrl, 'merge', local).then((result) => {
      merging.current = false;
      // Kept for the next page when the shop could not be reached; a refused list is dropped.
      if (!result.ok && result.status >= 500) return;
      saveLocalWishlist([]);
      if (result.ok) setServerCodes(result.codes);
    });
  }, [signedIn, changeUrl]);

  const codes = useMemo(
    () => (signedIn ? serverCodes : (guestCodes ?? [])),
    [signedIn, serverCodes, guestCodes],
  );

  const change = useCallback(
    (code: string, productName: string, adding: boolean) => {
      const before = codes;
      const after = adding ? addCode(before, code) : removeCode(before, code);
      const done: WishlistNotice = { kind: adding ? 'added' : 'removed', productName };
      if (!signedIn) {
        saveLocalWishlist(after);
        setNotice(done);
        return;
      }
      // The counter moves at once; a refusal puts it back and says why.
      setServerCodes(after);
      void postChange(changeUrl, adding ? 'add' : 'remove', [code]).then((result) => {
        if (result.ok) {
          setServerCodes(result.codes);
          setNotice(done);
        } else {
          setServerCodes(before);
          setNotice({ kind: 'error', adding, message: result.message });
        }
      });
    },
    [codes, signedIn, changeUrl],
  );

  const value = useMemo<WishlistValue>(
    () => ({
      codes,
      ready: signedIn || guestCodes !== null,
      has: (code) => codes.includes(code),
      toggle: (code, productName) => change(code, productName, !codes.includes(code)),
      remove: (code, productName) => change(code, productName, false),
    }),
    [codes, signedIn, guestCodes, change],
  );
  const shopWithCount = useMemo(() => ({ ...shop, wishlistItemsCount: codes.length }), [shop, codes.length]);

  return (
    <ShopProvider value={shopWithCount}>
      <WishlistContext.Provider value={value}>
        {children}
        {notice && (
          <Suspense>
            <WishlistDialog notice={notice} onClose={() => setNotice(null)} />
          </Suspense>
        )}
      </WishlistContext.Provider>
    </ShopProvider>
  );
}
