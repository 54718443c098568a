// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { waitFor } from '../test-support/wait-for';
import { createSandboxMarket } from './market';

/** Ids of a few listings of one market's life, which then stops like a process that restarts. */
function idsOfOneRun() {
  const market = createSandboxMarket({ seed: 7, listingIntervalMs: 0, competitionRate: 0 });
  const listings = [market.publishListing(), market.publishListing(), market.publishListing()];
  market.stop();
  return listings.flatMap((trade) => [
    trade.id,
    ...trade.items.flatMap((item) => [item.id, item.externalAssetId]),
  ]);
}

describe('the sandbox market after a restart', () => {
  it('never hands out a listing id (or an item id) again, with the same seed', async () => {
    const first = idsOfOneRun();
    // A restart takes at least a millisecond of real time.
    const stoppedAt = Date.now();
    await waitFor(() => Date.now() > stoppedAt);
    const second = idsOfOneRun();
    expect(second.filter((id) => first.includes(id))).toEqual([]);
  });
});
