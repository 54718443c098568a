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

/**
 * The y-axis as wide as its longest label: uPlot's fixed 50 px cut "€120.00" to "20.00".
 * Measured with the axis' own font on the chart's canvas (which is in device pixels).
 */
const fitLabels: uPlot.Axis.Size = (self, values, axisIndex, cycle) => {
  const axis = self.axes[axisIndex]!;
  // uPlot asks again after laying out; the first answer holds unless the labels changed.
  if (cycle > 1) return (axis as { _size?: number })._size ?? 50;
  const longest = (values ?? []).reduce((a, b) => (b.length > a.length ? b : a), '');
  const font = Array.isArray(axis.font) ? axis.font[0] : axis.font;
  if (font) self.ctx.font = String(font);
  const text = self.ctx.measureText(longest).width / devicePixelRatio;
  return Math.ceil(text + (axis.ticks?.size ?? 10) + (axis.gap ?? 5) + 4);
};

/** Bars are centred on their time: half a step either side keeps the first and last bar whole. */
const barRange =
  (times: number[]): uPlot.Scale.Range =>
  (_, min, max) => {
    const step = times.length > 1 ? times[1]! - times[0]! : 86_400;
    return [min - step / 2, max + step / 2];
  };

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
        scales: { x: kind === 'bars' ? { time: true, range: barRange(times) } : { time: true } },
        axes: [
          { stroke, grid: GRID },
          { stroke, grid: GRID, values: (_, ticks) => ticks.map(formatValue), size: fitLabels },
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
