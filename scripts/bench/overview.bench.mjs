/* global document, requestAnimationFrame -- the grid check runs these in Chromium */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { repoRoot, startProcess, startProductServer } from './support.mjs';

const ACCOUNTS = 20;
const ITEMS = 500;
const DURATION_S = 5;
const CONNECTIONS = 4;
/** The grid check: 10 accounts x 500 = 5,000 items in Chromium. */
const GRID_ACCOUNTS = 10;
const GRID_RUNS = 5;

const load = (url, headers = {}) =>
  autocannon({
    url: `${url}/api/trading/inventory`,
    headers,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });

/** One item in section 3's shape, as a snapshot stores it. */
function item(steamId, a, i) {
  return {
    account_id: steamId,
    account_name: `roller_${a}`,
    account_label: `Account ${a}`,
    account_avatar: 'https://avatars.example/a.jpg',
    steamExternalAssetId: `${a}${String(i).padStart(6, '0')}`,
    platform: 'csgoroll',
    source: 'marketplace',
    tradable: i % 5 !== 0,
    isProtected: false,
    protectedStatus: 'COMPLETED_PROTECTED',
    listingInfo: { isListed: i % 17 === 0, currentMarkup: i % 17 === 0 ? 4.5 : null },
    maxMarkupPercent: 5 + (i % 20),
    steamInspectItem: { paintWear: (i % 100) / 100 },
    steamStickersDescriptions:
      i % 3 === 0
        ? [
            {
              itemVariantId: null,
              imageUrl: 'https://s.example/c.png',
              name: 'Crown (Foil)',
              brand: 'Sticker',
            },
          ]
        : [],
    itemVariant: {
      name: `Skin ${i}`,
      brand: 'AK-47',
      color: 'Field-Tested',
      value: 10 + (i % 400),
      rarity: 'classified',
      iconUrl:
        '-9a81dlWLwJ2UUGcVs_nsVtzdOEdtWwKGZZLQHTxDZ7I56KU0Zwwo4NUX4oFJZEHLbXH5ApeO4YmlhxYQknCRvCo04DEVlxkKgpot7HxfDhjxszJemkV09-5lpKKqPrxN7LEmyVQ7MEpiLuSrYmnjQO3-UdsZGHyd4_Bd1RvNQ7T_FDrw-_ng5Pu75iY1zI97bhLsvQz',
      stattrak: false,
      souvenir: false,
      externalId: `AK-47 | Skin ${i} (Field-Tested)`,
    },
  };
}

/** A premium trader with `accounts` accounts of `items` items each in their snapshots; answers a token. */
async function seedTrader(url, db, name, accounts, items, firstAccount) {
  const email = `${name}@example.com`;
  const signUp = await fetch(`${url}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: name.replace('.', ''), email, password: 'bench-password-1' }),
  });
  const { access_token: token } = await signUp.json();
  const { rows } = await db.query(
    `update users set role = 'premium', license_expiry = now() + interval '30 days' where email = $1 returning id`,
    [email],
  );
  const userId = rows[0].id;
  for (let a = firstAccount; a < firstAccount + accounts; a++) {
    const steamId = `765611980${String(a).padStart(8, '0')}`;
    const account = await db.query(
      `insert into trading_accounts (user_id, steam_id, csgoroll_connected_at) values ($1, $2, now()) returning id`,
      [userId, steamId],
    );
    const list = Array.from({ length: items }, (_, i) => item(steamId, a, i));
    await db.query(
      `insert into inventory_snapshots (account_id, user_id, steam_id, taken_at, inventory, listings, protected_withdrawals, skins_value, protected_balance, item_count, tradable_count)
       values ($1, $2, $3, now(), $4, '[]', '[]', 0, 0, $5, $5)`,
      [account.rows[0].id, userId, steamId, JSON.stringify(list), items],
    );
  }
  return token;
}

/**
 * The inventory grid with 5,000 items in Chromium: the time from opening the tab (data already
 * fetched) to the first painted frame with cards, and from a sort or search change to the next
 * painted frame. Medians of five.
 */
async function measureGrid(url, token) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url);
    await page.evaluate((t) => localStorage.setItem('access_token', t), token);
    await page.goto(`${url}/trading`);
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByTestId('item-card').first().waitFor({ timeout: 60_000 });
    // Runs `change`, then answers how long it ran synchronously (React renders a discrete event's
    // update before dispatch returns) and when the next frame with cards in the DOM began.
    const untilPainted = (change) =>
      page.evaluate(async (code) => {
        const started = performance.now();
        new Function(code)();
        const sync = performance.now() - started;
        await new Promise((resolve) => {
          const check = () =>
            document.querySelector('[data-testid=item-card]') ? resolve() : requestAnimationFrame(check);
          requestAnimationFrame(check);
        });
        return { sync, frame: performance.now() - started };
      }, change);
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const open = [];
    const sort = [];
    const search = [];
    for (let i = 0; i < GRID_RUNS; i++) {
      await page.getByRole('tab', { name: 'Activity' }).click();
      await page.getByRole('tab', { name: 'Inventory' }).waitFor();
      open.push(
        await untilPainted(
          `[...document.querySelectorAll('[role=tab]')].find((t) => t.textContent === 'Inventory').click()`,
        ),
      );
      await page.getByTestId('item-card').first().waitFor();
      sort.push(
        await untilPainted(
          `const s = document.querySelector('select[aria-label=Sort]'); const set = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set; set.call(s, s.value === 'value_asc' ? 'name_asc' : 'value_asc'); s.dispatchEvent(new Event('change', { bubbles: true }));`,
        ),
      );
      search.push(
        await untilPainted(
          `const s = document.querySelector('input[aria-label="Search items"]'); const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set; set.call(s, s.value ? '' : 'skin 1'); s.dispatchEvent(new Event('input', { bubbles: true }));`,
        ),
      );
    }
    const count = await page.evaluate(() => document.querySelectorAll('[data-testid=item-card]').length);
    const say = (label, runs) =>
      console.log(
        `grid 5,000 items: ${label.padEnd(16)} work median ${median(runs.map((r) => r.sync)).toFixed(1)} ms, next frame with cards ${median(runs.map((r) => r.frame)).toFixed(1)} ms`,
      );
    say('opening the tab', open);
    say('sort change', sort);
    say('search change', search);
    console.log('targets: first paint under 200 ms; a sort or filter change within one frame (16.7 ms)');
    console.log(`cards in the DOM (virtualised)                     ${count}`);
  } finally {
    await browser.close();
  }
}

/**
 * `GET /inventory` for a user with 20 accounts x 500 items on the production server, against a
 * bare Fastify route serving the same bytes, side by side in one run (issue 17: at least 0.5x).
 */
export async function run() {
  const product = await startProductServer({ LOG_LEVEL: 'warn' });
  let bare;
  try {
    const port = readFileSync(path.join(product.dataDir, 'pg', 'postmaster.pid'), 'utf8')
      .split('\n')[3]
      .trim();
    const password = readFileSync(path.join(product.dataDir, 'secrets', 'pg-password'), 'utf8').trim();
    const db = new pg.Client(
      `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/skinpilot`,
    );
    await db.connect();
    const token = await seedTrader(product.url, db, 'bench.trader', ACCOUNTS, ITEMS, 0);
    const gridToken = await seedTrader(product.url, db, 'bench.grid', GRID_ACCOUNTS, ITEMS, ACCOUNTS);
    await db.end();

    const headers = { authorization: `Bearer ${token}` };
    // The first call composes the answer from the snapshots; later ones reuse it while unchanged.
    const started = performance.now();
    const answer = await fetch(`${product.url}/api/trading/inventory`, { headers });
    const bytes = Buffer.from(await answer.arrayBuffer());
    const composeMs = performance.now() - started;
    const parsed = JSON.parse(bytes.toString('utf8'));
    if (parsed.inventory.length !== ACCOUNTS * ITEMS) throw new Error(`expected ${ACCOUNTS * ITEMS} items`);
    const bodyFile = path.join(product.dataDir, 'inventory-body.json');
    writeFileSync(bodyFile, bytes);
    bare = await startProcess(path.join(repoRoot, 'scripts/bench/bare-fastify-bytes.mjs'), {
      env: { BODY_FILE: bodyFile },
    });

    await load(bare.url); // warm-up of both
    await load(product.url, headers);
    const bareResult = await load(bare.url);
    const productResult = await load(product.url, headers);
    const bareRps = bareResult.requests.average;
    const productRps = productResult.requests.average;
    console.log(`body ${(bytes.length / 1e6).toFixed(1)} MB, ${ACCOUNTS} accounts x ${ITEMS} items`);
    console.log(`first call (composed from the snapshots) ${composeMs.toFixed(0)} ms`);
    console.log(
      `bare Fastify route     ${bareRps.toFixed(1).padStart(7)} req/s  p99 ${bareResult.latency.p99} ms`,
    );
    console.log(
      `GET /inventory         ${productRps.toFixed(1).padStart(7)} req/s  p99 ${productResult.latency.p99} ms`,
    );
    console.log(`ratio inventory / bare ${(productRps / bareRps).toFixed(2)} (target at least 0.5)`);
    if (productResult.non2xx > 0 || productResult.errors > 0) {
      throw new Error(
        `inventory answered ${productResult.non2xx} non-2xx and ${productResult.errors} errors`,
      );
    }
    await measureGrid(product.url, gridToken);
  } finally {
    await Promise.all([bare?.stop(), product.stop()]);
  }
}
