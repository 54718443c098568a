const credits = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Credits everywhere read the same: two decimals, grouped ("4,181.50", never "4,181.5" or "4181.5"). */
export const formatCredits = (value: number) => credits.format(value);
