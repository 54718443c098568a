import type { OverviewPeriod, WealthPoint } from '@skinpilot/contract';
import { HIDDEN } from '@skinpilot/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { LazyTimeChart as TimeChart } from '../../../shared/charts/LazyTimeChart';
import { usePrivacyMode } from '../../../shared/privacy/privacy-mode';
import { useWealthHistory } from '../api/wealth';
import { axisLabel, expandSinglePoint } from '../lib/overview-stats';

const HEIGHT = 220;
const NO_DATA_AFTER_MS = 3000;

/**
 * Section 4's wealth chart: loading, then the chart, or 'No data available :(' on failure or when
 * nothing arrived within 3 s. Failures are only logged (section 8).
 */
export function WealthChart({ period }: { period: OverviewPeriod }) {
  const history = useWealthHistory(period);
  // The period whose 3 s have passed; a new period starts its own wait.
  const [waitedFor, setWaitedFor] = useState<OverviewPeriod | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedFor(period), NO_DATA_AFTER_MS);
    return () => clearTimeout(timer);
  }, [period]);
  const waitedTooLong = waitedFor === period;
  useEffect(() => {
    if (history.isError) console.warn('wealth history failed', history.error);
  }, [history.isError, history.error]);

  const points = history.data ?? [];
  if (history.isError || (points.length === 0 && (waitedTooLong || history.isSuccess)))
    return <p className="grid h-[220px] place-items-center opacity-70">No data available :(</p>;
  if (points.length === 0)
    return <div className="skeleton h-[220px] w-full" aria-label="Loading wealth chart" />;
  return <WealthPlot points={expandSinglePoint(points)} />;
}

function WealthPlot({ points }: { points: WealthPoint[] }) {
  const [privacy] = usePrivacyMode();
  const times = useMemo(() => points.map((p) => Date.parse(p.timestamp) / 1000), [points]);
  const values = useMemo(() => points.map((p) => p.total_wealth_including_protected), [points]);
  const formatValue = useCallback((value: number) => (privacy ? HIDDEN : axisLabel(value)), [privacy]);
  return (
    <TimeChart
      times={times}
      values={values}
      label="Wealth chart"
      kind="line"
      height={HEIGHT}
      formatValue={formatValue}
    />
  );
}
