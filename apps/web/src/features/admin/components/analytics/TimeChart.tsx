import { useMemo } from 'react';
import { LazyTimeChart as Chart } from '../../../../shared/charts/LazyTimeChart';

type Props = {
  /** UTC days as YYYY-MM-DD. */
  days: string[];
  values: number[];
  label: string;
  kind: 'line' | 'bars';
  formatValue: (value: number) => string;
};

/** A daily series of the analytics tab. */
export function TimeChart({ days, ...chart }: Props) {
  const times = useMemo(() => days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000), [days]);
  return <Chart times={times} height={260} {...chart} />;
}
