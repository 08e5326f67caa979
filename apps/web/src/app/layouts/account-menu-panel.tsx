import type { SessionUser } from '@nidra/shared/account/account.schema';
import { useSignOutEverywhere } from '../../features/auth/api/logout-all.ts';
import { Link } from '../../lib/router.tsx';
import { useAllTexts } from '../../lib/texts.tsx';
import { useSignOut } from '../../lib/use-sign-out.ts';
import { toast } from '../../ui/toast.tsx';

const MENU_ITEM =
  'block w-full rounded-xl px-3 py-2 text-left text-sm text-plum-800 hover:bg-blush-50 hover:text-plum-900';

/**
 * The profile menu's part for a signed-in shopper: their name, account links and the two ways to sign
 * out. It loads when the menu is first opened or pointed at (user-menu.tsx): the page as served is the
 * same for every visitor and carries only the signed-out part.
 */
export default function AccountMenuPanel({ user, close }: { user: SessionUser; close: () => void }) {
  const t = useAllTexts();
  const leave = useSignOut();
  const signOutAll = useSignOutEverywhere();
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
    <>
      <p className="px-3 pb-2 pt-1.5">
        <span className="block text-xs uppercase tracking-wider text-plum-500">{t.signedInAs}</span>
        <span className="block truncate font-display text-lg text-plum-900">{user.name}</span>
      </p>
      <ul className="border-t border-plum-100 pt-2">
        <li>
          <Link to="/orders" onClick={close} className={MENU_ITEM}>
            {t.yourOrders}
          </Link>
        </li>
        <li>
          <Link to="/address" onClick={close} className={MENU_ITEM}>
            {t.yourAddress}
          </Link>
        </li>
        <li>
          <Link to="/change-password" onClick={close} className={MENU_ITEM}>
            {t.changePassword}
          </Link>
        </li>
        {user.role === 'admin' && (
          <li>
            <Link to="/admin/dashboard" onClick={close} className={MENU_ITEM}>
              Back Office
            </Link>
          </li>
        )}
      </ul>
      <div className="mt-2 border-t border-plum-100 pt-2">
        <button type="button" onClick={signOut} className={MENU_ITEM}>
          {t.signOut}
        </button>
        <button type="button" onClick={signOutEverywhere} disabled={signOutAll.isPending} className={MENU_ITEM}>
          {t.signOutAllDevices}
        </button>
      </div>
    </>
  );
}
