import type { FleetCaptureRow } from '@skinpilot/contract';
import { useState } from 'react';
import { useFleetCapture, type FleetPeriod } from '../../api/fleet-capture';
import { LoadError } from '../LoadError';
import { StatCard } from '../StatCard';

type Grouping = 'by_worker' | 'by_provider' | 'by_region';
const groupings: [Grouping, string][] = [
  ['by_worker', 'Worker'],
  ['by_provider', 'Provider'],
  ['by_region', 'Region'],
];

const rate = (r: number | null) => (r === null ? '–' : `${(r * 100).toFixed(1)}%`);
const ms = (n: number | null) => (n === null ? '–' : `${Math.round(n)} ms`);

/**
 * Issue 27: how much of what the fleet went for it got (joins taken of joins sent) and how fast
 * (frame in to join written), per worker process, provider and region, from the recorded feed.
 */
export function FleetCapture() {
  const [period, setPeriod] = useState<FleetPeriod>('1d');
  const [grouping, setGrouping] = useState<Grouping>('by_worker');
  const capture = useFleetCapture(period);
  const data = capture.data;
  return (
    <section className="card bg-base-100 border-base-300 border" aria-label="Fleet capture">
      <div className="card-body gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="card-title mr-auto text-base">Fleet capture</h2>
          <select
            className="select select-sm w-36"
            aria-label="Capture grouping"
            value={grouping}
            onChange={(e) => setGrouping(e.target.value as Grouping)}
          >
            {groupings.map(([value, label]) => (
              <option key={value} value={value}>
                per {label.toLowerCase()}
              </option>
            ))}
          </select>
          <select
            className="select select-sm w-36"
            aria-label="Capture period"
            value={period}
            onChange={(e) => setPeriod(e.target.value as FleetPeriod)}
          >
            <option value="1d">last 24 hours</option>
            <option value="7d">last 7 days</option>
          </select>
        </div>
        {capture.isPending ? (
          <div className="skeleton h-32 w-full" aria-label="Loading fleet capture" />
        ) : capture.isError || !data ? (
          <LoadError message="Failed to load fleet capture" onRetry={() => void capture.refetch()} />
        ) : (
          <>
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <StatCard
                title="Capture rate"
                value={rate(data.total.capture_rate)}
                detail={`${data.total.joined} of ${data.total.attempted} joins`}
              />
              <StatCard title="Matched" value={data.total.matched} detail={`${data.total.won} won`} />
              <StatCard title="Median latency" value={ms(data.total.median_latency_ms)} />
              <StatCard title="p95 latency" value={ms(data.total.p95_latency_ms)} />
            </div>
            <CaptureTable label={groupings.find(([g]) => g === grouping)![1]} rows={data[grouping]} />
          </>
        )}
      </div>
    </section>
  );
}

function CaptureTable({ label, rows }: { label: string; rows: FleetCaptureRow[] }) {
  if (rows.length === 0)
    return <p className="py-4 text-center text-sm opacity-70">Nothing recorded in this period.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm" aria-label={`Capture per ${label.toLowerCase()}`}>
        <thead>
          <tr>
            <th>{label}</th>
            <th className="text-right">Matched</th>
            <th className="text-right">Joins sent</th>
            <th className="text-right">Got</th>
            <th className="text-right">Won</th>
            <th className="text-right">Capture</th>
            <th className="text-right">Median</th>
            <th className="text-right">p95</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <td className="max-w-48 truncate font-mono text-xs">{r.key}</td>
              <td className="text-right tabular-nums">{r.matched}</td>
              <td className="text-right tabular-nums">{r.attempted}</td>
              <td className="text-right tabular-nums">{r.joined}</td>
              <td className="text-right tabular-nums">{r.won}</td>
              <td className="text-right tabular-nums">{rate(r.capture_rate)}</td>
              <td className="text-right tabular-nums">{ms(r.median_latency_ms)}</td>
              <td className="text-right tabular-nums">{ms(r.p95_latency_ms)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
