import type { TradeOffer, TradeOfferItem } from '@skinpilot/contract';
import { Gift } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatBalance } from '../../../shared/accounts/account-view';
import { usePrivacyMasks } from '../../../shared/privacy/privacy-mode';
import { Modal } from '../../../shared/ui/Modal';
import { expiryOf, itemsTotal, offerUrl } from '../lib/trade-offers';
import { CopyButton } from './CopyButton';
import { OfferStateBadge, offerTime } from './TradeOfferCard';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 py-0.5 text-sm">
      <dt className="opacity-70">{label}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

function ItemList({ title, items, empty }: { title: string; items: TradeOfferItem[]; empty: string }) {
  const total = itemsTotal(items);
  return (
    <section className="rounded-box bg-base-200 p-3">
      <h4 className="font-semibold">
        {title} ({items.length})
      </h4>
      {items.length === 0 ? (
        <p className="mt-1 text-sm opacity-70">{empty}</p>
      ) : (
        <ul className="mt-1 space-y-1">
          {items.map((item) => (
            <li key={item.asset_id} className="flex items-center gap-2 text-sm">
              <img src={item.icon_url} alt="" className="size-8 rounded bg-base-300 object-contain" />
              <span className="min-w-0 flex-1 truncate">{item.market_name}</span>
              {item.value !== null && <span className="tabular-nums">${formatBalance(item.value)}</span>}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-right text-sm font-semibold">
        Total: {total === null ? '—' : `$${formatBalance(total)}`}
      </p>
    </section>
  );
}

/** Section 2.11's offer detail modal. */
export function TradeOfferDetails({
  offer,
  now,
  onClose,
}: {
  offer: TradeOffer;
  now: number;
  onClose: () => void;
}) {
  const mask = usePrivacyMasks();
  const expiry = expiryOf(offer, now);
  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={
        <span className="flex items-center gap-2">
          Trade Offer <OfferStateBadge state={offer.trade_offer_state} />
          {offer.is_gift && (
            <span className="badge badge-sm badge-secondary gap-1">
              <Gift className="size-3" aria-hidden /> Gift
            </span>
          )}
        </span>
      }
      actions={
        <>
          <CopyButton value={offerUrl(offer)} label="offer URL" text="Copy URL" />
          <button type="button" className="btn btn-sm" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      <div className="space-y-3" data-testid="trade-offer-details">
        <section>
          <h4 className="font-semibold">Partner</h4>
          <dl>
            <Row label="Name">{offer.partner_name ? mask.name(offer.partner_name) : 'Unknown User'}</Row>
            <Row label="Steam ID">{mask.id(offer.partner_steam64)}</Row>
            <Row label="Level">{offer.partner_steam_level ?? '—'}</Row>
            <Row label="Profile">
              <a
                className="link"
                href={`https://steamcommunity.com/profiles/${offer.partner_steam64}`}
                target="_blank"
                rel="noreferrer"
              >
                View profile
              </a>
            </Row>
          </dl>
        </section>
        <section>
          <h4 className="font-semibold">Timeline</h4>
          <dl>
            <Row label="Created">{offerTime(offer.time_created)}</Row>
            <Row label="Last updated">{offerTime(offer.time_updated)}</Row>
            <Row label="Expires">
              {offerTime(offer.expiration_time)}
              {expiry === 'soon' && <span className="badge badge-sm badge-warning ml-2">Soon</span>}
              {expiry === 'expired' && <span className="badge badge-sm badge-error ml-2">Expired</span>}
            </Row>
            <Row label="Confirmations required">
              {offer.confirmations_required.length > 0 ? offer.confirmations_required.length : 'None'}
            </Row>
          </dl>
        </section>
        {offer.message && (
          <section>
            <h4 className="font-semibold">Message</h4>
            <p className="text-sm italic">“{offer.message}”</p>
          </section>
        )}
        <div className="grid gap-3 md:grid-cols-2">
          <ItemList title="You Give" items={offer.items_to_give} empty="Nothing - This is a gift!" />
          <ItemList title="You Get" items={offer.items_to_receive} empty="Nothing in return" />
        </div>
        <section>
          <h4 className="font-semibold">Technical Details</h4>
          <dl>
            <Row label="Offer ID">{mask.id(offer.trade_offer_id)}</Row>
            <Row label="State code">{offer.trade_offer_state}</Row>
            <Row label="Escrow end">{offer.escrow_end_date ? offerTime(offer.escrow_end_date) : 'None'}</Row>
            <Row label="From real time trade">{offer.from_real_time_trade ? 'Yes' : 'No'}</Row>
            <Row label="Trade ID">{offer.trade_id ? mask.id(offer.trade_id) : '—'}</Row>
          </dl>
        </section>
      </div>
    </Modal>
  );
}
