import { createConnectors } from '@skinpilot/connectors';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, testSecrets } from '../../../test/test-app';
import { addRoll, trader } from '../../../test/trading';
import { createAccountVault } from '../../modules/trading-accounts/account-vault';
import { runAsRequest } from '../../http/request-context';
import { workerLog } from '../worker-log';
import { startSnipingWorker } from './sniping-worker';

// Issue 32: one request id finds every line of what one click did, in whichever process did it.
const connectors = await createConnectors({
  csgoroll: {},
  steam: { mode: 'sandbox' },
  sandboxSeed: 17,
  assetsBaseUrl: 'https://assets.example',
  sandboxListingIntervalMs: 0,
  sandboxCanJoinAfterMs: null,
});
const { app, database } = await createTestApp({}, { connectors });
const lines: { entry: Record<string, unknown>; message: string }[] = [];
const keep = (entry: Record<string, unknown>, message: string) => void lines.push({ entry, message });
const worker = startSnipingWorker({
  db: database.db,
  connectors,
  vault: createAccountVault(testSecrets),
  log: { info: keep, warn: keep, error: keep },
  publicUrl: 'https://skinpilot.test',
  tickMs: 3_600_000,
});
afterAll(async () => {
  await worker.stop();
  await connectors.close();
});

const saveSettings = (token: string, steamId: string, requestId: string, body: object) =>
  app.inject({
    method: 'POST',
    url: `/api/trading/accounts/${steamId}/settings/csgoroll`,
    headers: { authorization: `Bearer ${token}`, 'x-request-id': requestId },
    payload: body,
  });

describe('request ids in the work a request causes', () => {
  it('the save that turns sniping on names the session’s start; the save that turns it off, its stop', async () => {
    const owner = await trader(app, database.db, 'premium', { credits: 100 });
    const roll = await addRoll(app, owner.token, { auth_method: 'cookie', cookie: `causes-${Date.now()}` });
    const steamId: string = roll.json().account.steam_id;
    const on = await saveSettings(owner.token, steamId, 'save-sniping-on', {
      sniping_enabled: true,
      min_value: 10_000,
      max_value: 10_000,
      max_markup: 1,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.headers['x-request-id']).toBe('save-sniping-on');

    await worker.runOnce();
    await expect
      .poll(() => lines.find((l) => l.message === 'sniping session running')?.entry, { timeout: 20_000 })
      .toMatchObject({ steamId, request_id: 'save-sniping-on' });

    const off = await saveSettings(owner.token, steamId, 'save-sniping-off', { sniping_enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    await worker.runOnce(); // the leader's round marks the session stopping
    await worker.runOnce(); // its worker ends it
    expect(lines.find((l) => l.message === 'sniping session stopped')?.entry).toMatchObject({
      steamId,
      request_id: 'save-sniping-off',
    });
  }, 60_000);

  it('a worker process’s lines name the request they work for, and only those', () => {
    const written: string[] = [];
    const write = process.stdout.write;
    process.stdout.write = ((chunk: string) => written.push(chunk) > 0) as typeof process.stdout.write;
    try {
      const log = workerLog('info');
      runAsRequest('checkout-7', () => log.info({ ref: 'a' }, 'sandbox invoice confirmation ran'));
      log.info({ ref: 'b' }, 'sandbox invoice confirmation ran');
    } finally {
      process.stdout.write = write;
    }
    const [caused, uncaused] = written.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(caused).toMatchObject({ ref: 'a', request_id: 'checkout-7' });
    expect(uncaused).not.toHaveProperty('request_id');
  });
});
