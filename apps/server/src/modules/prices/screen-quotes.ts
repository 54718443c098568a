import type { PriceQuote } from '../../integrations/reference-prices/price-feed';
import type { PriceRow, StoredPrice } from './reference-prices.repository';

/**
 * A new price this many times above or below the stored one is a broken file (a price in the wrong
 * unit, a stray digit), not a market move: the stored price stays. Real moves of CS2 skins between
 * two refreshes a few hours apart stay far inside it.
 */
export const ABSURD_JUMP_FACTOR = 1_000;

export type RejectedQuote = { marketHashName: string; phase: string; reason: string };

export const priceKey = (marketHashName: string, phase: string) => `${marketHashName}\u0000${phase}`;

/**
 * Splits a source's quotes into the prices to store and the ones that keep the previous price: a
 * missing, zero or negative value, an absurd jump against the stored price, or a price the source's
 * own data marks unusable (stale, inflated). A name given twice
 * keeps its first quote.
 */
export function screenQuotes(
  quotes: PriceQuote[],
  stored: StoredPrice[],
): { accepted: PriceRow[]; rejected: RejectedQuote[] } {
  const before = new Map(stored.map((p) => [priceKey(p.marketHashName, p.phase), p.usdCents]));
  const seen = new Set<string>();
  const accepted: PriceRow[] = [];
  const rejected: RejectedQuote[] = [];
  for (const quote of quotes) {
    const phase = quote.phase ?? '';
    const key = priceKey(quote.marketHashName, phase);
    if (seen.has(key)) continue;
    seen.add(key);
    const cents = quote.usdCents;
    const reject = (reason: string) => rejected.push({ marketHashName: quote.marketHashName, phase, reason });
    if (quote.flaw) reject(quote.flaw);
    else if (!Number.isFinite(cents)) reject('no price');
    else if (cents <= 0) reject(`a price of ${cents} cents`);
    else if (!Number.isSafeInteger(cents) || cents > 2_000_000_000)
      reject(`an absurd price of ${cents} cents`);
    else {
      const previous = before.get(key);
      if (previous && (cents / previous >= ABSURD_JUMP_FACTOR || previous / cents >= ABSURD_JUMP_FACTOR)) {
        reject(`a jump from ${previous} to ${cents} cents`);
      } else {
        accepted.push({
          marketHashName: quote.marketHashName,
          phase,
          usdCents: cents,
          liquidity: quote.liquidity,
        });
      }
    }
  }
  return { accepted, rejected };
}
