import {
  iconOf,
  messageSize,
  rarityGlow,
  showsFloatRange,
  showsMaxMarkup,
  showsStickersCost,
  type LegacyItem,
} from '../lib/legacy-trades';
import { formatBalance } from '../../../shared/accounts/account-view';
import { formatCredits } from '../../../shared/format/credits';

export function TradeCard({ item }: { item: LegacyItem }) {
  const glow = (item.item_rarity && rarityGlow[item.item_rarity]) ?? '#6b7280';
  return (
    <article
      className="card bg-base-100 shadow-sm"
      style={{ boxShadow: `0 0 14px -4px ${glow}` }}
      data-testid="trade-card"
    >
      <div className="card-body gap-2 p-4">
        <div className="flex items-center gap-3">
          <img src={iconOf(item)} alt="" className="size-14 object-contain" loading="lazy" />
          <div className="min-w-0">
            <h3 className="truncate font-semibold">{item.market_name}</h3>
            <p className="text-xs opacity-60">
              {item.action} · {item.status} ·{' '}
              {new Date(item.timestamp).toLocaleString('en-GB', { timeZone: 'UTC' })}
            </p>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-1 text-sm">
          <dt className="opacity-70">Coin value</dt>
          <dd className="tabular text-right">{formatBalance(item.coin_value)}</dd>
          <dt className="opacity-70">Markup</dt>
          <dd className="tabular text-right">{item.markup.toFixed(2)}%</dd>
          {showsMaxMarkup(item) && (
            <>
              <dt className="opacity-70">Max markup</dt>
              <dd className="tabular text-right">{item.max_markup!.toFixed(2)}%</dd>
            </>
          )}
          {showsStickersCost(item) && (
            <>
              <dt className="opacity-70">Stickers cost</dt>
              <dd className="tabular text-right">{item.stickers_cost!.toFixed(2)}</dd>
            </>
          )}
          {showsFloatRange(item) && (
            <>
              <dt className="opacity-70">Float</dt>
              <dd className="tabular text-right">
                {item.min_float} - {item.max_float}
              </dd>
            </>
          )}
          {item.credits_used !== null && (
            <>
              <dt className="opacity-70">Credits used</dt>
              <dd className="tabular text-right">{formatCredits(item.credits_used)}</dd>
            </>
          )}
        </dl>
        {item.stickers.length > 0 && (
          <div className="flex gap-1">
            {item.stickers.map((sticker) => (
              <img
                key={sticker.sticker_name}
                src={sticker.sticker_icon_url}
                alt={sticker.sticker_name}
                title={`${sticker.sticker_name} (${sticker.sticker_price})`}
                className="size-8"
                loading="lazy"
              />
            ))}
          </div>
        )}
        {item.text_message && <p className={messageSize(item.text_message)}>{item.text_message}</p>}
      </div>
    </article>
  );
}
