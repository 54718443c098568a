/**
 * `npm run db:restore -- FILE [--replace]`: restores a dump of `npm run db:backup` into the product's
 * database (DATABASE_URL, or the embedded PostgreSQL in DATA_DIR with the server stopped), in one
 * transaction. A database that already holds tables is replaced only with --replace. Decision 026.
 */
import { loadConfig } from '../config';
import { restoreDatabaseFrom } from '../database-backup';

const args = process.argv.slice(2);
// npm keeps flags before `--` for itself: `npm run db:restore -- FILE --replace`.
const replace = args.includes('--replace');
const files = args.filter((arg) => arg !== '--replace');
if (files.length !== 1 || files[0]?.startsWith('-')) {
  process.stderr.write('Usage: npm run db:restore -- FILE [--replace]\n');
  process.exit(2);
}
try {
  await restoreDatabaseFrom(loadConfig(), files[0] as string, replace);
  process.stdout.write(`restored ${files[0]}; start the server to apply newer migrations, if any\n`);
} catch (error) {
  process.stderr.write(`Restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
