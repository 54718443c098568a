import { existsSync } from 'node:fs';

/** Debian's Chromium (never a downloaded browser), or the one CHROMIUM_PATH names. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (p): p is string => Boolean(p),
  );
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium found for the end-to-end tests. Install it with `apt-get update && apt-get install -y chromium` ' +
        '(or set CHROMIUM_PATH to a Chromium binary). .ci/run installs it for you.',
    );
  }
  return found;
}

/** Flags for a root user on a machine with no outside network. */
export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
