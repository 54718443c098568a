import type { OverviewPeriod, WealthPoint } from '@skinpilot/contract';
import { HIDDEN } from '@skinpilot/domain';
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { usePrivacyMode } from '../../../shared/privacy/privacy-mode';
import { useWealthHistory } from '../api/overview';
import { axisLabel, expandSinglePoint } from './lib/overview-stats';

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
  const container = useRef<HTMLDivElement>(null);
  const [privacy] = usePrivacyMode();
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const stroke = getComputedStyle(element).getPropertyValue('color') || '#60a5fa';
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: HEIGHT,
        legend: { show: false },
        scales: { x: { time: true } },
        axes: [
          { stroke, grid: { stroke: 'rgba(128,128,128,0.15)' } },
          {
            stroke,
            grid: { stroke: 'rgba(128,128,128,0.15)' },
            values: (_, ticks) => ticks.map((t) => (privacy ? HIDDEN : axisLabel(t))),
          },
        ],
        series: [{}, { label: 'Total Wealth', stroke: '#60a5fa', fill: 'rgba(96,165,250,0.25)', width: 2 }],
      },
      [
        points.map((p) => Date.parse(p.timestamp) / 1000),
        points.map((p) => p.total_wealth_including_protected),
      ],
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [points, privacy]);
  return <div ref={container} className="w-full text-base-content" role="img" aria-label="Wealth chart" />;
}
