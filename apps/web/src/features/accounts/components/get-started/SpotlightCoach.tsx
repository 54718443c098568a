import { useLayoutEffect, useRef, useState } from 'react';

type Props = { targetId: string; onAddNow: () => void; onLater: () => void };

/**
 * Darkens the page except the add-account button, so a new trader sees the one next step. The hole
 * follows the button's position; without the button there is nothing to point at. The dimmed part
 * takes the clicks, the hole lets them through to the button it shows (which also closes this).
 */
export function SpotlightCoach({ targetId, onAddNow, onLater }: Props) {
  const [box, setBox] = useState<DOMRect | null>(null);
  // The latest handler, without measuring and scrolling again on every render.
  const close = useRef(onLater);
  useLayoutEffect(() => {
    close.current = onLater;
  });

  useLayoutEffect(() => {
    const measure = () => setBox(document.getElementById(targetId)?.getBoundingClientRect() ?? null);
    // The button may sit below the fold on a small screen; bring it to the middle first.
    document.getElementById(targetId)?.scrollIntoView?.({ block: 'center' });
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    const target = document.getElementById(targetId);
    const closeOnUse = () => close.current();
    target?.addEventListener('click', closeOnUse);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
      target?.removeEventListener('click', closeOnUse);
    };
  }, [targetId]);

  if (!box) return null;
  const pad = 8;
  const cardHeight = 150;
  // Below the button when there is room, otherwise above it.
  const top =
    box.bottom + pad * 2 + cardHeight <= window.innerHeight
      ? box.bottom + pad * 2
      : box.top - pad * 2 - cardHeight;
  return (
    <div className="pointer-events-none fixed inset-0 z-50" role="dialog" aria-label="Add your first account">
      <div
        className="pointer-events-auto absolute inset-0 bg-black/65"
        style={{ clipPath: withHole(box.left - pad, box.top - pad, box.right + pad, box.bottom + pad) }}
      />
      <div
        className="pointer-events-auto absolute w-72 rounded-box bg-base-100 p-4 shadow-xl"
        style={{ top: Math.max(8, top), left: Math.max(8, Math.min(box.left, window.innerWidth - 296)) }}
      >
        <p className="font-semibold">Add your first account</p>
        <p className="mt-1 text-sm opacity-80">
          Connect a CSGORoll account to start trading with your trial credits.
        </p>
        <div className="mt-3 flex justify-end gap-2">
          <button type="button" className="btn btn-ghost btn-sm" onClick={onLater}>
            Later
          </button>
          <button type="button" className="btn btn-primary btn-sm" onClick={onAddNow}>
            Add now
          </button>
        </div>
      </div>
    </div>
  );
}

/** The whole screen less one rectangle (even-odd), in px: dims and blocks all but the button. */
function withHole(left: number, top: number, right: number, bottom: number): string {
  const hole = `${left}px ${top}px, ${right}px ${top}px, ${right}px ${bottom}px, ${left}px ${bottom}px, ${left}px ${top}px`;
  return `polygon(evenodd, 0 0, 100% 0, 100% 100%, 0 100%, 0 0, ${hole})`;
}
