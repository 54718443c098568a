import type { TradeOffer } from '@skinpilot/contract';
import { tradeOfferGroup, tradeOfferLabel } from '@skinpilot/domain';
import { AlertTriangle, Gift } from 'lucide-react';
import { usePrivacyMasks } from '../../../shared/privacy/privacy-mode';
import type { OfferAction } from '../api/trade-offers';
import { canAnswer, canCancel, expiryOf } from '../lib/trade-offers';
import { OfferThumbnails } from './OfferItems';

const groupTone = {
  active: 'info',
  completed: 'success',
  failed: 'error',
  waiting: 'warning',
  unknown: 'neutral',
};

export function OfferStateBadge({ state }: { state: number }) {
  return (
    <span className={`badge badge-sm badge-${groupTone[tradeOfferGroup(state)]}`}>
      {tradeOfferLabel(state)}
    </span>
  );
}

export const offerTime = (seconds: number) => new Date(seconds * 1000).toLocaleString();

type Props = {
  offer: TradeOffer;
  now: number;
  busy: boolean;
  onAction: (offer: TradeOffer, action: OfferAction) => void;
  onDetails: (offer: TradeOffer) => void;
};

/** Section 2.11's trade offer card, for a sent or a received offer. */
export function TradeOfferCard({ offer, now, busy, onAction, onDetails }: Props) {
  const mask = usePrivacyMasks();
  const expiry = expiryOf(offer, now);
  return (
    <article
      className="rounded-box border border-base-300 bg-base-100 p-3"
      data-testid="trade-offer-card"
      aria-label={`Trade offer ${mask.id(offer.trade_offer_id)}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">
          {offer.partner_name ? mask.name(offer.partner_name) : 'Unknown User'}
        </span>
        <span className="text-xs tabular-nums opacity-60">
          #{mask.id(offer.trade_id ?? offer.trade_offer_id)}
        </span>
        {offer.is_gift && (
          <span className="badge badge-sm badge-secondary gap-1">
            <Gift className="size-3" aria-hidden /> Gift
          </span>
        )}
        <OfferStateBadge state={offer.trade_offer_state} />
        <span className="ml-auto text-xs opacity-60">{offerTime(offer.time_created)}</span>
      </div>
      <div className="mt-2 grid grid-cols-2 gap-3">
        <OfferThumbnails items={offer.items_to_give} label="You give" />
        <OfferThumbnails items={offer.items_to_receive} label="You get" />
      </div>
      {offer.message && <p className="mt-2 text-sm italic opacity-80">“{offer.message}”</p>}
      {expiry === 'soon' && (
        <p className="mt-2 flex items-center gap-1 text-xs text-warning">
          <AlertTriangle className="size-3" aria-hidden /> Expires {offerTime(offer.expiration_time)}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {canAnswer(offer) && (
          <>
            <button
              type="button"
              className="btn btn-xs btn-success"
              disabled={busy}
              onClick={() => onAction(offer, 'accept')}
            >
              Accept
            </button>
            <button
              type="button"
              className="btn btn-xs btn-error"
              disabled={busy}
              onClick={() => onAction(offer, 'decline')}
            >
              Decline
            </button>
          </>
        )}
        {canCancel(offer) && (
          <button
            type="button"
            className="btn btn-xs btn-warning"
            disabled={busy}
            onClick={() => onAction(offer, 'cancel')}
          >
            Cancel
          </button>
        )}
        <button type="button" className="btn btn-xs btn-ghost" onClick={() => onDetails(offer)}>
          View Details
        </button>
      </div>
    </article>
  );
}
