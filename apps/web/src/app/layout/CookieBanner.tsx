import { Cookie } from 'lucide-react';
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { spaPaths as paths } from '@skinpilot/contract';
import { readCookieConsent, storeCookieConsent, subscribeCookieConsent } from './cookie-consent';

/**
 * Not part of the pre-rendered pages (the build knows no cookies): the banner appears once the app
 * runs and reads the visitor's choice. It is fixed to the bottom, so appearing moves nothing.
 */
export function CookieBanner() {
  const choice = useSyncExternalStore<boolean | null | 'unknown until the app runs'>(
    subscribeCookieConsent,
    () => readCookieConsent(),
    () => 'unknown until the app runs' as const,
  );
  const banner = useRef<HTMLDivElement>(null);
  const isShown = choice === null;
  useLayoutEffect(() => (isShown ? liftToastsAbove(banner.current) : undefined), [isShown]);
  if (!isShown) return null;
  const choose = (accepted: boolean) => storeCookieConsent(accepted);
  return (
    <div
      ref={banner}
      role="dialog"
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-50 p-3 sm:p-4"
    >
      <div className="mx-auto flex max-w-4xl flex-col gap-3 rounded-box border border-base-300 bg-base-200 p-4 shadow-xl sm:flex-row sm:items-center">
        <Cookie className="hidden size-6 shrink-0 text-primary sm:block" aria-hidden />
        <p className="text-sm">
          We use cookies to keep you signed in and to improve the site. See our{' '}
          <Link to={paths.privacy} className="link link-primary">
            Privacy Policy
          </Link>
          .
        </p>
        <div className="flex shrink-0 gap-2 sm:ml-auto">
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => choose(false)}>
            Reject
          </button>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => choose(true)}>
            Accept
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * Toasts sit at the bottom too: while the banner shows they stand on top of it (the toast area
 * reads --cookie-banner-height), so a 5 s toast never covers Accept or Reject.
 */
function liftToastsAbove(banner: HTMLElement | null): (() => void) | undefined {
  if (!banner) return undefined;
  const root = document.documentElement;
  const measure = () => root.style.setProperty('--cookie-banner-height', `${banner.offsetHeight}px`);
  measure();
  const resize = new ResizeObserver(measure);
  resize.observe(banner);
  return () => {
    resize.disconnect();
    root.style.removeProperty('--cookie-banner-height');
  };
}
