import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { withAllTexts } from '../../lib/page-language.ts';
import { Link } from '../../lib/router.tsx';
import { useTexts } from '../../lib/texts.tsx';
import { useSession } from '../../lib/use-session.ts';
import { UserIcon } from '../../ui/icons/shop-icons.tsx';

/**
 * A signed-in shopper's part of the menu, with the sign-out calls: loaded with its words (the whole
 * catalogue) when the button is first pointed at or focused (so it is usually in by the click), not on
 * every page's first load.
 */
const loadAccountPanel = () => withAllTexts(import('./account-menu-panel.tsx'));
const AccountMenuPanel = lazy(loadAccountPanel);

/** The profile menu (spec §2): opens on the icon, closes on an outside click or Escape. */
export function UserMenu() {
  const t = useTexts();
  const user = useSession();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The signed-in part is drawn once the menu has been opened.
  const [used, setUsed] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: MouseEvent | TouchEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={user ? `${t.accountMenu}: ${user.name}` : t.accountMenu}
        aria-expanded={open}
        aria-controls="user-menu"
        onClick={() => {
          setUsed(true);
          setOpen((v) => !v);
        }}
        onPointerEnter={user ? loadAccountPanel : undefined}
        onFocus={user ? loadAccountPanel : undefined}
        className="grid h-11 w-11 place-items-center rounded-full text-plum-900 hover:bg-plum-50"
      >
        <UserIcon />
      </button>
      <div
        id="user-menu"
        hidden={!open}
        className="absolute right-0 top-full z-40 mt-2 w-64 rounded-2xl border border-plum-100 bg-white p-2 shadow-xl shadow-plum-900/10"
      >
        {user ? (
          used && (
            <Suspense fallback={null}>
              <AccountMenuPanel user={user} close={close} />
            </Suspense>
          )
        ) : (
          <div className="p-2">
            <p className="mb-3 text-sm text-plum-700">{t.signInToSeeOrders}</p>
            <Link
              to="/login"
              onClick={close}
              className="block rounded-full bg-plum-900 px-4 py-2.5 text-center text-sm font-medium text-white hover:bg-plum-800"
            >
              {t.signIn}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
