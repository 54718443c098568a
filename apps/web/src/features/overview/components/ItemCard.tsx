import { priceSourceLabels, type InventoryItem } from '@skinpilot/contract';
import { Coins, Shield, User } from 'lucide-react';
import { memo, useState } from 'react';
import { formatBalance } from '../../../shared/accounts/account-view';
import {
  FALLBACK_ITEM_IMAGE,
  itemImageSrc,
  itemStatus,
  showsMaxMarkup,
  statusTexts,
  wearOf,
} from '../lib/inventory-view';

const dotColours = { listed: 'bg-info', tradable: 'bg-success', 'non-tradable': 'bg-error' } as const;

type Props = { item: InventoryItem; privacy: boolean; maskBalance: (value: string) => string };

/** Section 2.3's item card. */
export const ItemCard = memo(function ItemCard({ item, privacy, maskBalance }: Props) {
  const v = item.itemVariant;
  const src = itemImageSrc(v.iconUrl);
  // The grid reuses a card for whichever item comes to its place, so a failed image is
  // remembered by its address: the next item's image gets its own chance to load.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const status = itemStatus(item);
  const wear = wearOf(item);
  const name = item.account_label?.trim() || item.account_name || 'Unknown Account';
  const priceSource = priceSourceOf(item);
  return (
    <article
      className="card card-compact h-full bg-base-200"
      data-testid="item-card"
      aria-label={`${v.brand} | ${v.name}`}
    >
      <div className="card-body gap-1">
        <header className="flex items-center gap-2 text-xs">
          {privacy || !item.account_avatar ? (
            <User className="size-4 opacity-60" aria-hidden />
          ) : (
            <img src={item.account_avatar} alt="" className="size-4 rounded-full" />
          )}
          <span className="truncate">{privacy ? 'Hidden' : name}</span>
          <span className="ml-auto flex items-center gap-1" title={statusTexts[status]}>
            {status === 'protected' ? (
              <Shield className="size-3 text-warning" aria-label={statusTexts[status]} />
            ) : (
              <span
                className={`inline-block size-2 rounded-full ${dotColours[status]}`}
                aria-label={statusTexts[status]}
              />
            )}
            {item.listingInfo.isListed && item.listingInfo.currentMarkup !== null && (
              <span className="tabular-nums">+{item.listingInfo.currentMarkup.toFixed(2)}%</span>
            )}
          </span>
        </header>
        <div className="relative">
          <img
            src={brokenSrc === src ? FALLBACK_ITEM_IMAGE : src}
            alt=""
            loading="lazy"
            className="mx-auto h-24 object-contain"
            onError={() => setBrokenSrc(src)}
          />
          {item.steamStickersDescriptions.length > 0 && (
            <ul className="absolute left-0 top-0 flex gap-0.5">
              {item.steamStickersDescriptions.map((s, i) => (
                <li
                  key={i}
                  className="tooltip tooltip-bottom"
                  data-tip={`${s.name}${s.brand ? ` (${s.brand})` : ''}`}
                >
                  {s.imageUrl ? (
                    <img src={s.imageUrl} alt={s.name} className="size-5" />
                  ) : (
                    <span className="badge badge-xs">S</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
        {wear && (
          <div className="flex items-center gap-1 text-xs" title={`Float ${item.steamInspectItem.paintWear}`}>
            <div className="relative h-1 flex-1 rounded bg-gradient-to-r from-success via-warning to-error">
              <span
                className="absolute -top-0.5 h-2 w-0.5 bg-base-content"
                style={{ left: `${wear.percent}%` }}
              />
            </div>
            <span>{wear.code}</span>
          </div>
        )}
        {showsMaxMarkup(item) && (
          <p className="text-xs opacity-70">Max markup {item.maxMarkupPercent?.toFixed(0)}%</p>
        )}
        <p className="truncate text-sm font-semibold" title={`${v.brand} | ${v.name}`}>
          {v.brand} | {v.name}
        </p>
        {v.color && <p className="truncate text-xs opacity-70">{v.color}</p>}
        <div className="flex items-center gap-1 text-sm">
          {priceSource ? (
            <span className="tabular-nums font-bold" title={`Price: ${priceSourceLabels[priceSource]}`}>
              {item.platform === 'csgoroll' ? <Coins className="inline size-3" aria-label="coins" /> : '$'}
              {maskBalance(formatBalance(v.value))}
            </span>
          ) : (
            <span className="text-xs opacity-70" title="No source prices this item">
              No price
            </span>
          )}
          <span className="badge badge-ghost badge-xs ml-auto">
            {item.platform === 'csgoroll' ? 'CSGORoll' : 'Steam'}
          </span>
        </div>
        <div className="flex gap-1">
          {v.stattrak && <span className="badge badge-warning badge-xs">StatTrak™</span>}
          {v.souvenir && <span className="badge badge-accent badge-xs">Souvenir</span>}
        </div>
      </div>
    </article>
  );
});

/**
 * Who priced the item. Snapshots taken before prices had sources carry none: a CSGORoll item is
 * CSGORoll's value; a Steam item was unpriced (valued 0).
 */
function priceSourceOf(item: InventoryItem) {
  if (item.price_source !== undefined) return item.price_source;
  return item.platform === 'csgoroll' ? ('csgoroll' as const) : null;
}
