import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

type Props = {
  /** UTC days as YYYY-MM-DD. */
  days: string[];
  values: number[];
  label: string;
  kind: 'line' | 'bars';
  formatValue: (value: number) => string;
};

const HEIGHT = 260;

/** A daily series drawn with uPlot, resized with its container. */
export function TimeChart({ days, values, label, kind, formatValue }: Props) {
  const container = useRef<HTMLDivElement>(null);

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
            values: (_, ticks) => ticks.map(formatValue),
          },
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
      [days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000), values],
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
  }, [days, values, label, kind, formatValue]);

  return <div ref={container} className="w-full text-base-content" role="img" aria-label={label} />;
}
