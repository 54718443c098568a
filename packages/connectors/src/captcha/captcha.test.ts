// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createConnectors } from '../create-connectors';
import { waitFor } from '../test-support/wait-for';
import type { CaptchaSolver } from '../types/captcha';
import { CaptchaSolverError } from '../types/errors';
import { createCaptchaSolver } from './create-solver';
import { csgorollJoinCaptcha } from './csgoroll-captcha';
import { createCaptchaPool } from './token-pool';

/**
 * A loopback stand-in of CapSolver's and CapMonster's shared task API: the key must be right, a
 * task is "processing" on its first poll and "ready" on the next.
 */
type Task = Record<string, unknown>;
const fakes: Server[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function fakeService() {
  const tasks = new Map<number, { task: Task; polls: number }>();
  const created: Task[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const request = JSON.parse(body) as { clientKey?: string; task?: Task; taskId?: number };
      const answer = (value: unknown) => res.end(JSON.stringify(value));
      if (request.clientKey !== 'good-key')
        return answer({ errorId: 1, errorCode: 'ERROR_KEY_DOES_NOT_EXIST', errorDescription: 'Wrong key' });
      if (req.url === '/createTask') {
        created.push(request.task!);
        tasks.set(created.length, { task: request.task!, polls: 0 });
        return answer({ errorId: 0, taskId: created.length });
      }
      const task = tasks.get(Number(request.taskId));
      if (!task) return answer({ errorId: 1, errorCode: 'ERROR_NO_SUCH_CAPCHA_ID' });
      task.polls += 1;
      if (task.polls < 2) return answer({ errorId: 0, status: 'processing' });
      answer({
        errorId: 0,
        status: 'ready',
        solution: { gRecaptchaResponse: `${String(task.task.type)}-${request.taskId}` },
      });
    });
  });
  fakes.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, created };
}

describe('captcha solvers against local fakes of CapSolver and CapMonster', () => {
  it('CapSolver solves CSGORoll’s join captcha with its own task type', async () => {
    const service = await fakeService();
    const solver = createCaptchaSolver('capsolver', {
      capsolverApiKey: 'good-key',
      capsolverUrl: service.url,
      pollIntervalMs: 5,
    });
    const solution = await solver.solve(csgorollJoinCaptcha());
    expect(solution.token).toBe('ReCaptchaV3TaskProxyLess-1');
    expect(solution.expiresAt).toBeGreaterThan(Date.now() + 60_000);
    expect(service.created[0]).toEqual({
      type: 'ReCaptchaV3TaskProxyLess',
      websiteURL: 'https://www.csgoroll.com/en/withdraw/csgo/p2p',
      websiteKey: '6LfVf3wUAAAAAL8T79ziKWF-Jmkc3LT9fzEVoiO5',
      pageAction: 'joinTrades',
      minScore: 0.9,
    });
  });

  it('CapMonster solves it with its task type names', async () => {
    const service = await fakeService();
    const solver = createCaptchaSolver('capmonster', {
      capmonsterApiKey: 'good-key',
      capmonsterUrl: service.url,
      pollIntervalMs: 5,
    });
    expect((await solver.solve(csgorollJoinCaptcha())).token).toBe('RecaptchaV3TaskProxyless-1');
    await solver.solve({ kind: 'recaptcha-v2', websiteUrl: 'https://www.csgoroll.com', websiteKey: 'k' });
    expect(service.created.map((t) => t.type)).toEqual(['RecaptchaV3TaskProxyless', 'RecaptchaV2Task']);
  });

  it('types a refused key and a missing one', async () => {
    const service = await fakeService();
    const solver = createCaptchaSolver('capmonster', {
      capmonsterApiKey: 'bad-key',
      capmonsterUrl: service.url,
    });
    const refused = await solver.solve(csgorollJoinCaptcha()).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CaptchaSolverError);
    expect((refused as CaptchaSolverError).serviceCode).toBe('ERROR_KEY_DOES_NOT_EXIST');
    expect(() => createCaptchaSolver('capsolver', {})).toThrow(/CAPSOLVER_API_KEY/);
  });
});

describe('the token pool', () => {
  it('keeps tokens solved ahead, hands them out without waiting and refills', async () => {
    const service = await fakeService();
    const solver = createCaptchaSolver('capsolver', {
      capsolverApiKey: 'good-key',
      capsolverUrl: service.url,
      pollIntervalMs: 5,
    });
    const pool = createCaptchaPool({ solver, task: csgorollJoinCaptcha(), size: 3 });
    await waitFor(() => pool.ready() === 3 || undefined);
    const token = pool.take();
    expect(token).toMatch(/^ReCaptchaV3TaskProxyLess-\d$/);
    await waitFor(() => pool.ready() === 3 || undefined);
    expect(service.created).toHaveLength(4);
    expect(await pool.fresh()).toMatch(/-5$/);
    pool.close();
  });

  it('never hands out a token about to expire, and backs off when solves fail', async () => {
    let calls = 0;
    const errors: Error[] = [];
    const flaky: CaptchaSolver = {
      provider: 'sandbox',
      solve: async () => {
        calls += 1;
        if (calls === 1) throw new CaptchaSolverError('down');
        return { token: `t${calls}`, expiresAt: Date.now() + 60 };
      },
    };
    const pool = createCaptchaPool({
      solver: flaky,
      task: csgorollJoinCaptcha(),
      size: 1,
      marginMs: 50,
      retryAfterMs: 10,
      onError: (e) => errors.push(e),
    });
    expect(pool.take()).toBeNull();
    await waitFor(() => errors.length === 1 || undefined);
    await waitFor(() => calls >= 3 || undefined);
    await new Promise((r) => setTimeout(r, 15));
    // Each token lives 60 ms with a 50 ms margin: the pool keeps replacing them.
    expect(calls).toBeGreaterThan(2);
    pool.close();
  });

  it('gives joins in the sandbox market tokens its captcha check accepts', async () => {
    const connectors = await createConnectors({
      csgoroll: {},
      steam: { mode: 'sandbox' },
      sandboxSeed: 5,
      assetsBaseUrl: 'https://assets.example',
      sandboxListingIntervalMs: 0,
      sandboxCanJoinAfterMs: null,
    });
    try {
      const tokens = connectors.captchaTokens('capmonster');
      const roll = connectors.csgoroll({ method: 'cookie', cookie: 'pool-buyer' }, { captcha: tokens });
      const user = await roll.currentUser();
      connectors.sandbox.csgoroll!.market.accounts.users.get(user.id)!.wallets[0]!.amount = 1_000_000;
      const listing = connectors.sandbox.csgoroll!.market.publishListing();
      const [joined] = await roll.joinTrades([listing.id]);
      expect(joined!.status).toBe('JOINED');
    } finally {
      await connectors.close();
    }
  });
});
