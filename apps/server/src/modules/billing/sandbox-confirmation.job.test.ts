import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { callAs } from '../../../test/accounts';
import { seedCatalogue, signUpBuyer } from '../../../test/billing';
import { testSecrets } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { startJobRunner } from '../../worker/job-runner';
import { findPurchaseByRef } from './purchases.repository';
import { SANDBOX_CONFIRMATION_QUEUE, workSandboxConfirmations } from './sandbox-confirmation.job';

const database = await createTestDatabase();
await seedCatalogue(database.db);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'skinpilot-test-data-')),
  DATABASE_URL: database.url,
  SANDBOX_CRYPTO_CONFIRM_MS: '1000',
  SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
});
afterAll(() => database.close());

describe('a paid sandbox crypto invoice', () => {
  it('is confirmed by a job in PostgreSQL that a worker started after a restart still runs', async () => {
    // The API process that takes the payment: it books the confirmation and then goes away.
    const apiJobs = await startJobRunner(database.url, () => undefined, { worker: false });
    const api = await buildApp({ config, db: database.db, secrets: testSecrets, jobs: apiJobs.boss });
    const buyer = await signUpBuyer(api, database.db);
    const invoice = (
      await callAs(api, buyer.token, 'POST', '/api/create-crypto-payment', { product_id: '10kcredits' })
    ).json();
    const pay = await api.inject({
      method: 'POST',
      url: `/api/sandbox/checkout/${invoice.invoice_id}/pay`,
      headers: { 'x-request-id': 'pay-sandbox-invoice' },
    });
    expect(pay.json().status).toBe('waiting_for_charge');
    expect(await apiJobs.boss.getQueueSize(SANDBOX_CONFIRMATION_QUEUE, { before: 'completed' })).toBe(1);
    await api.close();
    await apiJobs.stop();

    // A worker started afterwards confirms it, with nobody reading the purchase; its line names the
    // request that paid (issue 32).
    const worker = await startJobRunner(database.url, () => undefined);
    const lines: Record<string, unknown>[] = [];
    try {
      await workSandboxConfirmations(worker.boss, {
        db: database.db,
        config,
        now: () => new Date(),
        log: { info: (entry) => void lines.push(entry) },
      });
      await expect
        .poll(async () => (await findPurchaseByRef(database.db, 'sandbox', invoice.invoice_id))?.status, {
          timeout: 20_000,
          interval: 200,
        })
        .toBe('completed');
      await expect
        .poll(() => lines[0], { timeout: 5_000 })
        .toMatchObject({
          ref: invoice.invoice_id,
          request_id: 'pay-sandbox-invoice',
        });
    } finally {
      await worker.stop();
    }
  }, 30_000);
});
