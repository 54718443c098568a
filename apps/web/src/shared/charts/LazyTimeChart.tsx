import { lazy, Suspense, type ComponentProps } from 'react';
import type { TimeChart } from './TimeChart';

const Chart = lazy(() => import('./TimeChart').then((m) => ({ default: m.TimeChart })));

/**
 * TimeChart with uPlot (about 23 kB gzipped) in a chunk of its own, fetched when a chart is first
 * drawn rather than with the page: the dashboard's first paint does not wait for it. Until it is
 * there, a placeholder of the chart's height holds its place.
 */
export function LazyTimeChart(props: ComponentProps<typeof TimeChart>) {
  return (
    <Suspense
      fallback={
        <div
          className="skeleton w-full"
          style={{ height: props.height }}
          aria-busy="true"
          aria-label="Loading"
        />
      }
    >
      <Chart {...props} />
    </Suspense>
  );
}
