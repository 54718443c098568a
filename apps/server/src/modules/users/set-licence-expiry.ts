import type { Tx } from '../../db/database';
import { setLicence } from './users.repository';

/** Staff ending or shortening a licence: the expiry moves to the given instant, the role stays. */
export async function setLicenceExpiry(tx: Tx, userId: string, licenseExpiry: Date): Promise<void> {
  await setLicence(tx, userId, { licenseExpiry });
}
