/**
 * `npm run db:backup [FILE]`: a pg_dump of the product's database (DATABASE_URL, or the embedded
 * PostgreSQL in DATA_DIR, also while the server runs) into FILE, by default
 * DATA_DIR/backups/skinpilot-<UTC time>.dump. Decision 026.
 */
import { loadConfig } from '../config';
import { backupDatabase } from '../database-backup';

const args = process.argv.slice(2);
if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) {
  process.stderr.write('Usage: npm run db:backup [FILE]\n');
  process.exit(2);
}
try {
  const { file, bytes } = await backupDatabase(loadConfig(), args[0]);
  process.stdout.write(`backup written: ${file} (${(bytes / 1024).toFixed(0)} KiB)\n`);
} catch (error) {
  process.stderr.write(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
