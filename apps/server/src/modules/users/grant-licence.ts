import { grantedLicence, type LicenceGrantTerms, type LicenceHolding } from '@skinpilot/domain';
import type { Tx } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { lockStandingRow, setLicence } from './users.repository';

export type CreditGrant = {
  amount: number;
  reason: 'purchase' | 'free_trial' | 'admin_grant';
  reference: string;
};

/**
 * The credit ledger's writer (credits/change-credits), handed in by the caller: credits comes after
 * users in the module order, and every change of users.credits is its ledger row.
 */
export type CreditLedger = (tx: Tx, change: CreditGrant & { userId: string }) => Promise<{ balance: number }>;

export type LicenceGrant = LicenceGrantTerms & { credits?: CreditGrant };

/**
 * The one way a licence is given: a purchase, the free trial, or staff. Licence time and role follow
 * the domain's rule (grantedLicence) on the locked user row; credits go through the ledger, all in
 * the caller's transaction. Answers the licence before and after.
 */
export async function grantLicence(
  tx: Tx,
  userId: string,
  grant: LicenceGrant,
  now: Date,
  ledger?: CreditLedger,
): Promise<{ before: LicenceHolding; after: LicenceHolding }> {
  const holder = await lockStandingRow(tx, userId);
  if (!holder) throw new AppError('not_found', 'This account no longer exists.');
  const before = { role: holder.role, licenseExpiry: holder.licenseExpiry };
  const after = grantedLicence(before, grant, now);
  if (grant.days !== undefined || grant.role !== undefined) await setLicence(tx, userId, after);
  if (grant.credits) {
    if (!ledger) throw new Error('a grant of credits needs the credit ledger');
    await ledger(tx, { userId, ...grant.credits });
  }
  return { before, after };
}
