import type { Trade } from '@skinpilot/contract';

export const PAGE_SIZES = [10, 25, 50, 100, -1] as const;
export type SortKey =
  'item' | 'account' | 'action' | 'price' | 'markup' | 'reference' | 'source' | 'profit' | 'credits' | 'time';
export type SortState = { key: SortKey; dir: 'asc' | 'desc' };
/** Section 4: time descending by default. */
export const defaultSort: SortState = { key: 'time', dir: 'desc' };

/** Section 4: a new column sorts ascending; the same column toggles. */
export const nextSort = (current: SortState, key: SortKey): SortState =>
  current.key === key ? { key, dir: current.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' };

const profitOf = (t: Trade) => t.profit ?? t.estimated_profit ?? 0;

const sortValue = (t: Trade, key: SortKey, name: (steamId: string) => string): string | number => {
  switch (key) {
    case 'item':
      return t.item.market_name;
    case 'account':
      return name(t.steam_id);
    case 'action':
      return t.action;
    case 'price':
      return t.item.coin_value;
    case 'markup':
      return t.item.markup;
    case 'reference':
      // A trade with no reference sorts below every percent.
      return t.reference_percent ?? Number.NEGATIVE_INFINITY;
    case 'source':
      return t.source;
    case 'profit':
      return profitOf(t);
    case 'credits':
      return t.credits_used;
    case 'time':
      return Date.parse(t.timestamp);
  }
};

/** Section 5: search matches market name, account name, action or source. */
export function searchTrades(trades: Trade[], search: string, name: (steamId: string) => string): Trade[] {
  const q = search.trim().toLowerCase();
  if (!q) return trades;
  return trades.filter((t) =>
    [t.item.market_name, name(t.steam_id), t.action, t.source].some((v) => v.toLowerCase().includes(q)),
  );
}

export function sortTrades(trades: Trade[], sort: SortState, name: (steamId: string) => string): Trade[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...trades].sort((a, b) => {
    const x = sortValue(a, sort.key, name);
    const y = sortValue(b, sort.key, name);
    return (
      sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)))
    );
  });
}

/** "Showing X to Y of N trades" for a 1-based page; page size -1 shows all. */
export function pageOf(total: number, page: number, size: number) {
  if (size === -1 || total === 0) return { from: total === 0 ? 0 : 1, to: total, pages: 1 };
  const pages = Math.max(1, Math.ceil(total / size));
  const from = (page - 1) * size + 1;
  return { from, to: Math.min(total, page * size), pages };
}

/** The trade's price as a percent of its reference ("% of ref"), or a dash when none was known. */
export const referenceText = (t: Pick<Trade, 'reference_percent'>) =>
  t.reference_percent === null ? '—' : `${t.reference_percent.toFixed(2)}%`;

export { profitOf };
