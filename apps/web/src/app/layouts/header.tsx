import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useCartCount } from '../../features/cart/hooks/use-cart-count.ts';
import { SearchBox } from '../../features/catalogue/components/search-box.tsx';
import { LanguageSwitch } from '../../features/language/components/language-switch.tsx';
import { useMenus } from '../../features/menus/api/get-menus.ts';
import { Link, useLocation } from '../../lib/router.tsx';
import { STORE } from '../../lib/store-info.ts';
import { useTexts } from '../../lib/texts.tsx';
import { BagIcon, CloseIcon, HeartIcon, MenuIcon, SearchIcon } from '../../ui/icons/shop-icons.tsx';
import { TopMenu } from './top-menu.tsx';
import { UserMenu } from './user-menu.tsx';
import { Wordmark } from './wordmark.tsx';

/** The phone menu loads when first opened: it is never part of the page as served. */
const MobileMenu = lazy(() => import('./mobile-menu.tsx').then((m) => ({ default: m.MobileMenu })));

const ICON_BUTTON = 'relative grid h-11 w-11 place-items-center rounded-full text-plum-900 hover:bg-plum-50';

/** The shop header (spec §2): mobile-menu toggle, logo, top menu, profile menu and cart. */
export function Header() {
  const t = useTexts();
  const menus = useMenus();
  const cartCount = useCartCount();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchToggle = useRef<HTMLButtonElement>(null);
  const [activeMenu, setActiveMenu] = useState<string | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Any navigation closes the phone menu (also the browser's back button).
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setMobileOpen(false);
    setSearchOpen(false);
  }

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMobileOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  const cartLabel = cartCount > 0 ? t.cartWithCount(cartCount) : t.cartCrumb;

  return (
    <>
      {/* The language switch scrolls away; the header below stays. */}
      <div className="mx-auto flex h-8 max-w-6xl items-center justify-end px-4">
        <LanguageSwitch />
      </div>
      <header className="sticky top-0 z-30 border-b border-plum-100 bg-[#fffdfb]/95 backdrop-blur supports-[backdrop-filter]:bg-[#fffdfb]/85">
        <div className="mx-auto grid h-16 max-w-6xl grid-cols-[1fr_auto_1fr] items-center px-2 sm:px-4 lg:flex lg:gap-8">
          <div className="lg:hidden">
            <button
              ref={toggle}
              type="button"
              aria-label={mobileOpen ? t.closeMenu : t.openMenu}
              aria-expanded={mobileOpen}
              aria-controls="mobile-menu"
              onClick={() => setMobileOpen((v) => !v)}
              className={ICON_BUTTON}
            >
              {mobileOpen ? <CloseIcon /> : <MenuIcon />}
            </button>
          </div>
          <Link
            to="/"
            aria-label={t.storeHome(STORE.name)}
            onClick={() => {
              setActiveMenu(null);
              setMobileOpen(false);
            }}
            className="justify-self-center rounded-lg px-1 text-[1.75rem] leading-none"
          >
            <Wordmark />
          </Link>
          <div className="hidden flex-1 lg:block">
            <TopMenu menus={menus} activeMenu={activeMenu} onSelect={setActiveMenu} />
          </div>
          <div className="flex items-center justify-self-end">
            <div className="mr-2 hidden w-56 xl:block">
              <SearchBox />
            </div>
            <button
              ref={searchToggle}
              type="button"
              aria-label={searchOpen ? t.closeSearch : t.openSearch}
              aria-expanded={searchOpen}
              aria-controls="phone-search"
              onClick={() => setSearchOpen((v) => !v)}
              className={`${ICON_BUTTON} xl:hidden`}
            >
              {searchOpen ? <CloseIcon /> : <SearchIcon />}
            </button>
            <UserMenu />
            <Link to="/wishlist" aria-label={t.wishlist} className={ICON_BUTTON}>
              <HeartIcon />
            </Link>
            <Link to="/cart" aria-label={cartLabel} className={ICON_BUTTON}>
              <BagIcon />
              {cartCount > 0 && (
                <span
                  aria-hidden="true"
                  className="absolute right-1 top-1 grid h-5 min-w-5 place-items-center rounded-full bg-blush-500 px-1 text-[0.6875rem] font-semibold text-white"
                >
                  {cartCount > 99 ? '99+' : cartCount}
                </span>
              )}
            </Link>
          </div>
        </div>
        {searchOpen && (
          <div id="phone-search" className="border-t border-plum-100 px-3 py-2.5 xl:hidden">
            <SearchBox
              autoFocus
              onDone={() => {
                setSearchOpen(false);
                searchToggle.current?.focus();
              }}
            />
          </div>
        )}
        {mobileOpen && (
          <Suspense fallback={null}>
            <MobileMenu
              id="mobile-menu"
              menus={menus}
              activeMenu={activeMenu}
              onNavigate={(name) => {
                setActiveMenu(name);
                setMobileOpen(false);
              }}
            />
          </Suspense>
        )}
      </header>
    </>
  );
}
