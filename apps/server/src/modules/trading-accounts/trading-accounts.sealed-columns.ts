import type { SealedColumn } from '../vault/sealed-column';
import { secretPurpose } from './seal-secrets';
import { accountSecrets, type AccountSecretName } from './trading-accounts.schema';

/** Platform credentials of trading accounts (passwords, authenticator secrets, cookies, tokens). */
export const tradingAccountsSealedColumns: SealedColumn[] = [
  {
    name: 'account_secrets.sealed',
    table: accountSecrets,
    keys: { accountId: accountSecrets.accountId, name: accountSecrets.name },
    column: accountSecrets.sealed,
    purpose: (keys) => secretPurpose(String(keys.accountId), keys.name as AccountSecretName),
    keyIdColumn: accountSecrets.keyId,
  },
];
