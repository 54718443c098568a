import { compileMatcher, type Listing } from '@skinpilot/engine';
import {
  ConnectorError,
  type CaptchaTokens,
  type CsgorollClient,
  type CsgorollTrade,
  type CsgorollUser,
} from '@skinpilot/connectors';
import type { Db } from '../../db/database';
import type { SessionLease } from '../../modules/orchestration/session-leases';
import { listingChangeOf, recordListings } from '../../modules/market/record-listings';
import { recordWealthPoint } from '../../modules/market/wealth';
import type { AccountVault } from '../../modules/trading-accounts/account-vault';
import { findAccountOf } from '../../modules/trading-accounts/accounts.queries';
import {
  openAccountSecrets,
  storeAccountSecrets,
  type AccountSecrets,
} from '../../modules/trading-accounts/open-account-secrets';
import { recordWallets, type WalletAmount } from '../../modules/trading-accounts/record-wallets';
import { steamOwnerOf } from '../../modules/trading-accounts/steam-owner';
import type { AccountConnectors } from '../../modules/trading-accounts/trading-context';
import { createCaptchaGate } from './captcha-gate';
import { idleReasonOf, tellIdleChange, type Idle } from './idle-state';
import { tellCaptchaPause } from './captcha-pause-activity';
import type { Sniper } from './listing-dispatcher';
import { startSellerOffers } from './seller-offers';
import { readSessionFacts, type SessionFacts } from './session-facts';
import { createAwaitedWithdrawals } from './awaited-withdrawals';
import { expireCsgorollSession } from './expire-csgoroll-session';
import { recordJoinedWithdrawal } from './follow-withdrawals';
import { botJoins, noteJoinWritten } from '../../modules/metrics/registry';
import type { FeedRecorder, JoinResult } from './feed-recorder';

export type SessionLog = (entry: Record<string, unknown>, message: string) => void;

export type AccountSessionDeps = {
  db: Db;
  connectors: Pick<AccountConnectors, 'csgoroll' | 'steam'>;
  /** The worker's pool of join captcha tokens; joins without one may be refused by CSGORoll. */
  captcha?: CaptchaTokens;
  vault: AccountVault;
  now: () => Date;
  /** The site's address, for the links in a completed withdrawal's Discord messages. */
  publicUrl: string;
  log: SessionLog;
  /** The session cannot go on (session expired, connection keeps failing): the worker ends it. */
  onFatal: (reason: string) => void;
  /** How often the CSGORoll session is checked (and renewed by the connectors when it can be). */
  sessionCheckMs?: number;
  /** With auto_captcha off, how long joining stays paused after a captcha before one join tries again. */
  manualCaptchaRetryMs?: number;
  /** The worker's recorded feed: join outcomes and ended withdrawals (decision 032). */
  recorder?: Pick<FeedRecorder, 'joined' | 'settled'>;
  /**
   * A join's answer carries the trade's `updatedAt`, CSGORoll's time as it took the join: handed to
   * the worker's estimate of CSGORoll's clock with the moment the answer came (epoch ms both).
   */
  serverTime?: (serverMs: number, arrivedAt: number) => void;
};

const SESSION_CHECK_MS = 30_000;
/** Failed session checks in a row (CSGORoll unreachable) before the session stops itself. */
const MAX_FAILED_CHECKS = 5;

/** Reconnects in a row without one good connection before the session gives up. */
const MAX_RECONNECTS = 8;

/** A session could not start for a reason that will not pass by itself: stop, do not retry. */
export class SessionRefused extends Error {}

const isSessionProblem = (error: unknown) =>
  error instanceof ConnectorError && ['UNAUTHENTICATED', 'INVALID_CREDENTIALS'].includes(error.code);

const isGatewayRefusal = (error: unknown) =>
  error instanceof ConnectorError && error.code === 'GATEWAY_REFUSED';

/**
 * One account's sniping session inside a worker: its own authenticated CSGORoll connection (joins,
 * its trades' updates, its wallet), its Steam client for the seller's offers, and the sniper the
 * worker's feed hands listings to. Every event handler catches its own errors.
 */
export async function startAccountSession(lease: SessionLease, deps: AccountSessionDeps) {
  const { db, log } = deps;
  const account = await findAccountOf(db, lease.userId, lease.steamId);
  if (!account) throw new SessionRefused('The account was removed.');
  const owner = { userId: lease.userId, steamId: lease.steamId };
  const secrets = await openAccountSecrets(db, deps.vault, account.id);
  const credentials =
    account.csgorollAuthMethod === 'credentials' && secrets.csgoroll_email && secrets.csgoroll_password
      ? { method: 'credentials' as const, email: secrets.csgoroll_email, password: secrets.csgoroll_password }
      : { method: 'cookie' as const, cookie: secrets.csgoroll_cookie ?? '' };
  const storeSecret = (values: AccountSecrets) =>
    storeAccountSecrets(db, deps.vault, account.id, values, deps.now()).catch((error) =>
      log({ err: String(error) }, 'renewed secret not stored'),
    );
  // auto_captcha decides, join by join, whether the worker's pool may be used (captcha-gate.ts).
  const gate = createCaptchaGate(deps.captcha, deps.manualCaptchaRetryMs);
  const client: CsgorollClient = deps.connectors.csgoroll(credentials, {
    onSessionRenewed: (cookie) => void storeSecret({ csgoroll_cookie: cookie }),
    captcha: gate.tokens,
  });

  let rollUser: CsgorollUser;
  try {
    rollUser = await client.signIn();
  } catch (error) {
    await client.close().catch(() => undefined);
    if (isSessionProblem(error)) {
      await expireCsgorollSession(db, account.id, owner, deps.now());
      throw new SessionRefused('The CSGORoll session has expired; connect the account again.');
    }
    throw error;
  }

  const main = rollUser.wallets.find((w) => w.name === 'MAIN') ?? rollUser.wallets[0];
  const figures = { seen: 0, joins: 0, skips: 0, waits: 0 };
  const awaited = createAwaitedWithdrawals({ ...deps, owner, onEnded: () => refresh() });
  let settingsVersion = '';
  let stopped = false;
  let reconnects = 0;
  let lastCheck = Date.now();
  let failedChecks = 0;
  let lastJoin: { listing: string; at: string; outcome: string } | null = null;
  /** Running but unable to buy (coins below min_value, or credits below the smallest charge). */
  let idle: Idle | null = null;

  // Wallet changes are written one after another, in the order CSGORoll sent them.
  let walletWrites: Promise<unknown> = Promise.resolve();
  const keepWallets = (wallets: readonly WalletAmount[], mode: 'merge' | 'replace') => {
    walletWrites = walletWrites
      .then(() => recordWallets(db, account!.id, wallets, mode, deps.now()))
      // Total wealth moved by 1 %: a point between the hourly ones, so the chart follows the bot.
      .then((changed) => changed && recordWealthPoint(db, lease.userId, deps.now(), 'moved'))
      .catch((error) => log({ err: String(error) }, 'wallet change not recorded'));
    return walletWrites;
  };

  const sniper: Sniper = {
    sessionId: lease.id,
    userId: lease.userId,
    steamId: lease.steamId,
    matcher: compileMatcher({ sniping_enabled: false }),
    state: { balance: main?.amount ?? 0, credits: 0, creditMultiplier: 1, suspectedTrader: false },
    figures,
    join: (listing, reference) =>
      void join(listing, reference).catch((error) =>
        log({ listing: listing.id, err: String(error) }, 'join not recorded'),
      ),
  };

  /**
   * Is the CSGORoll session still good? With e-mail and password the connectors sign in again by
   * themselves; a cookie that expired cannot be renewed, so the account is marked and the session
   * ends. An unreachable CSGORoll is retried; a session that keeps failing stops itself.
   */
  async function checkSession() {
    if (Date.now() - lastCheck < (deps.sessionCheckMs ?? SESSION_CHECK_MS)) return;
    lastCheck = Date.now();
    try {
      const fresh = await client.currentUser();
      failedChecks = 0;
      const wallet = fresh.wallets.find((w) => w.name === 'MAIN');
      if (wallet) sniper.state.balance = wallet.amount;
      await keepWallets(fresh.wallets, 'replace');
    } catch (error) {
      if (isSessionProblem(error)) return giveUpOnSession();
      if (++failedChecks >= MAX_FAILED_CHECKS && !stopped)
        deps.onFatal(`CSGORoll kept failing: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /**
   * Credits, multiplier and settings as stored now; the matcher is compiled again only on change. The
   * worker's round passes the facts it read for all its sessions at once; alone, the session reads its own.
   */
  async function refresh(given?: SessionFacts) {
    await checkSession();
    if (stopped) return;
    const facts = given ?? (await readSessionFacts(db, [lease]))(lease);
    const user = facts.standing;
    sniper.state.credits = user?.role === 'admin' ? Infinity : (user?.credits ?? 0);
    sniper.state.creditMultiplier = facts.creditMultiplier;
    const applied = facts.settings ?? { sniping_enabled: false };
    await noteIdle(applied);
    if (gate.setAuto(!('auto_captcha' in applied) || applied.auto_captcha))
      await tellPause('resumed', 'Auto captcha is on again.');
    // While paused for a manual captcha the matcher skips every listing, so another of the user's
    // accounts may take it.
    const holding = gate.holds(deps.now().getTime());
    const version = holding ? 'paused' : JSON.stringify(applied);
    if (version !== settingsVersion) {
      settingsVersion = version;
      sniper.matcher = compileMatcher(holding ? { sniping_enabled: false } : applied);
    }
  }

  /** Goes idle or resumes when coins or credits ran out or came back; told once per change. */
  async function noteIdle(applied: Parameters<typeof idleReasonOf>[0]) {
    const reason = idleReasonOf(applied, sniper.state);
    if ((idle?.reason ?? null) === reason) return;
    const was = idle;
    idle = reason ? { reason, since: deps.now().toISOString() } : null;
    await tellIdleChange(
      db,
      { ...owner, sessionId: lease.id },
      {
        idle,
        was,
        balance: sniper.state.balance,
        credits: sniper.state.credits,
        minValue: Math.max(applied.min_value ?? 0, 0.01),
      },
      deps.now(),
    );
  }

  /** Stops judging listings for this account until refresh() finds the pause over. */
  function holdJoins() {
    settingsVersion = 'paused';
    sniper.matcher = compileMatcher({ sniping_enabled: false });
  }

  const tellPause = (change: 'paused' | 'resumed', description: string) =>
    tellCaptchaPause(db, { ...owner, sessionId: lease.id, change, description }, deps.now());

  async function join(listing: Listing, reference: number | null) {
    // The join frame is written inside this call, before anything else (issue 30).
    let answer: Promise<CsgorollTrade[]>;
    try {
      answer = client.joinTrades([listing.id]);
    } catch (error) {
      answer = Promise.reject(error as Error);
    }
    const at = deps.now();
    // The frame-to-join-written figure of every join written, whatever the answer: noted once the
    // answer is in, since the dispatcher notes the frame's arrival only after all its joins.
    const noteWritten = () => noteJoinWritten(listing, at.getTime());
    void answer.then(noteWritten, noteWritten);
    try {
      const joined = await answer;
      const arrivedAt = deps.now().getTime();
      const trade = joined.find((t) => t.id === listing.id) ?? joined[0];
      if (!trade) throw new Error('CSGORoll answered the join without the trade.');
      const stamped = Date.parse(trade.updatedAt);
      if (Number.isFinite(stamped)) deps.serverTime?.(stamped, arrivedAt);
      // Followed before it is recorded: the seller's offer may come as soon as the withdrawal is
      // visible, and an offer for a withdrawal not yet followed would be left to the user.
      awaited.follow(trade);
      lastJoin = { listing: listing.id, at: at.toISOString(), outcome: 'joined' };
      sniper.state.balance -= listing.totalValue;
      await recordJoinedWithdrawal(db, owner, trade, listing, at, reference, sniper.matcher.settings);
      botJoins.inc({ outcome: 'joined' });
      deps.recorder?.joined(sniper, listing, 'joined', null, deps.now().getTime());
      if (gate.joined()) await tellPause('resumed', 'CSGORoll took a join without a captcha again.');
    } catch (error) {
      const code = error instanceof ConnectorError ? error.code : 'ERROR';
      lastJoin = { listing: listing.id, at: at.toISOString(), outcome: code.toLowerCase() };
      botJoins.inc({ outcome: code.toLowerCase() });
      deps.recorder?.joined(sniper, listing, joinResultOf(code), code, deps.now().getTime());
      log({ listing: listing.id, steamId: lease.steamId, code }, 'join not made');
      if (isSessionProblem(error)) await giveUpOnSession();
      if (code === 'CAPTCHA_REQUIRED' && !gate.auto) {
        holdJoins();
        if (gate.refused(deps.now().getTime())) await tellPause('paused', gate.pause()!.reason);
      }
    }
  }

  async function onTradeUpdate(trade: CsgorollTrade) {
    if (!trade?.id) return;
    if (trade.depositor?.id === rollUser.id) {
      // One of our listings moved on: the dashboard's listings follow it (once, whoever saw it first).
      const change = trade.status === 'LISTED' ? 'created' : listingChangeOf(trade.status);
      if (change) await recordListings(db, account!, [{ trade, change }]);
      return;
    }
    // One of the withdrawals this account joined.
    if (awaited.has(trade.id) || trade.withdrawer?.id === rollUser.id) await awaited.progress(trade);
  }

  let gaveUp = false;
  async function giveUpOnSession() {
    if (stopped || gaveUp) return;
    gaveUp = true;
    await expireCsgorollSession(db, account!.id, owner, deps.now());
    deps.onFatal('The CSGORoll session has expired; connect the account again.');
  }

  const unsubscribe = client.subscribeAccount({
    onTradeUpdate: (trade) =>
      void onTradeUpdate(trade).catch((error) =>
        log({ trade: trade?.id, err: String(error) }, 'trade update not recorded'),
      ),
    onWalletUpdate: (wallet) => {
      if (wallet?.name === 'MAIN' && Number.isFinite(wallet.amount)) sniper.state.balance = wallet.amount;
      void keepWallets([wallet], 'merge');
    },
    onConnectionState: (state) => {
      if (state === 'connected') reconnects = 0;
      if (state === 'reconnecting' && ++reconnects >= MAX_RECONNECTS && !stopped)
        deps.onFatal('The CSGORoll connection kept failing; the session stopped itself.');
    },
    onError: (error) => {
      if (isSessionProblem(error)) void giveUpOnSession().catch(() => undefined);
      // Not a refused session nor an outage: the account needs its gateway cookies (the message says how).
      else if (isGatewayRefusal(error) && !stopped && !gaveUp) {
        gaveUp = true;
        deps.onFatal(error.message);
      }
    },
  });

  const steam = account.steamConnectedAt
    ? await startSellerOffers({
        db,
        steam: steamOwnerOf({ db, vault: deps.vault, connectors: deps.connectors }),
        accountId: account.id,
        hasSteamCredentials: Boolean(secrets.steam_password),
        now: deps.now,
        log,
        owner,
        awaited: awaited.list,
        stopped: () => stopped,
      })
    : null;

  // The balances a dashboard shows start from this sign-in's wallets, not from the last manual refresh.
  await keepWallets(rollUser.wallets, 'replace');
  await refresh();
  lastCheck = Date.now();
  // A restart mid-trade: the withdrawals still open are picked up and caught up with CSGORoll.
  await awaited
    .catchUp(client, rollUser.id)
    .catch((error) => log({ err: String(error) }, 'open withdrawals not caught up'));

  return {
    sniper,
    client,
    live: (): Record<string, unknown> => ({
      ...figures,
      balance: sniper.state.balance,
      credits: Number.isFinite(sniper.state.credits) ? sniper.state.credits : null,
      open_withdrawals: awaited.count(),
      steam_client: steam !== null,
      last_join: lastJoin,
      auto_captcha: gate.auto,
      paused: gate.pause(),
      idle,
    }),
    refresh,
    async stop() {
      if (stopped) return;
      stopped = true;
      unsubscribe();
      await client.close().catch(() => undefined);
      // The Steam client is the account's session owner's: the session only stops listening.
      steam?.();
    },
  };
}

/** A refused join as the recorded feed files it: taken by someone else, a captcha, or another refusal. */
const joinResultOf = (code: string): JoinResult =>
  code === 'NO_LONGER_AVAILABLE' || code === 'NOT_JOINABLE'
    ? 'lost'
    : code.startsWith('CAPTCHA_')
      ? 'captcha'
      : 'refused';

export type AccountSession = Awaited<ReturnType<typeof startAccountSession>>;
