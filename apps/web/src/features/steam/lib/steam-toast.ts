/** Toasts on the trading page last 3 s (section 9). */
export const STEAM_TOAST_MS = 3000;
