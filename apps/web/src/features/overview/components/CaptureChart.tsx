import type { SnipingCapture } from '@skinpilot/contract';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const GRID = { stroke: 'rgba(128,128,128,0.15)' };
const HEIGHT = 160;

/** Matched vs won per hour as two bar series (uPlot, like the wealth chart), resized with its box. */
export function CaptureChart({ hourly }: { hourly: SnipingCapture['hourly'] }) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const stroke = getComputedStyle(element).getPropertyValue('color') || '#60a5fa';
    const times = hourly.map((h) => Date.parse(h.hour) / 1000);
    const bars = (size: number) => ({
      paths: uPlot.paths.bars?.({ size: [size, 24] }),
      points: { show: false },
    });
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 260),
        height: HEIGHT,
        legend: { show: false },
        scales: { x: { time: true } },
        axes: [
          { stroke, grid: GRID },
          { stroke, grid: GRID, values: (_, ticks) => ticks.map((t) => String(t)) },
        ],
        series: [
          {},
          { label: 'Matched', stroke: '#60a5fa', fill: 'rgba(96,165,250,0.35)', ...bars(0.8) },
          { label: 'Won', stroke: '#22c55e', fill: 'rgba(34,197,94,0.7)', ...bars(0.45) },
        ],
      },
      [times, hourly.map((h) => h.matched), hourly.map((h) => h.won)],
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 260), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [hourly]);

  return (
    <figure className="space-y-1">
      <div
        ref={container}
        className="w-full text-base-content"
        role="img"
        aria-label="Matched and won listings per hour"
      />
      <figcaption className="flex gap-4 text-xs opacity-70">
        <span className="flex items-center gap-1">
          <span className="inline-block size-2 rounded-sm bg-[#60a5fa]" aria-hidden /> Matched
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block size-2 rounded-sm bg-[#22c55e]" aria-hidden /> Won
        </span>
      </figcaption>
    </figure>
  );
}
