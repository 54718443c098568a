/**
 * The cloud-init script of a cloud instance: it fetches our release (a tarball of the built
 * monorepo, `npm run build` output with production node_modules) from `releaseUrl` unless the image
 * already has it in /opt/skinpilot, writes the worker's environment to a root-only file, and runs
 * the worker role for this one session. The image needs Node 20, curl and tar (or the build baked
 * in). Secrets go into the instance only through this script, which is never logged.
 */
export type WorkerInstanceEnv = {
  sessionId: string;
  releaseUrl: string | undefined;
  databaseUrl: string;
  encryptionKey: string;
  jwtSecret: string;
  /** Further settings the worker reads (CSGOROLL_*, STEAM_MODE, captcha keys), passed through as set. */
  passThrough: Record<string, string | undefined>;
};

/** Single-quoted for sh: a value can never end the quoting or run a command. */
const quote = (value: string) => `'${value.replaceAll("'", `'"'"'`)}'`;

export function workerUserData(env: WorkerInstanceEnv): string {
  const vars: Record<string, string> = {
    NODE_ENV: 'production',
    ROLES: 'worker',
    WORKER_SESSION_ID: env.sessionId,
    DATABASE_URL: env.databaseUrl,
    ENCRYPTION_KEY: env.encryptionKey,
    JWT_SECRET: env.jwtSecret,
  };
  for (const [key, value] of Object.entries(env.passThrough)) if (value) vars[key] = value;
  const lines = Object.entries(vars).map(([key, value]) => `${key}=${quote(value)}`);
  return [
    '#!/bin/sh',
    'set -eu',
    'umask 077',
    'mkdir -p /opt/skinpilot',
    env.releaseUrl
      ? `[ -f /opt/skinpilot/apps/server/dist/main.js ] || curl -fsSL ${quote(env.releaseUrl)} | tar -xz -C /opt/skinpilot`
      : ': # the image has the build baked into /opt/skinpilot',
    "cat > /etc/skinpilot-worker.env <<'SKINPILOT_ENV'",
    ...lines,
    'SKINPILOT_ENV',
    'cd /opt/skinpilot',
    'set -a; . /etc/skinpilot-worker.env; set +a',
    'exec node apps/server/dist/main.js',
    '',
  ].join('\n');
}
