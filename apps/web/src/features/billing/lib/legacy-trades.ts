import type { UserProfile } from '@skinpilot/contract';
import { csvCell, parseUtcTimestamp } from '@skinpilot/domain';

export type LegacyItem = UserProfile['traded_items'][number];
export type InventoryPoint = UserProfile['inventory_coins'][number];
export type LegacyAction = 'Withdraw' | 'Deposit';
export type LegacySortKey = 'date' | 'coin_value' | 'markup';
export type LegacyRange =
  { kind: 'days'; days: 7 | 30 | 90 } | { kind: 'custom'; start: string; end: string };

export type LegacyQuery = {
  action: LegacyAction;
  search: string;
  range: LegacyRange;
  sort: { key: LegacySortKey; direction: 'asc' | 'desc' };
};

/** Withdraw, no search, the last 7 days, newest first (section 5). */
export const defaultLegacyQuery: LegacyQuery = {
  action: 'Withdraw',
  search: '',
  range: { kind: 'days', days: 7 },
  sort: { key: 'date', direction: 'desc' },
};

const DAY_MS = 86_400_000;

function inRange(time: number, range: LegacyRange, now: number): boolean {
  if (range.kind === 'days') return time >= now - range.days * DAY_MS;
  // A missing date means no bound; the end date counts in full.
  const start = range.start ? parseUtcTimestamp(range.start) : -Infinity;
  const end = range.end ? parseUtcTimestamp(range.end) + DAY_MS - 1 : Infinity;
  return time >= start && time <= end;
}

export function selectLegacyItems(items: LegacyItem[], query: LegacyQuery, now: number): LegacyItem[] {
  const needle = query.search.trim().toLowerCase();
  const value = (item: LegacyItem) =>
    query.sort.key === 'date' ? parseUtcTimestamp(item.timestamp) : item[query.sort.key];
  const sign = query.sort.direction === 'asc' ? 1 : -1;
  return items
    .filter((item) => item.action === query.action)
    .filter((item) => !needle || item.market_name.toLowerCase().includes(needle))
    .filter((item) => inRange(parseUtcTimestamp(item.timestamp), query.range, now))
    .sort((a, b) => sign * (value(a) - value(b)));
}

/** Withdrawn value, average markup of withdrawals (2 decimals) and their count. */
export function legacyTotals(items: LegacyItem[]) {
  const withdrawals = items.filter((item) => item.action === 'Withdraw');
  const value = withdrawals.reduce((sum, item) => sum + item.coin_value, 0);
  const markup = withdrawals.length
    ? withdrawals.reduce((sum, item) => sum + item.markup, 0) / withdrawals.length
    : 0;
  return { withdrawnValue: value.toFixed(2), averageMarkup: markup.toFixed(2), count: withdrawals.length };
}

/** The last 14 days, keeping the 20 points with the largest change from the previous one, in time order. */
export function chartPoints(points: InventoryPoint[], now: number): InventoryPoint[] {
  const recent = points
    .map((point) => ({ point, time: parseUtcTimestamp(point.timestamp) }))
    .filter(({ time }) => time >= now - 14 * DAY_MS)
    .sort((a, b) => a.time - b.time);
  const withChange = recent.map((entry, i) => ({
    ...entry,
    change: i === 0 ? 0 : Math.abs(entry.point.value - recent[i - 1]!.point.value),
  }));
  return withChange
    .sort((a, b) => b.change - a.change)
    .slice(0, 20)
    .sort((a, b) => a.time - b.time)
    .map(({ point }) => point);
}

export const legacyCsvColumns = [
  'Market Name',
  'Action',
  'Status',
  'Coin Value',
  'Markup',
  'Max Markup',
  'Stickers Cost',
  'Credits Used',
  'Trade ID',
  'Date',
] as const;

export function legacyCsv(items: LegacyItem[]): string {
  const rows = items.map((item) =>
    [
      item.market_name,
      item.action,
      item.status,
      item.coin_value,
      item.markup,
      item.max_markup,
      item.stickers_cost,
      item.credits_used,
      item.trade_id,
      item.timestamp,
    ]
      .map(csvCell)
      .join(','),
  );
  return [legacyCsvColumns.join(','), ...rows].join('\n');
}

export const LEGACY_CSV_FILE = 'legacy_traded_items.csv';

/** Trade card rules of section 5. */
export const showsMaxMarkup = (item: LegacyItem) => item.max_markup !== null && item.max_markup > 12;
export const showsStickersCost = (item: LegacyItem) => item.stickers_cost !== null && item.stickers_cost > 0;
export const showsFloatRange = (item: LegacyItem) => item.min_float !== null && item.max_float !== null;
export const iconOf = (item: LegacyItem) =>
  !item.icon_url || item.icon_url === 'NULL' || item.icon_url === 'null' ? '/logo.svg' : item.icon_url;
export function messageSize(message: string): 'text-lg' | 'text-base' | 'text-sm' {
  if (message.length < 20) return 'text-lg';
  if (message.length < 70) return 'text-base';
  return 'text-sm';
}
export const rarityGlow: Record<string, string> = {
  'Consumer Grade': '#b0c3d9',
  'Industrial Grade': '#5e98d9',
  'Mil-Spec Grade': '#4b69ff',
  'Mil-Spec': '#4b69ff',
  Restricted: '#8847ff',
  Classified: '#d32ce6',
  Covert: '#eb4b4b',
  Contraband: '#e4ae39',
  Extraordinary: '#e4ae39',
};
