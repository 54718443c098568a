/**
 * How names typed by a trader (blacklist_skins, fade_skin_whitelist, blacklist_rarity) meet the
 * names CSGORoll sends. Matching is case-insensitive and exact on one of a few forms of the item's
 * market name, so an entry means what a trader reading the marketplace would expect:
 *
 *   "AK-47"                                  every AK-47
 *   "AK-47 | Redline"                        every exterior, StatTrak™ and Souvenir included
 *   "StatTrak™ AK-47 | Redline"              only the StatTrak™ ones, every exterior
 *   "AK-47 | Redline (Field-Tested)"         only that exterior, not StatTrak™
 *   "Karambit | Fade" or "★ Karambit | Fade" the knife, with or without the star
 *
 * Entries are not substrings: "Fade" does not blacklist "Amber Fade". Exact lookups keep the
 * per-listing check to a handful of Set lookups whatever the length of the lists.
 */

const EXTERIOR_SUFFIX = / \((factory new|minimal wear|field-tested|well-worn|battle-scarred)\)$/;

/** Lower-cased, trimmed, without the knife/glove star, with "StatTrak" spelled as CSGORoll does. */
export function normaliseName(name: string): string {
  return name
    .toLowerCase()
    .replace(/★/g, '')
    .replace(/\bstattrak(™)?(?=\s)/g, 'stattrak™')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Names repeat: a feed carries a few thousand distinct market names, and a back-test replays
 * hundreds of thousands of listings. Each name's forms are worked out once and kept (the same
 * frozen array for every listing of that name), up to a bound after which the memo starts over.
 */
const MEMO_LIMIT = 50_000;
const keysOf = new Map<string, readonly string[]>();
const raritiesOf = new Map<string, string>();

/** The forms of a market name an entry may name, most specific first, without repeats. */
export function nameKeys(marketName: string): readonly string[] {
  let keys = keysOf.get(marketName);
  if (keys === undefined) {
    const full = normaliseName(marketName);
    const withoutExterior = full.replace(EXTERIOR_SUFFIX, '');
    const base = withoutExterior.replace(/^(stattrak™ |souvenir )/, '');
    const bar = base.indexOf(' | ');
    const weapon = bar === -1 ? base : base.slice(0, bar);
    keys = Object.freeze([...new Set([full, withoutExterior, base, weapon])]);
    if (keysOf.size >= MEMO_LIMIT) keysOf.clear();
    keysOf.set(marketName, keys);
  }
  return keys;
}

/**
 * CSGORoll sends rarities as lower-case codes ("mil-spec", "industrial", "covert"); traders type
 * the labels the dashboard shows ("Mil-Spec Grade", "Industrial Grade", "Covert"). Both become the code.
 */
export function normaliseRarity(rarity: string): string {
  let code = raritiesOf.get(rarity);
  if (code === undefined) {
    code = rarity
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/ grade$/, '');
    if (raritiesOf.size >= MEMO_LIMIT) raritiesOf.clear();
    raritiesOf.set(rarity, code);
  }
  return code;
}

/** A trader's list as a Set of normalised entries (empties dropped). */
export function nameSet(entries: readonly string[] | null | undefined, normalise: (s: string) => string) {
  const set = new Set<string>();
  for (const entry of entries ?? []) {
    if (typeof entry !== 'string') continue;
    const key = normalise(entry);
    if (key.length > 0) set.add(key);
  }
  return set;
}
