import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onScroll: () => void) {
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

/** True once the page has scrolled past `threshold` pixels (the navbar's shadow); false when pre-rendered. */
export function useScrolledPast(threshold: number): boolean {
  const isPast = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribe, isPast, () => false);
}
