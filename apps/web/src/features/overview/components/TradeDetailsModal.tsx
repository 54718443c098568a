import type { Trade } from '@skinpilot/contract';
import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Modal } from '../../../shared/ui/Modal';
import { useToast } from '../../../shared/toast/toast-context';
import { usePrivacyMasks } from '../../../shared/privacy/privacy-mode';
import { formatBalance } from '../../../shared/accounts/account-view';
import { FALLBACK_ITEM_IMAGE, itemImageSrc, rarityLabel } from '../lib/inventory-view';
import { referenceText } from '../lib/trade-table';

function CopyButton({
  text,
  label,
  onCopy,
}: {
  text: string;
  label: string;
  onCopy: (text: string) => void;
}) {
  return (
    <button type="button" className="btn btn-ghost btn-xs" aria-label={label} onClick={() => onCopy(text)}>
      <Copy className="size-3" aria-hidden />
    </button>
  );
}

type Props = { trade: Trade | null; accountName: string; onClose: () => void };

/** Section 2.3's trade details: every field of the trade, ids with copy buttons. */
export function TradeDetailsModal({ trade, accountName, onClose }: Props) {
  const toast = useToast();
  const mask = usePrivacyMasks();
  if (!trade) return null;
  const copy = (text: string) =>
    void navigator.clipboard
      .writeText(text)
      .then(() => toast.success('Copied to clipboard', { durationMs: 3000 }));
  const item = trade.item;
  const profit = trade.profit ?? trade.estimated_profit;
  const percent = profit !== null && item.coin_value > 0 ? (profit / item.coin_value) * 100 : null;
  const identifier = item.unique_item_identifier ?? item.steam_asset_id;
  const rows: [string, ReactNode][] = [
    [
      'Trade ID',
      <span key="id" className="flex items-center gap-1 font-mono">
        {mask.id(trade.trade_id)}
        <CopyButton text={trade.trade_id} label="Copy trade id" onCopy={copy} />
      </span>,
    ],
    ['Source', trade.source],
    ['Action', trade.action],
    ['Account', mask.name(accountName)],
    ['Time', new Date(trade.timestamp).toLocaleString()],
    ['Price', mask.balance(formatBalance(item.coin_value))],
    ['Markup', `${item.markup.toFixed(2)}%`],
    [
      'Reference',
      trade.reference_value === null ? 'No reference' : mask.balance(formatBalance(trade.reference_value)),
    ],
    ['% of ref', referenceText(trade)],
    ['Credits Used', mask.balance(formatBalance(trade.credits_used))],
    [
      trade.profit !== null ? 'Profit' : 'Estimated Profit',
      profit === null
        ? '—'
        : `${mask.balance(formatBalance(profit))}${percent === null ? '' : ` (${percent.toFixed(2)}%)`}`,
    ],
    ...(trade.linked_trade_id
      ? [
          [
            trade.action === 'Withdraw' ? 'Sold In' : 'Bought In',
            <span key="linked" className="flex items-center gap-1 font-mono">
              {mask.id(trade.linked_trade_id)}
              <CopyButton text={trade.linked_trade_id} label="Copy linked trade id" onCopy={copy} />
            </span>,
          ] as [string, ReactNode],
        ]
      : []),
    ['Max Markup', item.max_markup === null ? '—' : `${item.max_markup}%`],
    ['Sticker Value', mask.balance(formatBalance(item.stickers_cost))],
    [
      'Item Identifier',
      identifier ? (
        <span key="ident" className="flex items-center gap-1 font-mono">
          {mask.id(identifier)}
          <CopyButton text={identifier} label="Copy item identifier" onCopy={copy} />
        </span>
      ) : (
        '—'
      ),
    ],
  ];
  return (
    <Modal
      open
      title="Trade Details"
      onClose={onClose}
      size="lg"
      actions={
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      }
    >
      <div className="flex flex-col gap-4 sm:flex-row">
        <div className="sm:w-48">
          <img
            src={item.icon_url ? itemImageSrc(item.icon_url) : FALLBACK_ITEM_IMAGE}
            onError={(e) => (e.currentTarget.src = FALLBACK_ITEM_IMAGE)}
            alt=""
            className="w-full object-contain"
          />
          <p className="font-semibold">{item.market_name}</p>
          {item.rarity && <span className="badge badge-secondary">{rarityLabel(item.rarity)}</span>}
          {item.stickers.length > 0 && (
            <ul className="mt-2 space-y-1 text-xs">
              {item.stickers.map((s, i) => (
                <li key={i} className="flex items-center gap-1">
                  {s.sticker_icon_url && <img src={s.sticker_icon_url} alt="" className="size-5" />}
                  {s.sticker_name}{' '}
                  {s.sticker_price !== null && `(${mask.balance(formatBalance(s.sticker_price))})`}
                </li>
              ))}
            </ul>
          )}
        </div>
        <dl className="grid flex-1 grid-cols-2 gap-x-3 gap-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="opacity-70">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Modal>
  );
}
