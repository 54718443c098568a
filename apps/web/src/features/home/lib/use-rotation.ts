import { useEffect, useState } from 'react';

/**
 * Cycles through `count` items: every `displayMs` the current one fades out for `transitionMs`,
 * then the next one takes its place. `isChanging` is true during the fade.
 */
export function useRotation(count: number, displayMs: number, transitionMs: number) {
  const [index, setIndex] = useState(0);
  const [isChanging, setIsChanging] = useState(false);
  useEffect(() => {
    let swap: ReturnType<typeof setTimeout> | undefined;
    const tick = setInterval(() => {
      setIsChanging(true);
      swap = setTimeout(() => {
        setIndex((current) => (current + 1) % count);
        setIsChanging(false);
      }, transitionMs);
    }, displayMs);
    return () => {
      clearInterval(tick);
      clearTimeout(swap);
    };
  }, [count, displayMs, transitionMs]);
  return { index, isChanging };
}
