import type { SealedColumn } from '../vault/sealed-column';
import { twoFactor, twoFactorSetups } from './security.schema';
import { TOTP_SECRET_PURPOSE } from './two-factor/verify-second-factor';

/** The users module's secrets at rest: TOTP secrets of enabled and pending second factors. */
export const usersSealedColumns: SealedColumn[] = [
  {
    name: 'two_factor.secret_encrypted',
    table: twoFactor,
    keys: { userId: twoFactor.userId },
    column: twoFactor.secretEncrypted,
    purpose: TOTP_SECRET_PURPOSE,
  },
  {
    name: 'two_factor_setups.secret_encrypted',
    table: twoFactorSetups,
    keys: { userId: twoFactorSetups.userId },
    column: twoFactorSetups.secretEncrypted,
    purpose: TOTP_SECRET_PURPOSE,
  },
];
