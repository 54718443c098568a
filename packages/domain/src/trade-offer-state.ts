/** Steam trade-offer states 1 to 11, by number, with the labels the dashboard shows. */
export const tradeOfferStates = {
  1: { status: 'INVALID', label: 'Invalid' },
  2: { status: 'ACTIVE', label: 'Active' },
  3: { status: 'ACCEPTED', label: 'Accepted' },
  4: { status: 'COUNTERED', label: 'Countered' },
  5: { status: 'EXPIRED', label: 'Expired' },
  6: { status: 'CANCELED', label: 'Canceled' },
  7: { status: 'DECLINED', label: 'Declined' },
  8: { status: 'INVALID_ITEMS', label: 'Invalid Items' },
  9: { status: 'CREATED_NEEDS_CONFIRMATION', label: 'Needs Confirmation' },
  10: { status: 'CANCELED_BY_SECOND_FACTOR', label: 'Canceled (2FA)' },
  11: { status: 'IN_ESCROW', label: 'In Escrow' },
} as const;

export type TradeOfferState = keyof typeof tradeOfferStates;
export type TradeOfferGroup = 'active' | 'completed' | 'failed' | 'waiting' | 'unknown';

export const STEAM_ID64_OFFSET = 76561197960265728n;

export function tradeOfferLabel(state: number): string {
  return tradeOfferStates[state as TradeOfferState]?.label ?? 'Unknown';
}

/** Accepts 'ACTIVE' as well as the library's 'TradeOfferStatus.ACTIVE'. */
export function tradeOfferStateFromStatus(status: string): TradeOfferState | null {
  const name = status.split('.').pop()?.toUpperCase();
  const found = Object.entries(tradeOfferStates).find(([, s]) => s.status === name);
  return found ? (Number(found[0]) as TradeOfferState) : null;
}

export function tradeOfferGroup(state: number): TradeOfferGroup {
  if (state === 2) return 'active';
  if (state === 3) return 'completed';
  if ([5, 6, 7, 8].includes(state)) return 'failed';
  if ([9, 10, 11].includes(state)) return 'waiting';
  return 'unknown';
}

/** A partner's 32-bit account id as the SteamID64 profiles use. */
export function steam64FromAccountId(accountId: number | string): string {
  return (BigInt(accountId) + STEAM_ID64_OFFSET).toString();
}
