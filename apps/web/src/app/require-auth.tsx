import type { Role } from '@nidra/shared';
import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from '../lib/router.tsx';
import { useSession } from '../lib/use-session.ts';

/**
 * Route guard (spec §2): not logged in → /login remembering the origin; wrong role → /.
 * A session that ends while a guarded page is open (Sign Out, an expired token) hides the page at once
 * and leaves the move to the code that ended it: Sign Out goes home (spec §2), a 401 to /login
 * (DESIGN §13.5). Sending the shopper who just signed out to /login from here would override home.
 */
export function RequireAuth({ requiredRole }: { requiredRole?: Role }) {
  const user = useSession();
  const location = useLocation();
  const wasSignedIn = useRef(user !== null);
  if (!user && wasSignedIn.current) return null;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (requiredRole && user.role !== requiredRole) return <Navigate to="/" replace />;
  return <Outlet />;
}
