import { useCallback, useEffect, useRef, useState } from 'react';

export type TimedMessage = { kind: 'success' | 'error'; text: string };

/** A status line that clears itself: sign-in errors last 5 s, reset-page messages 3 s. */
export function useTimedMessage(durationMs: number) {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (kind: TimedMessage['kind'], text: string) => {
      clearTimeout(timer.current);
      setMessage({ kind, text });
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  return { message, show, clear };
}
