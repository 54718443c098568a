import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

type Props = {
  /** Seconds since the epoch, one per value. */
  times: number[];
  values: number[];
  /** The series' name, also the chart's accessible name. */
  label: string;
  kind: 'line' | 'bars';
  height: number;
  formatValue: (value: number) => string;
};

const GRID = { stroke: 'rgba(128,128,128,0.15)' };

/** A time series drawn with uPlot in the theme's text colour, resized with its container. */
export function TimeChart({ times, values, label, kind, height, formatValue }: Props) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const stroke = getComputedStyle(element).getPropertyValue('color') || '#60a5fa';
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height,
        legend: { show: false },
        scales: { x: { time: true } },
        axes: [
          { stroke, grid: GRID },
          { stroke, grid: GRID, values: (_, ticks) => ticks.map(formatValue) },
        ],
        series: [
          {},
          {
            label,
            stroke: '#60a5fa',
            fill: 'rgba(96,165,250,0.25)',
            width: 2,
            ...(kind === 'bars'
              ? { paths: uPlot.paths.bars?.({ size: [0.7, 40] }), points: { show: false } }
              : {}),
          },
        ],
      },
      [times, values],
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 280), height }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [times, values, label, kind, height, formatValue]);

  return <div ref={container} className="w-full text-base-content" role="img" aria-label={label} />;
}
