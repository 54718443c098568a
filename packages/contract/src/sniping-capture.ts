import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { steamIdSchema } from './trading-accounts';

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
