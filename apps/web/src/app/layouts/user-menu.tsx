import { useEffect, useRef, useState } from 'react';
import { useSignOutEverywhere } from '../../features/auth/api/logout-all.ts';
import { Link } from '../../lib/router.tsx';
import { useTexts } from '../../lib/texts.tsx';
import { useSession } from '../../lib/use-session.ts';
import { useSignOut } from '../../lib/use-sign-out.ts';
import { UserIcon } from '../../ui/icons/shop-icons.tsx';
import { toast } from '../../ui/toast.tsx';

const ITEM = 'block w-full rounded-xl px-3 py-2 text-left text-sm text-plum-800 hover:bg-blush-50 hover:text-plum-900';

/** The profile menu (spec §2): opens on the icon, closes on an outside click or Escape. */
export function UserMenu() {
  const t = useTexts();
  const user = useSession();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const leave = useSignOut();
  const signOutAll = useSignOutEverywhere();

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
  const signOut = () => {
    close();
    void leave();
  };
  // Ends the sessions on other devices too; this device signs out only once the server has done so.
  const signOutEverywhere = () =>
    signOutAll.mutate(undefined, {
      onSuccess: (r) => {
        toast.success(r.message);
        signOut();
      },
      onError: (e) => toast.error(e.message),
    });

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={user ? `${t.accountMenu}: ${user.name}` : t.accountMenu}
        aria-expanded={open}
        aria-controls="user-menu"
        onClick={() => setOpen((v) => !v)}
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
          <>
            <p className="px-3 pb-2 pt-1.5">
              <span className="block text-xs uppercase tracking-wider text-plum-500">{t.signedInAs}</span>
              <span className="block truncate font-display text-lg text-plum-900">{user.name}</span>
            </p>
            <ul className="border-t border-plum-100 pt-2">
              <li>
                <Link to="/orders" onClick={close} className={ITEM}>
                  {t.yourOrders}
                </Link>
              </li>
              <li>
                <Link to="/address" onClick={close} className={ITEM}>
                  {t.yourAddress}
                </Link>
              </li>
              <li>
                <Link to="/change-password" onClick={close} className={ITEM}>
                  {t.changePassword}
                </Link>
              </li>
              {user.role === 'admin' && (
                <li>
                  <Link to="/admin/dashboard" onClick={close} className={ITEM}>
                    Back Office
                  </Link>
                </li>
              )}
            </ul>
            <div className="mt-2 border-t border-plum-100 pt-2">
              <button type="button" onClick={signOut} className={ITEM}>
                {t.signOut}
              </button>
              <button type="button" onClick={signOutEverywhere} disabled={signOutAll.isPending} className={ITEM}>
                {t.signOutAllDevices}
              </button>
            </div>
          </>
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
