import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { rotateSealedValues } from './modules/vault/rotate-sealed-values';
import { sealedColumns } from './sealed-columns';
import { vaultOf } from './modules/vault/vault-keys';
import { resolveSecrets } from './secrets';
import { startDatabase } from './start-database';

/**
 * `npm run vault:rotate -w @skinpilot/server`: re-seals every secret at rest under ENCRYPTION_KEY.
 * Run it with the new key in ENCRYPTION_KEY and the old one in ENCRYPTION_KEYS_PREVIOUS; once it
 * reports success the old key can be dropped. With the embedded database, stop the server first.
 */
async function rotate() {
  const say = (message: string) => process.stdout.write(`${message}\n`);
  try {
    const config = loadConfig();
    const secrets = resolveSecrets(config);
    const database = await startDatabase(config, secrets, say);
    try {
      const vault = vaultOf(secrets);
      const report = await rotateSealedValues(database.db, vault, sealedColumns);
      for (const line of report) say(`${line.column}: ${line.resealed} value(s) re-sealed`);
      say(`every sealed value is now under key ${vault.keyId}`);
    } finally {
      await database.shutdown();
    }
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirInUseError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    process.stderr.write(`vault:rotate failed: ${(error as Error).message}\n`);
    process.exit(1);
  }
}

await rotate();
