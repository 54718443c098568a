import { loadavg } from 'node:os';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { percentiles, repoRoot, startProductServer } from './support.mjs';

const REPLAY_LISTINGS = 1_000_000;
const PAGE = 5_000;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** A page of recorded listings as the replay reads them from PostgreSQL (dates, parsed items). */
function recordedPage(from, count, now) {
  const rows = [];
  for (let i = from; i < from + count; i++) {
    const value = 1 + ((i * 7919) % 5_000) + (i % 100) / 100;
    const markup = ((i * 31) % 1_300) / 100;
    const seenAt = new Date(now - (i % 604_800) * 1_000);
    rows.push({
      tradeId: `VHJhZGU6${40_000_000 + i}`,
      seenAt,
      createdAt: new Date(seenAt.getTime() - 500),
      canJoinAfter: i % 2 ? null : new Date(seenAt.getTime() + 40_000),
      suspectedTraderCanJoinAfter: null,
      expiresAt: new Date(seenAt.getTime() + 48 * 3_600_000),
      totalValue: value,
      markupPercent: markup,
      reference: i % 10 ? Math.round(value * (0.9 + (i % 30) / 100) * 100) / 100 : null,
      items: [
        {
          marketName: `AK-47 | Redline ${i % 40} (Field-Tested)`,
          name: 'Redline',
          brand: i % 9 ? 'AK-47' : '★ Karambit',
          exterior: 'Field-Tested',
          rarity: i % 5 ? 'classified' : 'covert',
          baseValue: Math.round((value / (1 + markup / 100)) * 100) / 100,
          value,
          paintWear: (i % 1000) / 1000,
          patternPercent: null,
          stickers: i % 4 ? [] : [{ name: 'Sticker | Crown (Foil)', value: 120, wear: 0 }],
        },
      ],
    });
  }
  return rows;
}

/**
 * The back-test's replay on one core (issue 27: 1,000,000 listings under 3 s): pages of 5,000
 * recorded rows, as the thread reads them, turned into the engine's listing, prepared and judged
 * against one account's settings. The pages are built before the clock starts; only the replay is
 * timed. Three runs, the best and the median reported.
 */
async function replay() {
  const engine = await tsImport(path.join(repoRoot, 'packages/engine/src/index.ts'), import.meta.url);
  const { listingOfRecord } = await tsImport(
    path.join(repoRoot, 'apps/server/src/modules/sniping-feed/replay-feed.ts'),
    import.meta.url,
  );
  const settings = {
    min_value: 20,
    max_value: 2_000,
    max_markup: 5,
    take_sticker_crafts: true,
    max_reference_percent: 105,
  };
  const now = Date.UTC(2026, 10, 27, 12);
  const runs = [];
  let matched = 0;
  for (let run = 0; run < 3; run++) {
    const test = engine.createBacktest(settings, 1);
    let ms = 0;
    let cpuUs = 0;
    for (let from = 0; from < REPLAY_LISTINGS; from += PAGE) {
      const page = recordedPage(from, PAGE, now);
      const started = performance.now();
      const cpu = process.cpuUsage();
      for (const row of page) {
        const prepared = engine.prepareListing(listingOfRecord(row));
        if (prepared.problem !== null) continue;
        prepared.reference = row.reference;
        test.add(prepared, row.seenAt.getTime());
      }
      const used = process.cpuUsage(cpu);
      cpuUs += used.user + used.system;
      ms += performance.now() - started;
    }
    matched = test.result().matched;
    runs.push({ ms, cpuMs: cpuUs / 1000 });
  }
  // CPU time is the one-core figure on a shared machine; wall time also counts the neighbours.
  runs.sort((a, b) => a.cpuMs - b.cpuMs);
  console.log(
    `replay ${REPLAY_LISTINGS.toLocaleString('en-US')} recorded listings, one account: CPU best ${runs[0].cpuMs.toFixed(0)} ms, median ${runs[1].cpuMs.toFixed(0)} ms (${((runs[0].cpuMs * 1e6) / REPLAY_LISTINGS).toFixed(0)} ns a listing); wall ${runs[0].ms.toFixed(0)} / ${runs[1].ms.toFixed(0)} ms; ${matched.toLocaleString('en-US')} matched; target under 3,000 ms; load ${load()}`,
  );
}

/** One trader with three accounts matching 1,000 listings a day each for 30 days, among 300 others. */
async function seed(db, url) {
  const email = 'bench.capture@example.com';
  const signUp = await fetch(`${url}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'benchcapture', email, password: 'bench-password-1' }),
  });
  const { access_token: token } = await signUp.json();
  const { rows } = await db.query(
    `update users set role = 'premium', license_expiry = now() + interval '30 days' where email = $1 returning id`,
    [email],
  );
  const userId = rows[0].id;
  const steamIds = [0, 1, 2].map((a) => `765611980${String(a).padStart(8, '0')}`);
  for (const steamId of steamIds)
    await db.query(
      `insert into trading_accounts (user_id, steam_id, csgoroll_connected_at) values ($1, $2, now())`,
      [userId, steamId],
    );
  const started = performance.now();
  // 14 days of 50,000 listings a day (the retention's worst case), spread evenly.
  await db.query(`
    insert into sniping_listings (trade_id, seen_at, created_at, can_join_after, expires_at, market_name,
      rarity, exterior, paint_wear, value, markup_percent, total_value, reference, items, seen_by)
    select 'L' || g, t, t, t + interval '40 seconds', t + interval '48 hours', 'AK-47 | Redline (Field-Tested)',
      'classified', 'Field-Tested', 0.2, v / (1 + m / 100), m, v, v * 1.05,
      jsonb_build_array(jsonb_build_object('marketName', 'AK-47 | Redline (Field-Tested)', 'name', 'Redline',
        'brand', 'AK-47', 'exterior', 'Field-Tested', 'rarity', 'classified', 'baseValue', v / (1 + m / 100),
        'value', v, 'paintWear', 0.2, 'patternPercent', null, 'stickers', '[]'::jsonb)),
      'bench'
    from (select g, now() - (g * interval '1 second') * (14 * 86400.0 / 700000) as t,
                 1 + (g * 7919) % 3000 as v, ((g * 31) % 1200) / 100.0 as m
            from generate_series(1::bigint, 700000) g) s`);
  // The trader: 3 accounts x 1,000 matched a day x 30 days; others: 300 users x 5,000 over 30 days.
  await db.query(
    `
    insert into sniping_decisions (steam_id, trade_id, user_id, session_id, worker_id, decided_at, total_value, outcome, error, latency_ms)
    select ($2::text[])[1 + g % 3], 'D' || g, $1::uuid, null, 'w' || (g % 4), now() - (g * interval '1 second') * (30 * 86400.0 / 90000),
           10 + g % 500,
           (array['won','lost','joined','refused','matched','skipped_balance'])[1 + g % 6],
           case when g % 6 = 1 and g % 12 = 1 then 'NO_LONGER_AVAILABLE' end,
           case when g % 6 < 3 then 30 + g % 200 end
      from generate_series(1, 90000) g`,
    [userId, steamIds],
  );
  await db.query(`
    insert into sniping_decisions (steam_id, trade_id, user_id, session_id, worker_id, decided_at, total_value, outcome, error, latency_ms)
    select 'o' || (g % 300), 'N' || g, u.id, null, 'w' || (g % 4), now() - (g * interval '1 second') * (30 * 86400.0 / 1500000),
           10 + g % 500, (array['won','lost','joined','matched'])[1 + g % 4], null, case when g % 4 < 3 then 30 + g % 200 end
      from generate_series(1, 1500000) g
      join (select n, gen_random_uuid() as id from generate_series(0, 299) n) u on u.n = g % 300`);
  await db.query(
    `
    insert into sniping_skips (steam_id, hour, reason, user_id, count)
    select ($2::text[])[1 + a], date_trunc('hour', now()) - h * interval '1 hour', r, $1::uuid, 100 + h % 50
      from generate_series(0, 2) a, generate_series(0, 719) h,
           unnest(array['below_min_value','above_max_value','markup_above_max','blacklisted_skin','insufficient_balance','expired','not_listed','above_reference_percent']) r`,
    [userId, steamIds],
  );
  await db.query(`
    insert into sniping_skips (steam_id, hour, reason, user_id, count)
    select 'o' || n, date_trunc('hour', now()) - h * interval '1 hour', r, gen_random_uuid(), 10
      from generate_series(0, 299) n, generate_series(0, 719) h,
           unnest(array['below_min_value','above_max_value','markup_above_max']) r`);
  // What autovacuum does on its own after a bulk load: statistics and the visibility map, so the
  // capture reads can be answered from the decisions index alone.
  await db.query('vacuum analyze sniping_listings, sniping_decisions, sniping_skips');
  console.log(
    `seeded 700,000 listings, 1,590,000 decisions (90,000 the trader's), 713,280 hourly skip counts in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  return { token, steamId: steamIds[0] };
}

/**
 * GET /sniping/capture on the production server over a large recorded feed (issue 27: 30 days
 * under 100 ms p95), sequential calls after a warm-up; then a 7-day back-test through the API,
 * with the health route's latency measured while it runs (the replay is in a worker thread).
 */
async function capture() {
  const product = await startProductServer({ LOG_LEVEL: 'warn' });
  try {
    const port = readFileSync(path.join(product.dataDir, 'pg', 'postmaster.pid'), 'utf8')
      .split('\n')[3]
      .trim();
    const password = readFileSync(path.join(product.dataDir, 'secrets', 'pg-password'), 'utf8').trim();
    const db = new pg.Client(
      `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/skinpilot`,
    );
    await db.connect();
    db.on('error', (e) => console.error('seed connection:', e.message));
    const { token, steamId } = await seed(db, product.url);
    await db.end();
    const headers = { authorization: `Bearer ${token}` };
    for (const period of ['1d', '7d', '30d']) {
      const call = async () => {
        const res = await fetch(`${product.url}/api/trading/sniping/capture?period=${period}`, { headers });
        if (!res.ok) throw new Error(`capture ${period}: ${res.status}`);
        return res.json();
      };
      for (let i = 0; i < 5; i++) await call();
      const samples = [];
      let answer;
      for (let i = 0; i < 40; i++) {
        const started = performance.now();
        answer = await call();
        samples.push(performance.now() - started);
      }
      const p = percentiles(samples);
      console.log(
        `GET /sniping/capture?period=${period.padEnd(3)} median ${p.median.toFixed(1)} ms, p95 ${p.p95.toFixed(1)} ms (${answer.matched.toLocaleString('en-US')} matched, ${answer.hourly.length} hours); target p95 under 100 ms; load ${load()}`,
      );
    }

    const health = [];
    let running = true;
    const probe = (async () => {
      while (running) {
        const started = performance.now();
        await fetch(`${product.url}/api/health`);
        health.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const started = performance.now();
    const res = await fetch(`${product.url}/api/trading/accounts/${steamId}/settings/csgoroll/backtest`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ period: '7d', min_value: 1, max_value: 50_000, max_markup: 10 }),
    });
    const backtestMs = performance.now() - started;
    running = false;
    await probe;
    const answer = await res.json();
    if (!res.ok) throw new Error(`backtest: ${res.status} ${JSON.stringify(answer)}`);
    const h = percentiles(health);
    console.log(
      `POST backtest 7 d: ${answer.listings.toLocaleString('en-US')} listings replayed for two settings in ${(backtestMs / 1000).toFixed(2)} s (read from PostgreSQL in a worker thread); GET /api/health meanwhile: ${h.n} calls, median ${h.median.toFixed(1)} ms, p99 ${h.p99.toFixed(1)} ms; load ${load()}`,
    );
  } finally {
    await product.stop();
  }
}

/** `SNIPING_FEED_BENCH=replay` or `=capture` runs one half. */
export async function run() {
  const only = process.env.SNIPING_FEED_BENCH;
  if (only !== 'capture') await replay();
  if (only !== 'replay') await capture();
}
