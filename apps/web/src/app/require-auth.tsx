import type { Role } from '@nidra/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/use-session.ts';

/** Route guard (spec §2): not logged in → /login remembering the origin; wrong role → /. */
export function RequireAuth({ requiredRole }: { requiredRole?: Role }) {
  const user = useSession();
  const location = useLocation();
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (requiredRole && user.role !== requiredRole) return <Navigate to="/" replace />;
  return <Outlet />;
}
