import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delayMs`: searches fire after typing pauses. */
export function useDebouncedValue<T>(value: T, delayMs: number): [T, (now: T) => void] {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  // Enter searches at once: the caller can settle the value without waiting.
  return [settled, setSettled];
}
