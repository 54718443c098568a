import type { TradeOffer, TradingAccount } from '@skinpilot/contract';
import type { TradeOfferGroup } from '@skinpilot/domain';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { useToast } from '../../../shared/toast/toast-context';
import { useOfferAction, useRefreshTradeOffers, useTradeOffers, type OfferAction } from '../api/trade-offers';
import { cacheFreshness, filterOffers, offerGroups } from '../lib/trade-offers';
import { STEAM_TOAST_MS } from '../lib/steam-toast';
import { TradeOfferCard } from './TradeOfferCard';
import { TradeOfferDetails } from './TradeOfferDetails';

/** The spec's sentences, written whole so a search for them finds them. */
const offerActionFailed: Record<OfferAction, string> = {
  accept: 'Failed to accept trade offer',
  decline: 'Failed to decline trade offer',
  cancel: 'Failed to cancel trade offer',
};

const dotTone = {
  Fresh: 'bg-success',
  Stale: 'bg-warning',
  Expired: 'bg-error',
  'No cache': 'bg-base-content/30',
};

/** Section 2.11's offers screen. */
export function TradeOffersTab({ account, now }: { account: TradingAccount; now: number }) {
  const toast = useToast();
  const offers = useTradeOffers(account.steam_id, true);
  const refresh = useRefreshTradeOffers(account.steam_id);
  const act = useOfferAction(account.steam_id);
  const [side, setSide] = useState<'received' | 'sent'>('received');
  const [group, setGroup] = useState<TradeOfferGroup | null>(null);
  const [details, setDetails] = useState<TradeOffer | null>(null);

  const data = offers.data;
  const freshness = cacheFreshness(data?.cache_info.age_seconds);
  const received = data?.received_offers ?? [];
  const sent = data?.sent_offers ?? [];
  const shown = filterOffers(side === 'received' ? received : sent, group);

  const onRefresh = () =>
    refresh.mutate(undefined, {
      onError: (error) =>
        toast.error(errorMessage(error, 'Failed to fetch trade offers'), { durationMs: STEAM_TOAST_MS }),
    });
  const onAction = (offer: TradeOffer, action: OfferAction) =>
    act.mutate(
      { offerId: offer.trade_offer_id, action },
      {
        onSuccess: (answer) => toast.success(answer.message, { durationMs: STEAM_TOAST_MS }),
        onError: (error) =>
          toast.error(errorMessage(error, offerActionFailed[action]), { durationMs: STEAM_TOAST_MS }),
      },
    );

  return (
    <div className="space-y-3" data-testid="trade-offers">
      <div className="flex items-center gap-2">
        <h3 className="font-semibold">Trade Offers</h3>
        <span
          className={`inline-block size-2.5 rounded-full ${dotTone[freshness]}`}
          title={`Cache: ${freshness}`}
          aria-label={`Cache: ${freshness}`}
          data-testid="offers-cache-dot"
        />
        <button
          type="button"
          className="btn btn-sm btn-ghost ml-auto"
          disabled={refresh.isPending || offers.isFetching}
          onClick={onRefresh}
        >
          <RefreshCw className={`size-4 ${refresh.isPending ? 'animate-spin' : ''}`} aria-hidden /> Refresh
        </button>
      </div>

      {data?.cache_info.from_cache && data.cache_info.last_error && (
        <div role="alert" className="alert alert-warning text-sm">
          Showing cached offers; the last update failed: {data.cache_info.last_error}
        </div>
      )}

      <div className="flex flex-wrap gap-1" role="group" aria-label="Status filter">
        <button
          type="button"
          className={`btn btn-xs ${group === null ? 'btn-primary' : ''}`}
          aria-pressed={group === null}
          onClick={() => setGroup(null)}
        >
          All
        </button>
        {offerGroups.map((g) => (
          <button
            key={g.group}
            type="button"
            className={`btn btn-xs ${group === g.group ? 'btn-primary' : ''}`}
            aria-pressed={group === g.group}
            onClick={() => setGroup(group === g.group ? null : g.group)}
          >
            {g.label}
          </button>
        ))}
      </div>

      <div role="tablist" className="tabs tabs-box tabs-sm">
        <button
          type="button"
          role="tab"
          aria-selected={side === 'received'}
          className={`tab ${side === 'received' ? 'tab-active' : ''}`}
          onClick={() => setSide('received')}
        >
          Received ({received.length})
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={side === 'sent'}
          className={`tab ${side === 'sent' ? 'tab-active' : ''}`}
          onClick={() => setSide('sent')}
        >
          Sent ({sent.length})
        </button>
      </div>

      {offers.isPending ? (
        <p className="py-6 text-center opacity-70">Loading trade offers...</p>
      ) : offers.isError ? (
        <div role="alert" className="alert alert-error">
          {errorMessage(offers.error, 'Failed to fetch trade offers')}
        </div>
      ) : shown.length === 0 ? (
        <p className="py-6 text-center opacity-70">
          {group ? `No ${side} trade offers in this group` : `No ${side} trade offers`}
        </p>
      ) : (
        <div className="max-h-[400px] space-y-2 overflow-y-auto pr-1" data-testid={`offers-${side}`}>
          {shown.map((offer) => (
            <TradeOfferCard
              key={offer.trade_offer_id}
              offer={offer}
              now={now}
              busy={act.isPending}
              onAction={onAction}
              onDetails={setDetails}
            />
          ))}
        </div>
      )}
      {details && <TradeOfferDetails offer={details} now={now} onClose={() => setDetails(null)} />}
    </div>
  );
}
