/**
 * What a matcher answers for one listing and one account. Decisions are built once per compiled
 * matcher and handed out again for every listing, so deciding allocates nothing; `detail` is a
 * sentence naming the rule and the account's threshold, fit for a log line or an activity.
 */
export const skipReasons = [
  'sniping_disabled',
  'invalid_listing',
  'not_listed',
  'expired',
  'below_min_value',
  'above_max_value',
  'blacklisted_rarity',
  'blacklisted_skin',
  'markup_above_max',
  'fade_skins_off',
  'fade_not_whitelisted',
  'fade_percent_too_low',
  'fade_markup_above_max',
  'float_gloves_off',
  'glove_float_unknown',
  'glove_markup_above_max',
  'sticker_crafts_off',
  'sticker_markup_below_min',
  'sticker_markup_above_max',
  'sticker_value_too_low',
  'above_reference_percent',
  'insufficient_balance',
  'no_credits',
  'insufficient_credits',
] as const;
export type SkipReason = (typeof skipReasons)[number];

/** Every rule passes: send the join now. */
export type JoinDecision = { readonly action: 'join'; readonly reason: 'qualifies'; readonly detail: string };
/**
 * Every rule passes but CSGORoll does not let this account join yet: decide again at
 * `joinOpensAt(listing, account)` (balances may have moved by then).
 */
export type WaitDecision = {
  readonly action: 'wait';
  readonly reason: 'join_not_open';
  readonly detail: string;
};
export type SkipDecision = { readonly action: 'skip'; readonly reason: SkipReason; readonly detail: string };
export type Decision = JoinDecision | WaitDecision | SkipDecision;

export const JOIN: JoinDecision = Object.freeze({
  action: 'join',
  reason: 'qualifies',
  detail: "the listing meets every rule of this account's settings",
});

export const WAIT: WaitDecision = Object.freeze({
  action: 'wait',
  reason: 'join_not_open',
  detail: 'CSGORoll does not let this account join the listing yet',
});

export const skip = (reason: SkipReason, detail: string): SkipDecision =>
  Object.freeze({ action: 'skip', reason, detail });
