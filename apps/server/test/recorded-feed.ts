import { randomUUID } from 'node:crypto';
import { compileMatcher, type Listing } from '@skinpilot/engine';
import type { Sniper } from '../src/worker/bot-runtime/listing-dispatcher';

let ids = 0;

/** A one-item CSGORoll listing as the engine sees it, open at once, seen at `at`. */
export function feedListing(totalValue: number, markupPercent: number, at: number, name?: string): Listing {
  return {
    id: `feed-${at}-${(ids += 1)}-${randomUUID().slice(0, 8)}`,
    status: 'LISTED',
    createdAt: at - 1_000,
    canJoinAfter: null,
    suspectedTraderCanJoinAfter: null,
    expiresAt: at + 3_600_000,
    totalValue,
    markupPercent,
    items: [
      {
        marketName: name ?? 'AK-47 | Redline (Field-Tested)',
        name: 'Redline',
        brand: 'AK-47',
        exterior: 'Field-Tested',
        rarity: 'classified',
        baseValue: Math.round((totalValue / (1 + markupPercent / 100)) * 100) / 100,
        value: totalValue,
        paintWear: 0.25,
        patternPercent: null,
        stickers: [],
      },
    ],
  };
}

/** An account as the feed sees it, with its settings compiled; it never joins by itself. */
export function feedSniper(
  owner: { userId: string; steamId: string },
  settings: Record<string, unknown> = {},
  balance = 10_000,
): Sniper {
  return {
    sessionId: randomUUID(),
    userId: owner.userId,
    steamId: owner.steamId,
    matcher: compileMatcher({
      sniping_enabled: true,
      min_value: 1,
      max_value: 1000,
      max_markup: 10,
      ...settings,
    }),
    state: { balance, credits: 1000, creditMultiplier: 1, suspectedTrader: false },
    join: () => undefined,
    figures: { seen: 0, joins: 0, skips: 0, waits: 0 },
  };
}
