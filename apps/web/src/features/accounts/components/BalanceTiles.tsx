import type { TradingAccount } from '@skinpilot/contract';
import { usePrivacyMasks } from '../../../shared/privacy/privacy-mode';
import { relativeTime } from '../../../shared/time/relative-time';
import { accountBalances, formatBalance, lastUpdated } from '../../../shared/accounts/account-view';

export function BalanceTiles({ account, now }: { account: TradingAccount; now: number }) {
  const mask = usePrivacyMasks();
  const { mainWallet, skinsValue, totalWealth } = accountBalances(account);
  const tiles = [
    { label: 'Main Wallet', value: mask.balance(formatBalance(mainWallet)) },
    { label: 'Skins Value', value: mask.balance(formatBalance(skinsValue)) },
    { label: 'Total Wealth', value: mask.balance(formatBalance(totalWealth)) },
    { label: 'Last Updated', value: relativeTime(lastUpdated(account), now) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-box bg-base-300/60 p-2">
          <dt className="text-xs opacity-70">{tile.label}</dt>
          <dd className="text-right font-semibold tabular-nums" data-testid={`tile-${tile.label}`}>
            {tile.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
