import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { saveCsgorollSettingsBody } from './account-settings';
import { accountParams, steamIdSchema } from './trading-accounts';

/** The capture panel's periods (issue 27): the last 24 hours, 7 days or 30 days. */
export const capturePeriods = ['1d', '7d', '30d'] as const;
export type CapturePeriod = (typeof capturePeriods)[number];

/**
 * What the recorded feed says of the caller's sniping over a period (decision 032). `matched`
 * counts every listing an account's filters matched (joined or not); `joined` the joins CSGORoll
 * took; `won` the joined withdrawals that completed; `lost` the matched listings we went for and
 * did not get (taken by someone else first, or a joined withdrawal cancelled).
 */
export const snipingCapture = z.object({
  period: z.enum(capturePeriods),
  /** The account asked for, or null for all the caller's accounts. */
  steam_id: z.string().nullable(),
  matched: z.number().int(),
  joined: z.number().int(),
  won: z.number().int(),
  lost: z.number().int(),
  /** won ÷ (won + lost), 0 to 1; null before anything was won or lost. */
  win_rate: z.number().nullable(),
  /** Frame in to join written, median of the period's joins; null without a join. */
  median_latency_ms: z.number().nullable(),
  /** Coins of the matched listings we did not get (joins still in progress are not missed). */
  missed_value: z.number(),
  /** Listings the filters skipped, by the engine's reason. */
  skip_reasons: z.record(z.string(), z.number().int()),
  /** Matched and won per hour, oldest first; hours with neither are left out. */
  hourly: z.array(z.object({ hour: z.string(), matched: z.number().int(), won: z.number().int() })),
});
export type SnipingCapture = z.infer<typeof snipingCapture>;

export const getSnipingCapture = defineEndpoint({
  method: 'GET',
  path: '/sniping/capture',
  api: 'trading',
  auth: 'user',
  summary: "What the caller's sniping matched, won and missed over a period, from the recorded feed",
  query: z.strictObject({
    period: z.enum(capturePeriods),
    steam_id: steamIdSchema.optional(),
  }),
  response: snipingCapture,
});

/** How far back a back-test replays the recorded feed (issue 27). */
export const backtestPeriods = ['1d', '7d', '14d'] as const;
export type BacktestPeriod = (typeof backtestPeriods)[number];

export const backtestBody = saveCsgorollSettingsBody.extend({ period: z.enum(backtestPeriods) });

const backtestFigures = z.object({
  matched: z.number().int(),
  total_value: z.number(),
  /** Mean markup of the matched listings, percent; null without a match. */
  average_markup: z.number().nullable(),
  /** Reference minus price over the matched listings that have a reference. */
  estimated_profit: z.number(),
  /** Matched listings that had a reference when they were seen. */
  priced: z.number().int(),
  /** Credits the matched withdrawals would have been charged. */
  credits: z.number(),
  /** The biggest matches, biggest first. */
  largest: z.array(
    z.object({
      trade_id: z.string(),
      market_name: z.string(),
      total_value: z.number(),
      markup: z.number(),
      reference: z.number().nullable(),
      seen_at: z.string(),
    }),
  ),
});
export type BacktestFigures = z.infer<typeof backtestFigures>;

export const backtestAnswer = z.object({
  period: z.enum(backtestPeriods),
  /** Recorded listings replayed. */
  listings: z.number().int(),
  edited: backtestFigures,
  saved: backtestFigures,
  /** Fields of the edited settings moved into a free trial's ranges (as a save would). */
  clamped: z.array(z.string()),
});
export type BacktestAnswer = z.infer<typeof backtestAnswer>;

export const backtestCsgorollSettings = defineEndpoint({
  method: 'POST',
  path: '/accounts/:steam_id/settings/csgoroll/backtest',
  api: 'trading',
  auth: 'user',
  summary:
    'Replay the recorded feed of a period through the edited (unsaved) and the saved CSGORoll settings',
  params: accountParams,
  body: backtestBody,
  response: backtestAnswer,
});

/** The admin's fleet view reads a day or a week. */
export const fleetCapturePeriods = ['1d', '7d'] as const;

const fleetCaptureRow = z.object({
  /** The worker process, the provider or the region ("none" when a session had no region). */
  key: z.string(),
  matched: z.number().int(),
  /** Joins sent: joined, taken by someone else first, refused or asked for a captcha. */
  attempted: z.number().int(),
  joined: z.number().int(),
  won: z.number().int(),
  /** joined ÷ attempted, 0 to 1; null without a join sent. */
  capture_rate: z.number().nullable(),
  median_latency_ms: z.number().nullable(),
  p95_latency_ms: z.number().nullable(),
});
export type FleetCaptureRow = z.infer<typeof fleetCaptureRow>;

export const fleetCapture = z.object({
  period: z.enum(fleetCapturePeriods),
  total: fleetCaptureRow,
  by_worker: z.array(fleetCaptureRow),
  by_provider: z.array(fleetCaptureRow),
  by_region: z.array(fleetCaptureRow),
});

export const getFleetCapture = defineEndpoint({
  method: 'GET',
  path: '/admin/sniping/capture',
  api: 'main',
  auth: 'admin',
  summary: "The fleet's capture rate and frame-in to join-written latency per worker, provider and region",
  query: z.strictObject({ period: z.enum(fleetCapturePeriods).default('1d') }),
  response: fleetCapture,
});
