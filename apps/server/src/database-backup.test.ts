import { spawn } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpUser } from '../test/accounts';
import { withDatabase } from '../test/global-setup';
import { createTestApp, type TestContext } from '../test/test-app';
import { tempDir } from '../test/temp-dir';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { EMBEDDED_PG_MAJOR, startEmbeddedPostgres } from './db/embedded-postgres';
import { backupDatabase, restoreDatabaseFrom } from './database-backup';
import { changeCredits } from './modules/credits/change-credits';
import { trades } from './modules/market/market.schema';
import { resolveSecrets } from './secrets';
import { startDatabase } from './start-database';

const serverDir = path.join(import.meta.dirname, '..');

/** A DATA_DIR the embedded cluster may use (it runs as the system user postgres when we are root). */
function embeddedDataDir(name: string): string {
  const dir = tempDir(name);
  chmodSync(dir, 0o755);
  return dir;
}

/** What a restore must bring back: users, their ledger (with its order) and trades. */
async function snapshot(database: Pick<Database, 'pool'>) {
  const q = async (sql: string) => (await database.pool.query(sql)).rows;
  return {
    users: await q('select id, email, credits::text, role from users order by id'),
    ledger: await q(
      'select id, seq, user_id, amount::text, balance_after::text, reason from credit_ledger order by seq',
    ),
    trades: await q('select id, user_id, kind, item_name, value::text, status from trades order by id'),
    migrations: await q('select hash from drizzle.__drizzle_migrations order by id'),
  };
}

function withoutDatabaseUrl(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  return rest;
}

function runScript(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(serverDir, 'src/scripts', script), ...args],
      {
        env: { ...withoutDatabaseUrl(), ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('db:backup and db:restore', () => {
  let ctx: TestContext;
  let source: Awaited<ReturnType<typeof snapshot>>;
  const backups = tempDir('backups');

  beforeAll(async () => {
    ctx = await createTestApp();
    const { db } = ctx.database;
    for (let i = 0; i < 3; i++) {
      const user = await signUpUser(ctx.app);
      const [row] = await ctx.database.pool
        .query<{ id: string }>('select id from users where email = $1', [user.email])
        .then((r) => r.rows);
      await db.transaction(async (tx) => {
        await changeCredits(tx, { userId: row!.id, amount: 100 + i, reason: 'admin_grant' });
        await changeCredits(tx, { userId: row!.id, amount: -2.5, reason: 'bot_usage', reference: `t${i}` });
      });
      await db.insert(trades).values({
        userId: row!.id,
        steamId: `7656119800000000${i}`,
        csgorollTradeId: `roll-${i}`,
        kind: 'withdrawal',
        itemName: `AK-47 | Redline ${i}`,
        value: '12.34',
        status: 'completed',
      });
    }
    source = await snapshot(ctx.database);
    expect(source.users).toHaveLength(3);
    expect(source.ledger).toHaveLength(6);
  }, 60_000);

  it('round-trips DATABASE_URL -> a fresh embedded data directory -> an empty database on DATABASE_URL', async () => {
    // 1. A backup of the database at DATABASE_URL.
    const first = path.join(backups, 'from-url.dump');
    const written = await backupDatabase(
      loadConfig({ DATABASE_URL: ctx.database.url, DATA_DIR: backups }),
      first,
    );
    expect(written.bytes).toBeGreaterThan(0);

    // 2. Restored into the embedded default of a fresh DATA_DIR: the same users, ledger and trades.
    const dataDir = embeddedDataDir('restored');
    let changed: typeof source | undefined;
    const embeddedConfig = loadConfig({ DATA_DIR: dataDir });
    await restoreDatabaseFrom(embeddedConfig, first, false);
    const embedded = await startDatabase(embeddedConfig, resolveSecrets(embeddedConfig), () => undefined);
    try {
      expect(await snapshot(embedded)).toEqual(source);
      // The ledger's sequence goes on after the restored rows.
      const userId = (source.users[0] as { id: string }).id;
      await embedded.db.transaction((tx) => changeCredits(tx, { userId, amount: 1, reason: 'admin_grant' }));
      const { rows } = await embedded.pool.query<{ seq: number }>(
        'select max(seq)::int as seq from credit_ledger',
      );
      expect(rows[0]!.seq).toBeGreaterThan(
        Math.max(...source.ledger.map((r) => Number((r as { seq: number }).seq))),
      );

      changed = await snapshot(embedded);

      // 3. `npm run db:backup` of the embedded database while its server runs (another process owns DATA_DIR).
      const second = path.join(backups, 'from-embedded.dump');
      const backup = await runScript('db-backup.ts', [second], { DATA_DIR: dataDir });
      expect(backup.output).toContain('backup written');
      expect(backup.code).toBe(0);

      // A restore while the server runs is refused: it would replace what the server reads.
      const refused = await runScript('db-restore.ts', [second], { DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('Stop it before a restore');
    } finally {
      await embedded.shutdown();
    }

    // 4. That backup restored through DATABASE_URL into an empty database.
    const emptyName = inject('templateDatabase').replace('skinpilot_template_', 'skinpilot_restore_');
    const admin = openDatabase(inject('pgAdminUrl'), 1);
    await admin.pool.query(`create database "${emptyName}"`);
    await admin.close();
    const emptyUrl = withDatabase(inject('pgAdminUrl'), emptyName);
    const urlConfig = loadConfig({ DATABASE_URL: emptyUrl, DATA_DIR: backups });
    await restoreDatabaseFrom(urlConfig, path.join(backups, 'from-embedded.dump'), false);
    const restored = openDatabase(emptyUrl, 1);
    try {
      expect(await snapshot(restored)).toEqual(changed);
    } finally {
      await restored.close();
    }

    // A database that holds tables is replaced only when asked.
    await expect(restoreDatabaseFrom(urlConfig, first, false)).rejects.toThrow(/--replace/);
    await restoreDatabaseFrom(urlConfig, first, true);
    const replaced = openDatabase(emptyUrl, 1);
    try {
      expect(await snapshot(replaced)).toEqual(source);
    } finally {
      await replaced.close();
    }
  }, 240_000);

  it('leaves no file behind when the backup fails', async () => {
    const file = path.join(backups, 'nowhere.dump');
    const unreachable = 'postgres://postgres:x@127.0.0.1:1/none';
    await expect(
      backupDatabase(loadConfig({ DATABASE_URL: unreachable, DATA_DIR: backups }), file),
    ).rejects.toThrow();
    expect(readdirSync(backups).filter((name) => name.startsWith('nowhere'))).toEqual([]);
  });
});

describe('the embedded PostgreSQL version', () => {
  it('is the installed package major, the one Debian 12 pg_dump reads', async () => {
    const entry = createRequire(import.meta.url).resolve('embedded-postgres');
    const packageJson = JSON.parse(
      readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8'),
    ) as {
      version: string;
    };
    expect(Number(packageJson.version.split('.')[0])).toBe(EMBEDDED_PG_MAJOR);
  });

  it('refuses a data directory of another major version and leaves it as it was', async () => {
    const dataDir = embeddedDataDir('pg18');
    writeFileSync(path.join(dataDir, 'PG_VERSION'), '18\n');
    await expect(startEmbeddedPostgres({ dataDir, password: 'x' })).rejects.toThrow(
      /holds a PostgreSQL 18 database, and this SkinPilot embeds PostgreSQL 15.*Nothing was changed/,
    );
    expect(readdirSync(dataDir)).toEqual(['PG_VERSION']);
    expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);
  });
});
