import { createBrowserRouter, redirect, type DataRouter, type RouteObject } from 'react-router';
import { AdminOnly, GuestOnly, SignedInOnly } from './guards';
import { Navbar } from './layout/Navbar';
import { PageSkeleton, RootLayout } from './layout/RootLayout';
import { spaPaths as paths } from '@skinpilot/contract';

/** Every page is its own chunk: a visitor of the home page downloads none of the dashboard. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/**
 * Shown while the first page's chunk loads (pages that are not pre-rendered: the dashboard, the
 * profile...): the navbar and the page skeleton, as RootLayout draws them, so something is on
 * screen before the chunk arrives and nothing moves when it does. Without a fallback React Router
 * warns on every page load ("No `HydrateFallback` element provided"), because every page is lazy.
 */
function FirstLoad() {
  return (
    <div className="flex min-h-dvh flex-col">
      <Navbar />
      <main className="flex-1 pt-16">
        <PageSkeleton />
      </main>
    </div>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: FirstLoad,
    children: [
      { path: paths.home, lazy: page(() => import('../features/home/routes/HomePage')) },
      {
        path: paths.pricing,
        handle: { title: 'Pricing' },
        lazy: page(() => import('../features/billing/routes/PricingPage')),
      },
      {
        path: paths.faq,
        handle: { title: 'FAQ' },
        lazy: page(() => import('../features/faq/routes/FaqPage')),
      },
      {
        path: paths.forgotPassword,
        handle: { title: 'Forgot Password' },
        lazy: page(() => import('../features/auth/routes/ForgotPasswordPage')),
      },
      {
        path: paths.changePassword,
        handle: { title: 'Reset Password' },
        lazy: page(() => import('../features/auth/routes/ChangePasswordPage')),
      },
      {
        path: paths.terms,
        handle: { title: 'Terms of Service' },
        lazy: page(() => import('../features/legal/routes/TermsPage')),
      },
      {
        path: paths.privacy,
        handle: { title: 'Privacy Policy' },
        lazy: page(() => import('../features/legal/routes/PrivacyPage')),
      },
      {
        path: paths.success,
        handle: { title: 'Purchase' },
        lazy: page(() => import('../features/billing/routes/SuccessPage')),
      },
      {
        path: paths.cancel,
        handle: { title: 'Purchase Cancelled' },
        lazy: page(() => import('../features/notices/routes/CancelPage')),
      },
      {
        element: <GuestOnly />,
        children: [
          {
            path: paths.signUp,
            handle: { title: 'Sign Up' },
            lazy: page(() => import('../features/auth/routes/SignUpPage')),
          },
          {
            path: paths.signIn,
            handle: { title: 'Sign In' },
            lazy: page(() => import('../features/auth/routes/SignInPage')),
          },
        ],
      },
      {
        element: <SignedInOnly />,
        children: [
          {
            path: paths.trading,
            handle: { title: 'Trading' },
            lazy: page(() => import('./pages/TradingPage')),
          },
          {
            path: paths.profile,
            handle: { title: 'Profile' },
            lazy: page(() => import('./pages/ProfilePage')),
          },
        ],
      },
      {
        element: <AdminOnly />,
        children: [
          {
            path: paths.admin,
            handle: { title: 'Admin', adminOnly: true },
            lazy: page(() => import('../features/admin/routes/AdminPage')),
          },
        ],
      },
      // The loader redirects before anything shows; the empty page only keeps React Router from warning
      // that the route has nothing to render while the first load settles.
      { path: paths.withdraw, loader: () => redirect(paths.trading), Component: () => null },
      {
        path: paths.licensesFull,
        handle: { title: 'Licenses Sold Out' },
        lazy: page(() => import('../features/notices/routes/LicensesFullPage')),
      },
      {
        path: '*',
        handle: { title: 'Page Not Found' },
        lazy: page(() => import('../features/errors/routes/NotFoundPage')),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** Resolves once the router has matched its first location and loaded that route's lazy chunk. */
export function routerReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
