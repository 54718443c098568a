import type { SteamTradeOffer } from '@skinpilot/connectors';

/** A withdrawal the account joined and still waits for: who sends it and what arrives. */
export type AwaitedWithdrawal = {
  csgorollTradeId: string;
  /** The seller's SteamID64, once CSGORoll named the depositor; null until then. */
  depositorSteamId: string | null;
  /** The Steam asset ids of the items bought, when CSGORoll names them (else empty). */
  assetIds: readonly string[];
  /** The Steam market hash names of the items bought, one per item. */
  marketNames: readonly string[];
};

const STEAM_ACTIVE = 2;

export type OfferVerdict =
  | { kind: 'accept'; withdrawal: AwaitedWithdrawal }
  | { kind: 'refuse'; withdrawal: AwaitedWithdrawal; reason: string }
  | { kind: 'not_ours' };

/**
 * Whether an incoming Steam offer is the seller delivering one of our withdrawals. It is accepted
 * only when it comes from that withdrawal's seller, asks for nothing of ours, and brings exactly the
 * items bought (by Steam asset id when known, else by market hash name, item for item). An offer from a seller we wait for that differs in any of these is refused (not
 * accepted, left for the user) with the reason; any other offer is none of the runtime's business.
 */
export function judgeOffer(offer: SteamTradeOffer, awaited: readonly AwaitedWithdrawal[]): OfferVerdict {
  if (offer.isOurOffer || offer.state !== STEAM_ACTIVE) return { kind: 'not_ours' };
  const fromSeller = awaited.filter(
    (w) => w.depositorSteamId !== null && w.depositorSteamId === offer.partnerSteamId,
  );
  if (fromSeller.length === 0) return { kind: 'not_ours' };
  const received = offer.itemsToReceive.map((i) => i.assetId).sort();
  const receivedNames = offer.itemsToReceive.map((i) => i.marketHashName).sort();
  // CSGORoll names the items by its own asset handles, not Steam's asset ids: then the offer must
  // bring exactly the items bought by market hash name (one per item bought).
  const exact = fromSeller.find((w) =>
    w.assetIds.length > 0 ? sameItems(received, w.assetIds) : sameItems(receivedNames, w.marketNames),
  );
  if (exact && offer.itemsToGive.length === 0) return { kind: 'accept', withdrawal: exact };
  const withdrawal = exact ?? fromSeller[0]!;
  const reason =
    offer.itemsToGive.length > 0
      ? 'the offer asks for items of ours'
      : withdrawal.assetIds.length === 0 && withdrawal.marketNames.length === 0
        ? 'the withdrawal names no Steam item to compare with'
        : 'the items in the offer are not the items bought';
  return { kind: 'refuse', withdrawal, reason };
}

function sameItems(sortedReceived: readonly string[], expected: readonly string[]): boolean {
  if (expected.length === 0 || sortedReceived.length !== expected.length) return false;
  const sorted = [...expected].sort();
  return sorted.every((id, i) => id === sortedReceived[i]);
}
