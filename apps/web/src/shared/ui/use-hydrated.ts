import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the pre-rendered HTML and while React adopts it, true from the first render after: for
 * controls that must not take input the app cannot see yet.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
