import type { DbOrTx } from '../../../db/database';
import { writeAudit } from '../../audit/write-security-event';
import { vaultOf } from '../../vault/vault-keys';
import type { UsersContext } from '../users-context';
import { hashBackupCode, normaliseBackupCode, verifyTotp } from './totp';
import { claimTotpStep, findTwoFactor, spendBackupCode } from './two-factor.repository';

export const TOTP_SECRET_PURPOSE = 'totp-secret';

/**
 * Accepts a current authenticator code (spaces allowed) not used before, or an unused backup code,
 * which is spent. Pass the transaction of the change the code authorises.
 */
export async function verifySecondFactor(
  ctx: UsersContext,
  tx: DbOrTx,
  input: { userId: string; code: string; ip: string },
): Promise<boolean> {
  const enabled = await findTwoFactor(tx, input.userId);
  if (!enabled) return false;
  const digits = input.code.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) {
    const secret = vaultOf(ctx.secrets).open(enabled.secretEncrypted, TOTP_SECRET_PURPOSE);
    const match = await verifyTotp({ secret, code: digits, now: ctx.now(), afterStep: enabled.lastUsedStep });
    return match ? claimTotpStep(tx, input.userId, match.step) : false;
  }
  const backupCode = normaliseBackupCode(input.code);
  if (!backupCode) return false;
  const isSpent = await spendBackupCode(
    tx,
    input.userId,
    hashBackupCode(ctx.secrets.encryptionKey, backupCode),
    ctx.now(),
  );
  if (isSpent)
    await writeAudit(tx, { userId: input.userId, action: 'backup_code_used', ipAddress: input.ip });
  return isSpent;
}
