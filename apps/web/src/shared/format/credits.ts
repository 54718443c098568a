import { formatBalance } from '@skinpilot/domain';

/** Credits everywhere read the same: two decimals, grouped ("4,181.50", never "4,181.5" or "4181.5"). */
export const formatCredits = formatBalance;
