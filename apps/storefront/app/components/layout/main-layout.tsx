import type { InformationBar as InformationBarData } from '@shop/contracts';
import { useRef, type ReactNode } from 'react';
import { HydrationSlice } from '../../shell/hydration-slices.tsx';
import { CartPanelProvider } from '../cart-panel/cart-panel-context.tsx';
import { ChatButton } from '../chat/chat-button.tsx';
import { SiteFooter } from '../footer/site-footer.tsx';
import { SiteHeader } from '../header/site-header.tsx';
import { StickyHeader } from '../header/sticky-header.tsx';
import { InformationBar } from '../information-bar/information-bar.tsx';
import { InformationBarProvider } from '../information-bar/information-bar-context.tsx';
import { useStickyHeaderShown } from '../header/use-sticky-header-shown.ts';
import { LoyaltyModal } from '../loyalty/loyalty-modal.tsx';
import { MegaMenuProvider } from '../mega-menu/mega-menu-context.tsx';
import { MegaMenuOverlay } from '../mega-menu/mega-menu-overlay.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import '../../styles/global.css';
import styles from './main-layout.module.css';

/**
 * The layout of every screen except checkout (spec section 2): skip link, header with category bar and
 * mega menu, sticky header, main content, footer and chat button. The information bar (when one applies)
 * goes first, above the header.
 */
export function MainLayout({
  children,
  informationBar = null,
}: {
  children: ReactNode;
  informationBar?: InformationBarData | null;
}) {
  const headerRef = useRef<HTMLElement>(null);
  const stickyHeaderShown = useStickyHeaderShown(headerRef);
  return (
    <InformationBarProvider active={informationBar !== null}>
      <MegaMenuProvider stickyHeaderShown={stickyHeaderShown}>
        <CartPanelProvider>
          <div className={styles.page}>
            <SkipLink />
            {informationBar && <InformationBar bar={informationBar} />}
            <SiteHeader ref={headerRef} />
            {stickyHeaderShown && <StickyHeader />}
            <MegaMenuOverlay />
            <HydrationSlice>
              <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
                {children}
              </main>
            </HydrationSlice>
            <HydrationSlice>
              <SiteFooter />
            </HydrationSlice>
            <ChatButton />
            <LoyaltyModal />
          </div>
        </CartPanelProvider>
      </MegaMenuProvider>
    </InformationBarProvider>
  );
}
