import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { SandboxBanner } from './SandboxBanner';
import { useFinishSignOut } from '../../shared/auth/session';
import { useDocumentTitle } from './use-document-title';

export function RootLayout() {
  useDocumentTitle();
  useFinishSignOut();
  const navigation = useNavigation();
  return (
    <div className="flex min-h-dvh flex-col">
      <Navbar />
      {navigation.state === 'loading' && (
        <progress
          className="progress progress-primary fixed inset-x-0 top-16 z-50 h-0.5"
          aria-label="Loading page"
        />
      )}
      <main className="flex-1 pt-16">
        <SandboxBanner />
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <CookieBanner />
      <ScrollRestoration />
    </div>
  );
}

/**
 * Stands in for a page while it loads: a screen tall, so the footer starts below the fold and the
 * arriving page does not push it (no layout shift).
 */
export function PageSkeleton() {
  return (
    <div className="mx-auto min-h-dvh max-w-6xl space-y-4 px-4 py-10" aria-busy="true" aria-label="Loading">
      <div className="skeleton h-10 w-64" />
      <div className="skeleton h-4 w-full" />
      <div className="skeleton h-4 w-5/6" />
      <div className="skeleton h-48 w-full" />
    </div>
  );
}
