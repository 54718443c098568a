import { capturePeriods, type CapturePeriod, type TradingAccount } from '@skinpilot/contract';
import { Crosshair } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { formatBalance } from '../../../shared/accounts/account-view';
import { usePrivacyMasks } from '../../../shared/privacy/privacy-mode';
import { useSnipingCapture } from '../api/capture';
import { CaptureChart } from './CaptureChart';

const periodLabels: Record<CapturePeriod, string> = {
  '1d': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
};
/** The skip reasons shown; the rest are summed under "other". */
const TOP_REASONS = 4;

/**
 * Issue 27: what the sniping bots matched, won and missed, from the recorded feed; for all the
 * user's CSGORoll accounts or one, with matched vs won per hour.
 */
export function SnipingPanel({ accounts }: { accounts: TradingAccount[] }) {
  const rollAccounts = accounts.filter((a) => a.csgoroll_account !== null);
  const [period, setPeriod] = useState<CapturePeriod>('1d');
  const [steamId, setSteamId] = useState<string | null>(null);
  if (rollAccounts.length === 0) return null;
  return (
    <section className="card bg-base-200" aria-label="Sniping">
      <div className="card-body gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="card-title mr-auto">
            <Crosshair className="size-5" aria-hidden /> Sniping
          </h2>
          <select
            className="select select-bordered select-sm w-full sm:w-48"
            aria-label="Sniping account"
            value={steamId ?? ''}
            onChange={(e) => setSteamId(e.target.value || null)}
          >
            <option value="">All accounts</option>
            {rollAccounts.map((a) => (
              <option key={a.steam_id} value={a.steam_id}>
                {a.label || a.csgoroll_account?.username || a.steam_id}
              </option>
            ))}
          </select>
          <select
            className="select select-bordered select-sm w-full sm:w-48"
            aria-label="Sniping period"
            value={period}
            onChange={(e) => setPeriod(e.target.value as CapturePeriod)}
          >
            {capturePeriods.map((p) => (
              <option key={p} value={p}>
                {periodLabels[p]}
              </option>
            ))}
          </select>
        </div>
        <CaptureFigures period={period} steamId={steamId} />
      </div>
    </section>
  );
}

function CaptureFigures({ period, steamId }: { period: CapturePeriod; steamId: string | null }) {
  const capture = useSnipingCapture(period, steamId);
  const mask = usePrivacyMasks();
  if (capture.isPending) return <div className="skeleton h-40 w-full" aria-label="Loading sniping figures" />;
  if (capture.isError)
    return (
      <p role="alert" className="text-error text-sm">
        {errorMessage(capture.error, 'Failed to fetch sniping figures')}
      </p>
    );
  const c = capture.data;
  const figures: [string, string][] = [
    ['Matched', String(c.matched)],
    ['Joined', String(c.joined)],
    ['Won', String(c.won)],
    ['Lost', String(c.lost)],
    ['Win rate', c.win_rate === null ? '–' : `${(c.win_rate * 100).toFixed(1)}%`],
    ['Median latency', c.median_latency_ms === null ? '–' : `${Math.round(c.median_latency_ms)} ms`],
    ['Missed value', mask.balance(formatBalance(c.missed_value))],
  ];
  const reasons = Object.entries(c.skip_reasons).sort((a, b) => b[1] - a[1]);
  const other = reasons.slice(TOP_REASONS).reduce((sum, [, n]) => sum + n, 0);
  const shown: [string, number][] = [
    ...reasons.slice(0, TOP_REASONS),
    ...(other > 0 ? [['other', other] as [string, number]] : []),
  ];
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
      <div className="space-y-3">
        <dl className="grid grid-cols-2 gap-x-2 text-sm">
          {figures.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="opacity-70">{label}</dt>
              <dd className="text-right tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        {shown.length > 0 && (
          <div>
            <h3 className="text-sm font-semibold">Skipped</h3>
            <dl className="grid grid-cols-[1fr_auto] gap-x-2 text-sm" aria-label="Skip reasons">
              {shown.map(([reason, count]) => (
                <div key={reason} className="contents">
                  <dt className="truncate opacity-70">{reason.replaceAll('_', ' ')}</dt>
                  <dd className="text-right tabular-nums">{count}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </div>
      {c.hourly.length > 0 ? (
        <CaptureChart hourly={c.hourly} />
      ) : (
        <p className="grid min-h-24 place-items-center text-sm opacity-70">
          Nothing matched in this period yet.
        </p>
      )}
    </div>
  );
}
