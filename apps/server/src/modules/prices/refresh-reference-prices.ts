import type { Db } from '../../db/database';
import { PriceFeedFailed, type PriceFeed } from '../../integrations/reference-prices/price-feed';
import { recordSourceCheck, storedPricesOf, storePrices } from './reference-prices.repository';
import { screenQuotes, type RejectedQuote } from './screen-quotes';

export type PricesLog = {
  warn: (fields: Record<string, unknown>, message: string) => void;
};

export type RefreshOutcome = { stored: number; kept: number; problem: string | null };

/** Rejected quotes named in the log per refresh; the rest are counted. */
const LOGGED_REJECTIONS = 20;

/**
 * Takes one source's prices into reference_prices. A source that fails keeps every last good price
 * and its status says why; a bad value keeps that item's previous price and is logged. Every good
 * price and the status are one transaction, so readers never see half a file.
 */
export async function refreshReferencePrices(
  deps: { db: Db; now: () => Date; log: PricesLog },
  feed: PriceFeed,
): Promise<RefreshOutcome> {
  const at = deps.now();
  let quotes;
  try {
    quotes = await feed.fetchQuotes();
    if (quotes.length === 0) throw new PriceFeedFailed('The source answered an empty price file.');
  } catch (error) {
    const problem = error instanceof PriceFeedFailed ? error.message : 'The source could not be read.';
    deps.log.warn({ source: feed.source, problem, err: error }, 'reference prices kept: the source failed');
    await recordSourceCheck(deps.db, feed.source, at, { refreshed: false, problem });
    return { stored: 0, kept: 0, problem };
  }
  const { accepted, rejected } = screenQuotes(quotes, await storedPricesOf(deps.db, feed.source));
  if (rejected.length > 0) logRejections(deps.log, feed.source, rejected);
  await deps.db.transaction(async (tx) => {
    await storePrices(tx, feed.source, accepted, at);
    await recordSourceCheck(tx, feed.source, at, { refreshed: true, problem: null });
  });
  return { stored: accepted.length, kept: rejected.length, problem: null };
}

function logRejections(log: PricesLog, source: string, rejected: RejectedQuote[]) {
  log.warn(
    { source, count: rejected.length, items: rejected.slice(0, LOGGED_REJECTIONS) },
    'reference prices: bad values kept the previous price',
  );
}
