import type { StoredSecret } from './accounts.queries';
import type { AccountVault } from './account-vault';
import type { AccountSecretName } from './trading-accounts.schema';

/** The associated data of a secret: its name and account, so sealed values cannot be swapped. */
export const secretPurpose = (accountId: string, name: AccountSecretName) => `account:${accountId}:${name}`;

export function sealAll(
  vault: AccountVault,
  accountId: string,
  values: Partial<Record<AccountSecretName, string>>,
): StoredSecret[] {
  return Object.entries(values)
    .filter((entry): entry is [AccountSecretName, string] => typeof entry[1] === 'string')
    .map(([name, value]) => ({ name, ...vault.seal(value, secretPurpose(accountId, name)) }));
}

export function openAll(
  vault: AccountVault,
  accountId: string,
  stored: StoredSecret[],
): Partial<Record<AccountSecretName, string>> {
  return Object.fromEntries(
    stored.map((secret) => [secret.name, vault.open(secret, secretPurpose(accountId, secret.name))]),
  );
}
