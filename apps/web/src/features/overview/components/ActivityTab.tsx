import type { TradingAccount } from '@skinpilot/contract';
import { Activity as ActivityIcon, ArrowLeftRight, KeyRound, Settings, User } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { usePrivacyMasks } from '../../../shared/privacy/privacy-mode';
import { accountName, accountNames, formatBalance } from '../../../shared/accounts/account-view';
import { AccountSelect } from '../../../shared/accounts/AccountSelect';
import { useActivityFeed } from '../api/activity';
import { useNow } from '../../../shared/time/use-now';
import { relativeTime } from '../../../shared/time/relative-time';

const types = [
  ['trade', 'Trades'],
  ['steam', 'Steam'],
  ['account', 'Account'],
  ['wealth', 'Wealth'],
  ['refresh', 'Refresh'],
  ['auth', 'Authentication'],
  ['settings', 'Settings'],
] as const;
const icons: Record<string, typeof ActivityIcon> = {
  trade: ArrowLeftRight,
  steam: ArrowLeftRight,
  account: User,
  auth: KeyRound,
  settings: Settings,
};

/** The one-line details of an activity from its metadata block (section 3). */
function detailsOf(metadata: Record<string, unknown>, maskBalance: (value: string) => string): string {
  const block = Object.values(metadata).find(
    (v): v is Record<string, unknown> => typeof v === 'object' && v !== null,
  );
  if (!block) return '';
  const parts: string[] = [];
  if (typeof block.value === 'number') parts.push(`${maskBalance(formatBalance(block.value))} coins`);
  if (typeof block.action === 'string') parts.push(block.action.replace(/_/g, ' '));
  if (typeof block.inventory_count === 'number') parts.push(`${block.inventory_count} items`);
  if (typeof block.status === 'string') parts.push(block.status);
  return parts.join(' · ');
}

/** Section 2.3's activity tab: 20 a page, appended by Load More, filtered by type and account. */
export function ActivityTab({ accounts }: { accounts: TradingAccount[] }) {
  const mask = usePrivacyMasks();
  const [type, setType] = useState('');
  const [steamId, setSteamId] = useState('');
  const feed = useActivityFeed({ type: type || undefined, steamId: steamId || undefined }, true);
  const items = feed.data?.pages.flatMap((p) => p.activities) ?? [];
  const names = new Map(accounts.map((a) => [a.steam_id, accountName(a)]));
  const everyName = accounts.flatMap(accountNames);
  const account = (steamId: string | null) =>
    steamId ? mask.name(names.get(steamId) ?? 'Unknown Account') : '—';
  const now = useNow(60_000);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <select
          className="select select-bordered select-sm"
          aria-label="Activity type"
          value={type}
          onChange={(e) => setType(e.target.value)}
        >
          <option value="">All Types</option>
          {types.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <AccountSelect accounts={accounts} value={steamId} onChange={setSteamId} />
        {(type || steamId) && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => {
              setType('');
              setSteamId('');
            }}
          >
            Clear Filters
          </button>
        )}
      </div>
      {feed.isError ? (
        <div role="alert" className="alert alert-error">
          {errorMessage(feed.error, 'Failed to fetch activities')}
        </div>
      ) : feed.isPending ? (
        <div className="skeleton h-48 w-full" aria-label="Loading activity" />
      ) : items.length === 0 ? (
        <p className="py-12 text-center opacity-70">No recent activity</p>
      ) : (
        <table className="table table-sm">
          <tbody>
            {items.map((a) => {
              const Icon = icons[a.type] ?? ActivityIcon;
              return (
                <tr key={a.id}>
                  <td>
                    <Icon className="size-4" aria-label={a.type} />
                  </td>
                  <td className="[overflow-wrap:anywhere]">
                    <p className="font-semibold">{mask.text(a.title, everyName)}</p>
                    <p className="text-xs opacity-70">{mask.text(a.description, everyName)}</p>
                    {/* A phone has no room for the account and details columns: they follow here. */}
                    <p className="text-xs opacity-70 sm:hidden">
                      {account(a.steam_id)} {detailsOf(a.metadata, mask.balance)}
                    </p>
                  </td>
                  <td className="hidden sm:table-cell">{account(a.steam_id)}</td>
                  <td className="hidden text-xs sm:table-cell">{detailsOf(a.metadata, mask.balance)}</td>
                  <td className="whitespace-nowrap text-xs" title={new Date(a.timestamp).toLocaleString()}>
                    {relativeTime(a.timestamp, now)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {feed.hasNextPage && (
        <button
          type="button"
          className="btn btn-sm w-full"
          disabled={feed.isFetchingNextPage}
          onClick={() => void feed.fetchNextPage()}
        >
          {feed.isFetchingNextPage ? 'Loading...' : 'Load More'}
        </button>
      )}
    </div>
  );
}
