/**
 * `npm run seed:large`: the large data set of the speed targets (100,000 users, 300,000 accounts,
 * 2,000,000 trades, 5,000,000 activities, 50,000 purchases) in the product's database: DATABASE_URL,
 * or the embedded PostgreSQL in DATA_DIR (stop the server first: one process owns a data dir).
 * SEED_SCALE=0.1 makes a tenth of it. Seeded users sign in with the password "seed-password".
 */
import { loadConfig } from '../config';
import { seedDefaultCatalogue } from '../modules/billing/seed-catalogue';
import { fullSize, scaledCounts, seedLargeDataSet } from './large-data-set';
import { hashPassword } from '../modules/users/password-hash';
import { resolveSecrets } from '../secrets';
import { startDatabase } from '../start-database';

const say = (message: string) => process.stdout.write(`${message}\n`);
const config = loadConfig();
const scale = Number(process.env.SEED_SCALE ?? '1');
if (!Number.isFinite(scale) || scale <= 0 || scale > 10) {
  process.stderr.write('SEED_SCALE must be a number above 0 and at most 10.\n');
  process.exit(1);
}
const counts = scale === 1 ? fullSize : scaledCounts(scale);
const database = await startDatabase(config, resolveSecrets(config), say);
try {
  await seedDefaultCatalogue(database.db);
  const started = Date.now();
  say(`seeding ${JSON.stringify(counts)}`);
  const outcome = await seedLargeDataSet(database.pool, counts, await hashPassword('seed-password'), say);
  say(
    outcome === 'seeded'
      ? `large data set seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`
      : 'the large data set is already there; nothing to do',
  );
} finally {
  await database.shutdown();
}
