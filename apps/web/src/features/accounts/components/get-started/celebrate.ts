/** Confetti is a one-off: its code loads only when a trial actually starts. */
export function celebrate(): void {
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  void import('canvas-confetti')
    .then(({ default: confetti }) => confetti({ particleCount: 160, spread: 80, origin: { y: 0.6 } }))
    .catch(() => undefined);
}
