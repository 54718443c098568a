import type { TradeOfferItem } from '@skinpilot/contract';
import { thumbnails } from '../lib/trade-offers';

/** Up to six item pictures, then '+N' for the rest (section 2.11). */
export function OfferThumbnails({ items, label }: { items: TradeOfferItem[]; label: string }) {
  const { shown, more } = thumbnails(items);
  return (
    <div className="min-w-0">
      <p className="text-xs opacity-70">
        {label} ({items.length})
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-1">
        {shown.map((item) => (
          <img
            key={item.asset_id}
            src={item.icon_url}
            alt={item.market_name}
            title={item.market_name}
            className="size-10 rounded bg-base-300 object-contain"
            loading="lazy"
          />
        ))}
        {more > 0 && <span className="badge badge-sm">+{more}</span>}
        {items.length === 0 && <span className="text-xs opacity-60">—</span>}
      </div>
    </div>
  );
}
