import type PgBoss from 'pg-boss';
import type { BillingContext } from './billing-context';
import { jobCausedByRequest, runAsRequest } from '../../http/request-context';
import { confirmSandboxInvoice } from './sandbox-checkout';

export const SANDBOX_CONFIRMATION_QUEUE = 'sandbox-crypto-confirmation';

/** Where a paid sandbox crypto invoice books its pretend blockchain confirmation. */
export type SandboxConfirmations = { schedule: (ref: string, delayMs: number) => Promise<void> };

/**
 * The confirmation is a delayed job in PostgreSQL (pg-boss), not a timer in the API's memory: a
 * restart or a crash of the process that took the payment does not lose it, and any worker runs it.
 */
export async function sandboxConfirmationQueue(boss: PgBoss): Promise<SandboxConfirmations> {
  await boss.createQueue(SANDBOX_CONFIRMATION_QUEUE);
  return {
    async schedule(ref, delayMs) {
      await boss.send(
        SANDBOX_CONFIRMATION_QUEUE,
        // The checkout's request follows the job, so the worker's line names it (issue 32).
        jobCausedByRequest({ ref }),
        { startAfter: Math.ceil(delayMs / 1000), singletonKey: ref, retryLimit: 5, retryDelay: 2 },
      );
    },
  };
}

/** The worker's side: confirms each invoice whose time has come (once, however often it runs). */
export async function workSandboxConfirmations(
  boss: PgBoss,
  ctx: Pick<BillingContext, 'db' | 'config' | 'now'> & {
    log?: { info: (entry: Record<string, unknown>, message: string) => void };
  },
): Promise<void> {
  await boss.createQueue(SANDBOX_CONFIRMATION_QUEUE);
  await boss.work<{ ref: string; request_id?: string }>(SANDBOX_CONFIRMATION_QUEUE, async (jobs) => {
    for (const job of jobs)
      await runAsRequest(job.data.request_id, async () => {
        await confirmSandboxInvoice(ctx, job.data.ref);
        ctx.log?.info(
          { ref: job.data.ref, request_id: job.data.request_id },
          'sandbox invoice confirmation ran',
        );
      });
  });
}
