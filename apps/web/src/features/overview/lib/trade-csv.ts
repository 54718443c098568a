import type { Trade } from '@skinpilot/contract';
import { formatBalance } from '../../../shared/accounts/account-view';
import type { privacyMasks } from '../../../shared/privacy/privacy-mode';
import { toCsv, type CsvColumn } from '../../../shared/csv/csv';
import { profitOf, referenceText } from './trade-table';

type Masks = ReturnType<typeof privacyMasks>;

/**
 * The trade history as a CSV file: the columns the table shows, in its order, for the rows it holds
 * (searched, filtered and sorted, every page). Privacy mode masks the file as it masks the screen:
 * account names cut, amounts hidden. Times are exact (ISO, UTC), not "5 minutes ago".
 */
export function tradesCsv(trades: Trade[], nameOf: (steamId: string) => string, mask: Masks): string {
  const amount = (value: number) => mask.balance(formatBalance(value));
  const columns: CsvColumn<Trade>[] = [
    { header: 'Item', value: (t) => t.item.market_name },
    { header: 'Account', value: (t) => mask.name(nameOf(t.steam_id)) },
    { header: 'Action', value: (t) => t.action },
    { header: 'Price', value: (t) => amount(t.item.coin_value) },
    { header: 'Markup', value: (t) => `${t.item.markup.toFixed(2)}%` },
    { header: '% of ref', value: (t) => referenceText(t) },
    { header: 'Source', value: (t) => t.source },
    { header: 'Profit', value: (t) => amount(profitOf(t)) },
    { header: 'Credits', value: (t) => amount(t.credits_used) },
    { header: 'Time', value: (t) => t.timestamp },
  ];
  return toCsv(columns, trades);
}
