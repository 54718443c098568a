import type { Trade } from '@skinpilot/contract';

export type TradingStats = {
  trades: number;
  deposits: number;
  withdraws: number;
  completed: number;
  totalProfit: number;
  /** Profit of sales that closed a withdrawal (decision 031). */
  realisedProfit: number;
  /** Estimated profit of what is not sold yet (open withdrawals, pending deposits). */
  estimatedProfit: number;
  averageProfitPercent: number;
  volume: number;
};

/**
 * Section 9: average profit percent = profit over withdrawn item coin value; trades = deposits +
 * withdraws + completed; the deposits counted include the completed ones. Profit (decision 031):
 * realised = the sales' profit, estimated = every other row's estimate (an open withdrawal's,
 * a pending deposit's; a withdrawal a sale closed answers none), total = realised + estimated,
 * so the period's figures add up to the rows' Profit column.
 */
export function tradingStats(trades: Trade[]): TradingStats {
  let deposits = 0;
  let withdraws = 0;
  let completed = 0;
  let realised = 0;
  let estimated = 0;
  let withdrawnValue = 0;
  let volume = 0;
  for (const trade of trades) {
    volume += trade.item.coin_value;
    if (trade.profit !== null) realised += trade.profit;
    else estimated += trade.estimated_profit ?? 0;
    if (trade.action === 'Withdraw') {
      withdraws += 1;
      withdrawnValue += trade.item.coin_value;
    } else if (trade.action === 'Completed') {
      completed += 1;
      deposits += 1;
    } else {
      deposits += 1;
    }
  }
  const totalProfit = realised + estimated;
  return {
    trades: deposits + withdraws + completed,
    deposits,
    withdraws,
    completed,
    totalProfit,
    realisedProfit: realised,
    estimatedProfit: estimated,
    averageProfitPercent: withdrawnValue > 0 ? (totalProfit / withdrawnValue) * 100 : 0,
    volume,
  };
}

/** Section 9's axis labels: K above 1e3, M above 1e6. */
export function axisLabel(value: number): string {
  const abs = Math.abs(value);
  if (abs > 1e6) return `${(value / 1e6).toFixed(1)}M`;
  if (abs > 1e3) return `${(value / 1e3).toFixed(1)}K`;
  return value.toFixed(0);
}

/** Section 4: a single wealth point is drawn as three points around it (an hour either side). */
export function expandSinglePoint<T extends { timestamp: string }>(points: T[]): T[] {
  if (points.length !== 1) return points;
  const only = points[0]!;
  const at = Date.parse(only.timestamp);
  const shift = (ms: number) => ({ ...only, timestamp: new Date(at + ms).toISOString() });
  return [shift(-3_600_000), only, shift(3_600_000)];
}
