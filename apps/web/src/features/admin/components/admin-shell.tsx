import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation } from '../../../lib/router.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { useSignOut } from '../../../lib/use-sign-out.ts';
import { CloseIcon, MenuIcon, SignOutIcon, StoreIcon } from '../../../ui/icons/admin-icons.tsx';
import { AdminNav, navTrail } from './admin-nav.tsx';
// The back office's own stylesheet, loaded with its route modules before they render (index.css has
// the storefront's classes only).
import '../admin.css';

function Brand() {
  return (
    <Link to="/admin/dashboard" className="flex items-baseline gap-2 px-3 text-white">
      <span className="font-display text-2xl tracking-wide">Nidra</span>
      <span className="text-xs font-semibold uppercase tracking-[0.2em] text-blush-200">Admin</span>
    </Link>
  );
}

function ShopAndSignOut({ onSignOut }: { onSignOut: () => void }) {
  return (
    <div className="space-y-1 border-t border-white/10 pt-3">
      <Link
        to="/"
        className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm text-plum-100/85 hover:bg-white/8 hover:text-white"
      >
        <StoreIcon />
        Back to shop
      </Link>
      <button
        type="button"
        onClick={onSignOut}
        className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm text-plum-100/85 hover:bg-white/8 hover:text-white"
      >
        <SignOutIcon />
        Sign Out
      </button>
    </div>
  );
}

/** The back office frame: side menu (a drawer on phones), a top bar and the screen. */
export function AdminShell({ children }: { children: ReactNode }) {
  const user = useSession();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const drawer = useRef<HTMLDialogElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const trail = navTrail(pathname);
  const closeDrawer = () => drawer.current?.close();

  // A screen change (from the drawer or anywhere else) closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change on purpose.
  useEffect(() => {
    if (drawer.current?.open) drawer.current.close();
  }, [pathname]);

  return (
    // In print, only the screen's printable part shows: the menu, the top bar and any toast that
    // follows this frame (the app's toaster is its next sibling) are left out.
    <div className="min-h-dvh bg-[#f7f4f8] text-ink lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] print:block print:min-h-0 print:bg-white print:[&~*]:hidden">
      <aside className="hidden bg-plum-900 lg:block print:hidden">
        <div className="sticky top-0 flex h-dvh flex-col gap-6 overflow-y-auto px-3 py-5">
          <Brand />
          <div className="flex-1">
            <AdminNav />
          </div>
          <ShopAndSignOut onSignOut={signOut} />
        </div>
      </aside>

      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; Escape closes the dialog natively. */}
      <dialog
        ref={drawer}
        id="admin-drawer"
        aria-label="Admin menu"
        onClick={(e) => {
          if (e.target === drawer.current) closeDrawer();
        }}
        onClose={() => menuButton.current?.focus()}
        className="m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-plum-900 p-0 backdrop:bg-black/40 lg:hidden"
      >
        <div className="flex h-full flex-col gap-6 overflow-y-auto px-3 py-4">
          <div className="flex items-center justify-between">
            <Brand />
            <button
              type="button"
              onClick={closeDrawer}
              aria-label="Close menu"
              className="grid h-10 w-10 place-items-center rounded-lg text-white hover:bg-white/10"
            >
              <CloseIcon />
            </button>
          </div>
          <div className="flex-1">
            <AdminNav onNavigate={closeDrawer} />
          </div>
          <ShopAndSignOut onSignOut={signOut} />
        </div>
      </dialog>

      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-plum-100 bg-white/95 px-3 backdrop-blur sm:px-5 print:hidden">
          <button
            ref={menuButton}
            type="button"
            aria-label="Open menu"
            aria-controls="admin-drawer"
            onClick={() => drawer.current?.showModal()}
            className="grid h-10 w-10 place-items-center rounded-lg text-plum-900 hover:bg-plum-50 lg:hidden"
          >
            <MenuIcon />
          </button>
          <p className="min-w-0 flex-1 truncate text-sm text-plum-500">
            <span className="font-display text-base text-plum-900 lg:hidden">Nidra Admin</span>
            <span className="hidden lg:inline">Back office{trail.map((t) => ` / ${t}`).join('')}</span>
          </p>
          <Link
            to="/"
            className="hidden items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm text-plum-700 hover:bg-plum-50 sm:inline-flex"
          >
            <StoreIcon />
            Shop
          </Link>
          {user && (
            <span className="hidden max-w-48 truncate text-sm text-plum-700 md:inline" title={user.email}>
              {user.name}
            </span>
          )}
          <button
            type="button"
            onClick={signOut}
            className="inline-flex items-center gap-1.5 rounded-lg border border-plum-200 px-2.5 py-1.5 text-sm text-plum-900 hover:bg-plum-50"
          >
            <SignOutIcon />
            <span className="sr-only sm:not-sr-only">Sign Out</span>
          </button>
        </header>
        <main id="admin-content" className="flex-1 px-3 py-5 sm:px-5 lg:px-6 lg:py-6 print:p-0">
          {children}
        </main>
      </div>
    </div>
  );
}
