import type { ReactNode } from 'react';

/** The page container: readable width, room under the fixed navbar, the same on every screen. */
export function Page({ children, width = 'wide' }: { children: ReactNode; width?: 'narrow' | 'wide' }) {
  return (
    <div className={`mx-auto px-4 py-10 sm:py-14 ${width === 'narrow' ? 'max-w-3xl' : 'max-w-6xl'}`}>
      {children}
    </div>
  );
}
