/** Business constants of the home page's trade-offer demo (public-site.md sections 4 and 9). */
export const DEMO_COUNTDOWN_SECONDS = 900;
export const DEMO_ITEM_DISPLAY_MS = 4500;
export const DEMO_ITEM_TRANSITION_MS = 500;

export type DemoItem = {
  name: string;
  wear: string;
  coins: number;
  markup: number;
  /** daisyUI colour of the rarity stripe. */
  rarity: 'error' | 'secondary' | 'accent' | 'info';
};

/** Four sample items, the way an incoming offer from a sniped withdrawal shows them. */
export const demoItems: DemoItem[] = [
  { name: 'AK-47 | Redline', wear: 'Field-Tested', coins: 24.87, markup: 0.8, rarity: 'secondary' },
  { name: 'AWP | Asiimov', wear: 'Battle-Scarred', coins: 88.42, markup: 1.6, rarity: 'error' },
  { name: 'M4A1-S | Printstream', wear: 'Minimal Wear', coins: 212.15, markup: 2.4, rarity: 'error' },
  { name: 'Glock-18 | Water Elemental', wear: 'Factory New', coins: 9.31, markup: 0.5, rarity: 'accent' },
];

/** 900 -> "15:00", 61 -> "01:01"; never negative. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The demo loops: after 0 the countdown starts again at 15:00. */
export function countdownAt(elapsedSeconds: number): number {
  return DEMO_COUNTDOWN_SECONDS - (Math.floor(elapsedSeconds) % DEMO_COUNTDOWN_SECONDS);
}
