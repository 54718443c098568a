import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../shared/auth/current-user';
import { isSigningOut } from '../shared/auth/session';
import { NotFound } from '../shared/ui/NotFound';
import { PageSkeleton } from './layout/RootLayout';
import { spaPaths as paths } from '@skinpilot/contract';

/**
 * Route guards of public-site.md section 2. Each wraps its routes as a pathless layout route, so the
 * pages themselves never check who is signed in. The server enforces every rule again.
 */

/** Sign-in and sign-up: a signed-in user goes to the profile instead. */
export function GuestOnly() {
  const { isSignedIn } = useCurrentUser();
  if (isSignedIn) return <Navigate to={paths.profile} replace />;
  // Pre-rendered, the form stays hidden for a stored token until the app takes over and redirects.
  return (
    <div data-guest-only="" className="contents">
      <Outlet />
    </div>
  );
}

/**
 * Pages for signed-in users: without a stored token, go to sign-in; with one, the profile is
 * loaded before the page shows, so pages can rely on `useCurrentUser().user`.
 */
export function SignedInOnly() {
  const { isSignedIn, isLoading } = useCurrentUser();
  const location = useLocation();
  if (!isSignedIn) {
    // Signing out from here: the way home is already under way.
    if (isSigningOut()) return null;
    return <Navigate to={paths.signIn} replace state={{ from: location.pathname }} />;
  }
  if (isLoading) return <PageSkeleton />;
  return <Outlet />;
}

/** /admin without a token or without the admin role is the unknown-page screen, not a redirect. */
export function AdminOnly() {
  const { user, isSignedIn, isLoading } = useCurrentUser();
  if (isLoading) return <PageSkeleton />;
  if (!isSignedIn || user?.role !== 'admin') return <NotFound />;
  return <Outlet />;
}
