import { useEffect, useState } from 'react';
import { formatCredits } from '../../../../shared/format/credits';

/** Counts credits up to `value` over about a second; people should notice the credits arriving. */
export function AnimatedNumber({ value, durationMs = 1000 }: { value: number; durationMs?: number }) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    let frame = 0;
    const start = performance.now();
    const step = (time: number) => {
      const progress = Math.min(1, (time - start) / durationMs);
      setShown(progress < 1 ? Math.round(value * progress) : value);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value, durationMs]);
  return <span aria-label={formatCredits(value)}>{formatCredits(shown)}</span>;
}
