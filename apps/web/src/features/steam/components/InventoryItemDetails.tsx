import type { SteamInventoryItem } from '@skinpilot/contract';
import type { ReactNode } from 'react';
import { usePrivacyMasks } from '../../../shared/privacy/privacy-mode';
import { Modal } from '../../../shared/ui/Modal';
import { isSouvenir, isStatTrak, rarityLabel, wearOf } from '../lib/steam-item';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 py-0.5 text-sm">
      <dt className="opacity-70">{label}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** Section 2.12's item details modal. */
export function InventoryItemDetails({
  item,
  onClose,
  onSend,
}: {
  item: SteamInventoryItem;
  onClose: () => void;
  onSend: (item: SteamInventoryItem) => void;
}) {
  const mask = usePrivacyMasks();
  return (
    <Modal
      open
      onClose={onClose}
      title={item.market_name}
      actions={
        <>
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={!item.tradable}
            onClick={() => onSend(item)}
          >
            Send as Gift
          </button>
          <button type="button" className="btn btn-sm" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      <div className="space-y-3" data-testid="steam-item-details">
        <div className="flex items-center gap-3">
          <img src={item.icon_url} alt="" className="size-24 rounded bg-base-300 object-contain" />
          <div className="flex flex-wrap gap-1">
            {isStatTrak(item) && <span className="badge badge-sm badge-warning">StatTrak™</span>}
            {isSouvenir(item) && <span className="badge badge-sm badge-accent">Souvenir</span>}
            {wearOf(item) && <span className="badge badge-sm">{wearOf(item)}</span>}
            <span
              className="badge badge-sm"
              style={item.rarity_color ? { borderColor: item.rarity_color } : undefined}
            >
              {rarityLabel(item.rarity_internal)}
            </span>
          </div>
        </div>
        <dl>
          <Row label="Asset ID">{mask.id(item.asset_id)}</Row>
          <Row label="Quantity">{item.amount}</Row>
          <Row label="Tradable">{yesNo(item.tradable)}</Row>
          <Row label="Marketable">{yesNo(item.marketable)}</Row>
          <Row label="Class ID">{item.class_id}</Row>
          <Row label="Instance ID">{item.instance_id}</Row>
          <Row label="Trade cooldown">{days(item.market_tradable_restriction)}</Row>
          <Row label="Trade protection">
            {item.protected ? 'Protected by Steam: the trade that brought it can still be rolled back' : 'No'}
          </Row>
          <Row label="Market cooldown">{days(item.market_marketable_restriction)}</Row>
          <Row label="Commodity">{yesNo(item.commodity)}</Row>
          <Row label="Wear">{wearOf(item) ?? '—'}</Row>
          <Row label="Rarity">{rarityLabel(item.rarity_internal)}</Row>
        </dl>
      </div>
    </Modal>
  );
}
