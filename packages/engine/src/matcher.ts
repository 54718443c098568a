import { DEFAULT_CSGOROLL_SETTINGS, type CsgorollSettings } from '@skinpilot/domain';
import { withdrawalCredits } from './credits';
import { JOIN, WAIT, skip, type Decision, type SkipDecision, type SkipReason } from './decision';
import type { AccountState, Listing } from './listing';
import { nameSet, normaliseName, normaliseRarity } from './names';
import type { PreparedItem, PreparedListing } from './prepare-listing';

/** An account's sniping rules, compiled once per settings change. */
export type Matcher = {
  /** The settings the matcher applies: the saved ones, with defaults for fields an older row lacks. */
  readonly settings: Readonly<CsgorollSettings>;
  /** Join, wait or skip, with the reason. Pure: `now` is epoch milliseconds from the caller. */
  decide(listing: PreparedListing, account: AccountState, now: number): Decision;
  /**
   * Bounds that settle a skip from two numbers (issue 30), for a first pass over many accounts that
   * asks `decide` only of the accounts still in: a listing whose total value is below
   * `skipBelowValue` or above `skipAboveValue`, or whose markup (`PreparedListing.markup`) is above
   * `skipAboveMarkup`, is skipped by `decide` whatever else it holds (the reason is still decide's).
   * A NaN never skips here. Absent: no quick skips.
   */
  readonly skipBelowValue?: number;
  readonly skipAboveValue?: number;
  readonly skipAboveMarkup?: number;
};

/**
 * When CSGORoll lets this account join (epoch ms), or null when it may join at once. Accounts
 * CSGORoll flags as suspected traders join on `suspectedTraderCanJoinAfter`, others on
 * `canJoinAfter` (protocol/csgoroll.md section 8); a missing time means no wait.
 */
export function joinOpensAt(listing: Listing, account: AccountState): number | null {
  if (account.suspectedTrader) return listing.suspectedTraderCanJoinAfter ?? listing.canJoinAfter;
  return listing.canJoinAfter;
}

/**
 * Compiles an account's CSGORoll settings. The rules, in the order they are checked (the first
 * that fails is the reason):
 *
 * 1. sniping_enabled must be on; the listing must parse, still be LISTED and not be expired.
 * 2. Value: min_value <= total value (coins paid, markup included) <= max_value, both inclusive.
 * 3. blacklist_rarity, then blacklist_skins: no item of the listing may be named (see names.ts).
 * 4. Markup: at most max_markup (inclusive). Above it, a single-item listing may still qualify as
 *    - a fade skin (finish "Fade", "Amber Fade", ...) when take_fade_skins is on, the skin is in
 *      fade_skin_whitelist (an empty whitelist allows every fade skin), its fade percent is known
 *      and at least min_fade_percent, and the markup is at most max_markup_fade_skins;
 *    - gloves ("... Gloves", "Hand Wraps") with a known float when take_float_gloves is on and the
 *      markup is at most max_markup_float_gloves (the settings carry no float threshold, so every
 *      glove whose float is shown qualifies: the trader prices the float by this markup);
 *    - a sticker craft (an item with applied stickers of known value) when take_sticker_crafts is
 *      on and min_sticker_markup <= markup <= max_sticker_added_percent (blank: no cap), and the
 *      stickers are worth at least sticker_multiplier times the coins paid over the item's base
 *      value (default 20: applied stickers are reckoned at a twentieth of their price).
 *    Each allowance only ever widens max_markup. When none applies the reason is the first
 *    allowance the item was a candidate for (fade, then gloves, then stickers), else
 *    markup_above_max.
 * 5. max_reference_percent (off when null): the total value is at most that percent of the
 *    listing's reference (prepared once per listing from the worker's reference book). A listing
 *    with no reference is not judged by this rule: "no reference" is never read as 0.
 * 6. The MAIN wallet balance covers the total value.
 * 7. At least one credit is left (the sniping right) and the credits this withdrawal uses
 *    (creditsForTrade at the current multiplier) are not more than the credits left, since the
 *    ledger never goes below zero.
 * 8. Join timing: when CSGORoll does not let the account join yet, the answer is `wait`.
 */
export function compileMatcher(saved: Partial<CsgorollSettings> | null | undefined): Matcher {
  const settings = withDefaults(saved);
  // Thresholds live in the closure: the hot path reads locals, not a 35-field settings object.
  const snipingEnabled = settings.sniping_enabled;
  const minValue = settings.min_value;
  const maxValue = settings.max_value;
  const maxMarkup = settings.max_markup;
  const stickerCap = settings.max_sticker_added_percent ?? Infinity;
  const maxReferenceShare =
    settings.max_reference_percent === null ? Infinity : settings.max_reference_percent / 100;
  const blacklistSkins = nameSet(settings.blacklist_skins, normaliseName);
  const blacklistRarity = nameSet(settings.blacklist_rarity, normaliseRarity);
  const fadeWhitelist = nameSet(settings.fade_skin_whitelist, normaliseName);

  const aboveMax = `the markup is above max_markup ${settings.max_markup} %`;
  const d = (reason: SkipReason, detail: string) => skip(reason, detail);
  const SKIP = {
    sniping_disabled: d('sniping_disabled', 'sniping is off for this account'),
    not_listed: d('not_listed', 'the listing is no longer open (status is not LISTED)'),
    expired: d('expired', 'the listing has expired'),
    below_min_value: d('below_min_value', `the total value is below min_value ${minValue}`),
    above_max_value: d('above_max_value', `the total value is above max_value ${maxValue}`),
    blacklisted_rarity: d('blacklisted_rarity', "the item's rarity is in blacklist_rarity"),
    blacklisted_skin: d('blacklisted_skin', 'the item is in blacklist_skins'),
    markup_above_max: d('markup_above_max', aboveMax),
    fade_skins_off: d('fade_skins_off', `${aboveMax} and take_fade_skins is off`),
    fade_not_whitelisted: d(
      'fade_not_whitelisted',
      `${aboveMax} and the fade skin is not in fade_skin_whitelist`,
    ),
    fade_percent_too_low: d(
      'fade_percent_too_low',
      `${aboveMax} and the fade percent is unknown or below min_fade_percent ${settings.min_fade_percent}`,
    ),
    fade_markup_above_max: d(
      'fade_markup_above_max',
      `the markup is above max_markup_fade_skins ${settings.max_markup_fade_skins} %`,
    ),
    float_gloves_off: d('float_gloves_off', `${aboveMax} and take_float_gloves is off`),
    glove_float_unknown: d('glove_float_unknown', `${aboveMax} and the gloves' float is unknown`),
    glove_markup_above_max: d(
      'glove_markup_above_max',
      `the markup is above max_markup_float_gloves ${settings.max_markup_float_gloves} %`,
    ),
    sticker_crafts_off: d('sticker_crafts_off', `${aboveMax} and take_sticker_crafts is off`),
    sticker_markup_below_min: d(
      'sticker_markup_below_min',
      `${aboveMax} but below min_sticker_markup ${settings.min_sticker_markup} %`,
    ),
    sticker_markup_above_max: d(
      'sticker_markup_above_max',
      `the markup is above max_sticker_added_percent ${settings.max_sticker_added_percent} %`,
    ),
    sticker_value_too_low: d(
      'sticker_value_too_low',
      `the stickers are worth less than sticker_multiplier ${settings.sticker_multiplier} x the coins paid over the base value`,
    ),
    above_reference_percent: d(
      'above_reference_percent',
      `the total value is above max_reference_percent ${settings.max_reference_percent} % of the reference`,
    ),
    insufficient_balance: d('insufficient_balance', 'the MAIN wallet balance is below the total value'),
    no_credits: d('no_credits', 'no credits left'),
    insufficient_credits: d(
      'insufficient_credits',
      'the credits this withdrawal uses are more than the credits left',
    ),
  } satisfies Record<Exclude<SkipReason, 'invalid_listing'>, SkipDecision>;

  const listed = (keys: readonly string[], set: ReadonlySet<string>) => {
    for (let i = 0; i < keys.length; i++) if (set.has(keys[i]!)) return true;
    return false;
  };

  /** null when the fade allowance lets the markup through, else why not. */
  const fadeRefusal = (item: PreparedItem, markup: number): SkipDecision | null => {
    if (!settings.take_fade_skins) return SKIP.fade_skins_off;
    if (fadeWhitelist.size > 0 && !listed(item.nameKeys, fadeWhitelist)) return SKIP.fade_not_whitelisted;
    const fade = item.item.patternPercent;
    if (!(typeof fade === 'number' && fade >= settings.min_fade_percent)) return SKIP.fade_percent_too_low;
    if (markup > settings.max_markup_fade_skins) return SKIP.fade_markup_above_max;
    return null;
  };

  const gloveRefusal = (item: PreparedItem, markup: number): SkipDecision | null => {
    if (!settings.take_float_gloves) return SKIP.float_gloves_off;
    if (typeof item.item.paintWear !== 'number') return SKIP.glove_float_unknown;
    if (markup > settings.max_markup_float_gloves) return SKIP.glove_markup_above_max;
    return null;
  };

  const stickerRefusal = (item: PreparedItem, listing: PreparedListing): SkipDecision | null => {
    const markup = listing.markup;
    if (!settings.take_sticker_crafts) return SKIP.sticker_crafts_off;
    if (markup < settings.min_sticker_markup) return SKIP.sticker_markup_below_min;
    if (markup > stickerCap) return SKIP.sticker_markup_above_max;
    const base = listing.baseValue > 0 ? listing.baseValue : listing.totalValue / (1 + markup / 100);
    const paidOverBase = (base * markup) / 100;
    // A cent of tolerance: values and markups are rounded to two decimals by CSGORoll.
    if (item.stickerValue + 0.005 < settings.sticker_multiplier * paidOverBase)
      return SKIP.sticker_value_too_low;
    return null;
  };

  /** null when some allowance lets a markup above max_markup through, else the reason. */
  const markupRefusal = (listing: PreparedListing): SkipDecision | null => {
    const item = listing.single;
    if (item === null) return SKIP.markup_above_max;
    let first: SkipDecision | null = null;
    if (item.isFadeSkin) {
      const refusal = fadeRefusal(item, listing.markup);
      if (refusal === null) return null;
      first = refusal;
    }
    if (item.isGloves) {
      const refusal = gloveRefusal(item, listing.markup);
      if (refusal === null) return null;
      first ??= refusal;
    }
    if (item.stickerValue > 0) {
      const refusal = stickerRefusal(item, listing);
      if (refusal === null) return null;
      first ??= refusal;
    }
    return first ?? SKIP.markup_above_max;
  };

  const decide = (listing: PreparedListing, account: AccountState, now: number): Decision => {
    if (!snipingEnabled) return SKIP.sniping_disabled;
    if (listing.problem !== null)
      return skip('invalid_listing', `the listing is invalid: ${listing.problem}`);
    const raw = listing.listing;
    if (raw.status !== 'LISTED') return SKIP.not_listed;
    if (raw.expiresAt !== null && now >= raw.expiresAt) return SKIP.expired;

    const value = listing.totalValue;
    if (value < minValue) return SKIP.below_min_value;
    if (value > maxValue) return SKIP.above_max_value;

    const items = listing.items;
    if (blacklistRarity.size > 0) {
      for (let i = 0; i < items.length; i++) {
        const rarity = items[i]!.rarityKey;
        if (rarity !== null && blacklistRarity.has(rarity)) return SKIP.blacklisted_rarity;
      }
    }
    if (blacklistSkins.size > 0) {
      for (let i = 0; i < items.length; i++) {
        if (listed(items[i]!.nameKeys, blacklistSkins)) return SKIP.blacklisted_skin;
      }
    }

    if (listing.markup > maxMarkup) {
      const refusal = markupRefusal(listing);
      if (refusal !== null) return refusal;
    }

    // A cent of tolerance, as CSGORoll rounds values to two decimals.
    const reference = listing.reference;
    if (reference !== null && value > reference * maxReferenceShare + 0.005)
      return SKIP.above_reference_percent;

    // Written as "not enough" so that a balance or credit count that is not a number skips.
    if (!(value <= account.balance)) return SKIP.insufficient_balance;
    if (!(account.credits >= 1)) return SKIP.no_credits;
    const creditsNeeded = withdrawalCredits(value, listing.markup, account.creditMultiplier);
    if (!(creditsNeeded <= account.credits)) return SKIP.insufficient_credits;

    const opensAt = joinOpensAt(raw, account);
    if (opensAt !== null && now < opensAt) return WAIT;
    return JOIN;
  };

  // The highest markup any rule lets through: max_markup, widened by each allowance that is on to its
  // own cap (above that cap every allowance refuses, see markupRefusal).
  let markupCeiling = maxMarkup;
  if (settings.take_fade_skins) markupCeiling = Math.max(markupCeiling, settings.max_markup_fade_skins);
  if (settings.take_float_gloves) markupCeiling = Math.max(markupCeiling, settings.max_markup_float_gloves);
  if (settings.take_sticker_crafts) markupCeiling = Math.max(markupCeiling, stickerCap);

  return {
    settings,
    decide,
    // Off: every listing is skipped (sniping_disabled).
    skipBelowValue: snipingEnabled ? minValue : Infinity,
    skipAboveValue: maxValue,
    skipAboveMarkup: markupCeiling,
  };
}

/**
 * The saved settings over the defaults: a row written by an older version may lack a field or hold
 * a value of the wrong type, and the engine must still decide rather than crash.
 */
function withDefaults(saved: Partial<CsgorollSettings> | null | undefined): CsgorollSettings {
  const out: Record<string, unknown> = { ...DEFAULT_CSGOROLL_SETTINGS };
  const input = (saved ?? {}) as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(DEFAULT_CSGOROLL_SETTINGS)) {
    const value = input[key];
    if (value === undefined) continue;
    if (
      key === 'max_sticker_added_percent' ||
      key === 'auto_deposit_max_value' ||
      key === 'max_reference_percent'
    ) {
      out[key] = value === null || (typeof value === 'number' && Number.isFinite(value)) ? value : fallback;
    } else if (typeof fallback === 'number') {
      out[key] = typeof value === 'number' && Number.isFinite(value) ? value : fallback;
    } else if (Array.isArray(fallback)) {
      out[key] = Array.isArray(value) ? value : fallback;
    } else if (typeof fallback === 'boolean') {
      out[key] = typeof value === 'boolean' ? value : fallback;
    } else {
      out[key] = typeof value === typeof fallback ? value : fallback;
    }
  }
  return Object.freeze(out) as CsgorollSettings;
}
