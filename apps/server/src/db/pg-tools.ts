import { spawn } from 'node:child_process';
import pg from 'pg';

/**
 * The machine's own PostgreSQL client tools (Debian: `apt-get install postgresql-client`), run
 * against a postgres:// URL. The password goes through the environment, never the command line
 * (where `ps` shows it).
 */
export type PgTool = 'pg_dump' | 'pg_restore';

export class PgToolError extends Error {}

function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}), PGCONNECT_TIMEOUT: '10' },
  };
}

/** Runs a tool to its end; a failure carries the last lines it wrote. */
function run(tool: PgTool, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new PgToolError(
              `${tool} is not installed. Install the PostgreSQL client tools (Debian: apt-get install postgresql-client).`,
            )
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else
        reject(
          new PgToolError(
            `${tool} failed (exit ${code}):\n${output.trim().split('\n').slice(-8).join('\n')}`,
          ),
        );
    });
  });
}

/** The tool's major version, from `pg_dump --version` ("pg_dump (PostgreSQL) 15.20 (Debian ...)"). */
export async function toolMajor(tool: PgTool): Promise<number> {
  const text = await run(tool, ['--version'], process.env);
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(text);
  if (!match) throw new PgToolError(`Could not read the version of ${tool} from "${text.trim()}".`);
  return Number(match[1]);
}

export async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>(`select current_setting('server_version_num') as v`);
    return Math.floor(Number(rows[0]?.v) / 10_000);
  } finally {
    await client.end();
  }
}

/**
 * pg_dump reads only servers of its own major version or older. Checked first, so the operator
 * reads which client to install instead of pg_dump's "server version mismatch".
 */
async function requireClientFor(tool: PgTool, url: string): Promise<void> {
  const [client, server] = await Promise.all([toolMajor(tool), serverMajor(url)]);
  if (client < server) {
    throw new PgToolError(
      `${tool} ${client} cannot work with PostgreSQL ${server}. Install the PostgreSQL ${server} client ` +
        `(Debian: apt-get install postgresql-client-${server}, from apt.postgresql.org when Debian lacks it).`,
    );
  }
}

/** A custom-format (compressed) dump of the whole database: schema, data, migrations and jobs. */
export async function dumpDatabase(url: string, file: string): Promise<void> {
  await requireClientFor('pg_dump', url);
  const { dbname, env } = connection(url);
  await run(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`],
    env,
  );
}

/**
 * Restores a dump in one transaction: either all of it is there or nothing changed. `clean` first
 * drops the objects the dump holds (a database that already has them).
 */
export async function restoreDatabase(url: string, file: string, clean: boolean): Promise<void> {
  await requireClientFor('pg_restore', url);
  const { dbname, env } = connection(url);
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(clean ? ['--clean', '--if-exists'] : []),
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
}

/** How many tables the database holds outside PostgreSQL's own schemas. */
export async function countTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}
