/**
 * Steam answers 429 to an IP that reads inventories too often. Calls through the same exit (proxy
 * host, or the machine itself) wait for each other; different proxies run in parallel.
 */
const MIN_GAP_MS = 4000;
const nextSlot = new Map<string, number>();

export async function throttlePerIp(exit: string, gapMs = MIN_GAP_MS): Promise<void> {
  const now = Date.now();
  const slot = Math.max(now, nextSlot.get(exit) ?? 0);
  nextSlot.set(exit, slot + gapMs);
  if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
}
