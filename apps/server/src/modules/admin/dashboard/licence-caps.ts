import type { DbOrTx } from '../../../db/database';
import { getSystemSettings } from '../../system-config/system-settings';

/** The premium plus deposit licence caps, the "y" of the utilisation "x/y". */
export async function licenceCap(db: DbOrTx): Promise<number> {
  const settings = await getSystemSettings(db);
  return settings.max_premium_licenses + settings.max_deposit_licenses;
}
