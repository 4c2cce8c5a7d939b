// The site header (docs/behaviour/shell.md#header): skip link, brand, Deliver to, search with categories, account,
// wishlist and cart, the slide-in menu and, on large screens, the category bar with mega menus. Sticky, in the page
// flow. Every overlay (menus, dropdowns, drawer, dialog) loads on intent; the first download holds only the triggers.
import { Heart, Menu, ShoppingCart } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { CartProduct } from '@haat/domain/cart/cart';
import { BrandMark } from '../../components/ui/brand-mark.tsx';
import {
  intentLoader,
  preloadProps,
  usePreloadWhenIdle,
  useLoaded,
} from '../../components/ui/lazy-on-intent.tsx';
import { toast } from '../../components/ui/lazy-toast.tsx';
import { CartButton } from '../../features/cart/components/cart-button.tsx';
import { useCartStore } from '../../features/cart/stores/cart-store.ts';
import { LanguagePicker, languagePickerIntent } from '../../features/language/components/language-picker.tsx';
import { DeliverToButton } from '../../features/location/components/deliver-to-button.tsx';
import { SecondaryBar } from '../../features/navigation/components/secondary-bar.tsx';
import { SearchBox } from '../../features/search/components/search-box.tsx';
import { WishlistButton } from '../../features/wishlist/components/wishlist-button.tsx';
import { useWishlistStore } from '../../lib/stores/wishlist-store.ts';
import { AccountButton } from './header/account-button.tsx';
import { IconLink } from './header/icon-link.tsx';
import { LanguageButton } from './header/language-button.tsx';
import { useLogout } from './header/use-logout.ts';
import { SkipLink } from './skip-link.tsx';

const sideMenuLoader = intentLoader(() => import('./header/side-menu.tsx'));
const sideMenuIntent = preloadProps(sideMenuLoader);

/** The footer's back-to-top button returns keyboard focus here. */
export const HOME_LINK_ID = 'site-home-link';

const dropdownTrigger =
  'flex items-center gap-2 rounded-md px-2 py-2 text-white hover:bg-white/10 focus-visible:outline-white data-[state=open]:bg-white/15';

export function Header() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [languageOpen, setLanguageOpen] = useState(false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  // The drawer is the phone's main navigation: fetched when idle if the hamburger is on screen, else on intent.
  usePreloadWhenIdle(sideMenuLoader, hamburgerRef);
  const sideMenu = useLoaded(sideMenuLoader, menuOpen);
  const logout = useLogout();
  const cartCount = useCartStore((s) => s.items.length);
  const wishlistCount = useWishlistStore((s) => s.wishlistCount);

  // Any navigation (a link, back or forward) closes the slide-in menu.
  const location = useLocation();
  const [routeKey, setRouteKey] = useState(location.key);
  if (routeKey !== location.key) {
    setRouteKey(location.key);
    setMenuOpen(false);
  }

  const addToCart = useCallback(
    (product: CartProduct) => {
      useCartStore.getState().addItem(product);
      toast.success(t('{{name}} added to cart', { name: product.name }));
    },
    [t],
  );
  const openLanguage = useCallback(() => setLanguageOpen(true), []);
  const openMenu = useCallback(() => setMenuOpen(true), []);

  return (
    <>
      <SkipLink />
      {/* Sticky, except on a short viewport (200 % zoom of a laptop, 683x384 CSS px; a phone held sideways), where
          header and bottom bar together covered 159 of 384 px: there it scrolls away with the page
          (docs/behaviour/shell.md#short-viewports). */}
      <header className="sticky top-0 z-40 bg-brand-700 text-white shadow-card [@media(max-height:30rem)]:static">
        <div className="container-page flex flex-wrap items-center gap-x-1 lg:h-16 lg:flex-nowrap lg:gap-x-3">
          <button
            ref={hamburgerRef}
            type="button"
            {...sideMenuIntent}
            onClick={() => setMenuOpen(true)}
            aria-label={t('Open menu')}
            aria-haspopup="dialog"
            className="-ms-1.5 flex h-10 w-10 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-white lg:hidden"
          >
            <Menu className="h-6 w-6" aria-hidden="true" />
          </button>
          <Link
            id={HOME_LINK_ID}
            to="/"
            aria-label={t('Haat home')}
            className="flex h-14 shrink-0 items-center rounded-md px-1 focus-visible:outline-white lg:h-auto"
          >
            <BrandMark inverted />
          </Link>
          <div className="hidden shrink-0 lg:block">
            <DeliverToButton variant="stacked" />
          </div>
          <SearchBox className="order-last mb-2.5 basis-full lg:order-none lg:mb-0 lg:flex-1 lg:basis-auto" />
          <div className="ms-auto flex items-center gap-0.5 lg:ms-0 lg:gap-1">
            <LanguageButton onClick={openLanguage} intent={languagePickerIntent} className="hidden lg:flex" />
            <div className="hidden lg:block">
              <AccountButton variant="desktop" onOpenLanguage={openLanguage} onLogout={logout} />
            </div>
            <div className="lg:hidden">
              <AccountButton variant="mobile" onOpenLanguage={openLanguage} onLogout={logout} />
            </div>
            <div className="hidden lg:block">
              <WishlistButton onAddToCart={addToCart} triggerClassName={dropdownTrigger} />
            </div>
            <div className="lg:hidden">
              <IconLink
                to="/wishlist"
                icon={Heart}
                count={wishlistCount}
                label={
                  wishlistCount === 1
                    ? t('Wishlist, 1 item')
                    : t('Wishlist, {{count}} items', { count: wishlistCount })
                }
              />
            </div>
            <div className="hidden lg:block">
              <CartButton triggerClassName={dropdownTrigger} />
            </div>
            <div className="-me-1.5 lg:hidden">
              <IconLink
                to="/cart"
                icon={ShoppingCart}
                count={cartCount}
                label={cartCount === 1 ? t('Cart, 1 item') : t('Cart, {{count}} items', { count: cartCount })}
              />
            </div>
          </div>
        </div>
        <SecondaryBar onOpenMenu={openMenu} menuIntent={sideMenuIntent} />
      </header>
      <div className="bg-brand-800 lg:hidden">
        <div className="container-page">
          <DeliverToButton variant="inline" />
        </div>
      </div>
      {sideMenu && (
        <sideMenu.SideMenu
          open={menuOpen}
          onOpenChange={setMenuOpen}
          onOpenLanguage={openLanguage}
          onLogout={logout}
        />
      )}
      <LanguagePicker open={languageOpen} onOpenChange={setLanguageOpen} />
    </>
  );
}
