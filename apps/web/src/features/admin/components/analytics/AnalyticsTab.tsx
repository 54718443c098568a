import { revenuePeriods, type RevenuePeriod } from '@skinpilot/contract';
import { useEffect, useMemo, useState } from 'react';
import { useRevenueChart, useSignupsChart } from '../../api/get-charts';
import { formatEuro, formatNumber } from '../../lib/format';
import { Panel } from '../dashboard/Panel';
import { TimeChart } from './TimeChart';

/** Section 2: the charts load about 100 ms after the tab opens, so switching tabs stays instant. */
const CHART_DELAY_MS = 100;

export default function AnalyticsTab() {
  const [period, setPeriod] = useState<RevenuePeriod>('30d');
  const [isReady, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), CHART_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const revenue = useRevenueChart(period, isReady);
  const signups = useSignupsChart(isReady);

  const revenueSeries = useMemo(
    () => ({
      days: revenue.data?.data.map((d) => d.date) ?? [],
      values: revenue.data?.data.map((d) => d.revenue) ?? [],
    }),
    [revenue.data],
  );
  const signupSeries = useMemo(
    () => ({
      days: signups.data?.data.map((d) => d.date) ?? [],
      values: signups.data?.data.map((d) => d.signups) ?? [],
    }),
    [signups.data],
  );
  const revenueTotal = revenueSeries.values.reduce((sum, v) => sum + v, 0);

  return (
    <div className="flex flex-col gap-6">
      <Panel
        title="Revenue"
        actions={
          <div className="join" role="group" aria-label="Revenue period">
            {revenuePeriods.map((p) => (
              <button
                key={p}
                type="button"
                className={`join-item btn btn-xs ${p === period ? 'btn-primary' : ''}`}
                aria-pressed={p === period}
                onClick={() => setPeriod(p)}
              >
                {p}
              </button>
            ))}
          </div>
        }
      >
        {revenue.isError ? (
          <p className="text-error">Failed to load revenue chart</p>
        ) : !revenue.data ? (
          <div className="skeleton h-64 w-full" aria-label="Loading revenue chart" />
        ) : (
          <>
            <p className="tabular-nums text-sm opacity-70">Total {formatEuro(revenueTotal)}</p>
            <TimeChart {...revenueSeries} label="Revenue per day" kind="line" formatValue={formatEuro} />
          </>
        )}
      </Panel>
      <Panel title="Sign-ups">
        {signups.isError ? (
          <p className="text-error">Failed to load sign-ups chart</p>
        ) : !signups.data ? (
          <div className="skeleton h-64 w-full" aria-label="Loading sign-ups chart" />
        ) : (
          <TimeChart {...signupSeries} label="Sign-ups per day" kind="bars" formatValue={formatNumber} />
        )}
      </Panel>
    </div>
  );
}
