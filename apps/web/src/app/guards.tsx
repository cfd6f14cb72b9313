import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useSession } from '../lib/session';
import { returnPath, type ReturnState } from '../lib/return-to';
import { PageSpinner } from '../components/spinner';

/** Not signed in → /login (spec section 2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isRestoring } = useSession();
  const location = useLocation();
  if (!user && isRestoring) return <PageSpinner />;
  if (!user) {
    // The whole address: a share link's `?league=` must survive the log-in.
    const state: ReturnState = { from: location.pathname + location.search + location.hash };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}

/**
 * Signed in and opening login → where the guard sent them from, else /dashboard. A reset link
 * (token) still opens its dialog.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const [params] = useSearchParams();
  const { state } = useLocation();
  if (user && !params.get('token')) return <Navigate to={returnPath(state)} replace />;
  return children;
}

/** Administrator screens: other roles go to their dashboard (the server answers 403 anyway). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user && user.role === 'user') return <Navigate to="/dashboard" replace />;
  return children;
}

/** Screens for the super role only: an officer or an admin goes to the dashboard. */
export function RequireSuper({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user && user.role !== 'super') return <Navigate to="/dashboard" replace />;
  return children;
}
