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

/** The forms of a market name an entry may name, most specific first, without repeats. */
export function nameKeys(marketName: string): string[] {
  const full = normaliseName(marketName);
  const withoutExterior = full.replace(EXTERIOR_SUFFIX, '');
  const base = withoutExterior.replace(/^(stattrak™ |souvenir )/, '');
  const bar = base.indexOf(' | ');
  const weapon = bar === -1 ? base : base.slice(0, bar);
  return [...new Set([full, withoutExterior, base, weapon])];
}

/**
 * CSGORoll sends rarities as lower-case codes ("mil-spec", "industrial", "covert"); traders type
 * the labels the dashboard shows ("Mil-Spec Grade", "Industrial Grade", "Covert"). Both become the code.
 */
export function normaliseRarity(rarity: string): string {
  return rarity
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/ grade$/, '');
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
