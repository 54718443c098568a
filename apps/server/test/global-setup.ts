import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../src/db/embedded-postgres';
import { runMigrations } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL of the test cluster's maintenance database, for CREATE DATABASE. */
    pgAdminUrl: string;
    /** A migrated database every test file clones its own fresh database from. */
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL for the whole run: the embedded one in a temporary directory, or the server named
 * by TEST_DATABASE_URL. The schema is migrated once into a template; each test file then gets its own
 * database cloned from it, which takes milliseconds and keeps files from seeing each other's rows.
 */
export default async function setup(project: TestProject) {
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  let cluster: EmbeddedCluster | undefined;
  let dataDir: string | undefined;
  let adminUrl: string;
  // A setup that fails half-way leaves no cluster running and no folder behind (vitest skips teardown then).
  const removeCluster = async () => {
    await cluster?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  if (process.env.TEST_DATABASE_URL) {
    adminUrl = process.env.TEST_DATABASE_URL;
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), 'skinpilot-test-pg-'));
    cluster = await startEmbeddedPostgres({ dataDir, password: 'test', durable: false }).catch(
      async (error: unknown) => {
        await removeCluster();
        throw error;
      },
    );
    adminUrl = cluster.url('postgres');
  }
  const templateDatabase = `skinpilot_template_${runId}`;
  const admin = openDatabase(adminUrl, 1);
  try {
    await admin.pool.query(`create database "${templateDatabase}"`);
    const template = openDatabase(withDatabase(adminUrl, templateDatabase), 2);
    await runMigrations(template).finally(() => template.close());
  } catch (error) {
    await admin.close();
    await removeCluster();
    throw error;
  }

  project.provide('pgAdminUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    // Drop every database this run made, so a shared server is left as it was found. The embedded
    // cluster goes as a whole with its folder, which is much quicker than dropping them one by one.
    if (!cluster) {
      const made = await admin.pool.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`skinpilot_%${runId}%`],
      );
      for (const { datname } of made.rows) {
        await admin.pool.query(`drop database if exists "${datname}" with (force)`);
      }
    }
    await admin.close();
    await removeCluster();
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
