import type pg from 'pg';

export type LargeDataSetCounts = {
  users: number;
  accounts: number;
  trades: number;
  activities: number;
  purchases: number;
  /** Wealth points: every tenth user, one every 6 hours over the last 30 days. */
  wealthPoints: number;
};

/** The figure: the size the admin console must stay fast at. */
export const fullSize: LargeDataSetCounts = {
  users: 100_000,
  accounts: 300_000,
  trades: 2_000_000,
  activities: 5_000_000,
  purchases: 50_000,
  wealthPoints: 1_200_000,
};

export function scaledCounts(scale: number): LargeDataSetCounts {
  const of = (n: number) => Math.max(1, Math.round(n * scale));
  return {
    users: of(fullSize.users),
    accounts: of(fullSize.accounts),
    trades: of(fullSize.trades),
    activities: of(fullSize.activities),
    purchases: of(fullSize.purchases),
    wealthPoints: of(fullSize.wealthPoints),
  };
}

/** The first seeded user's email: its presence means the data set is already there. */
export const SEEDED_MARKER_EMAIL = 'seed.trader1@example.com';

/**
 * Fills the database with a large, plausible data set in a few set-based statements
 * (generate_series inside PostgreSQL, no row travels over the wire). Everything spreads over the
 * last year so the 24-hour, 30-day and 1-year views all have data. Trades are inserted with the
 * daily-figures trigger off and the figures rebuilt in one GROUP BY, inside one transaction, so
 * the figures stay exact and no other writer ever sees the trigger disabled.
 */
export async function seedLargeDataSet(
  pool: pg.Pool,
  counts: LargeDataSetCounts,
  passwordHash: string,
  log: (message: string) => void,
): Promise<'seeded' | 'already-seeded'> {
  const client = await pool.connect();
  const step = async (label: string, text: string, values: unknown[] = []) => {
    const started = Date.now();
    const result = await client.query(text, values);
    log(`${label}: ${result.rowCount ?? 0} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  try {
    const found = await client.query('select 1 from users where email = $1', [SEEDED_MARKER_EMAIL]);
    if (found.rowCount) return 'already-seeded';
    // One transaction: a failed or interrupted seed leaves nothing behind and can simply run again.
    await client.query('begin');

    await step(
      'users',
      `insert into users (username, email, password_hash, role, credits, license_expiry, discord_id,
                          signup_date, last_signin_at)
       select 'seed_trader_' || i,
              'seed.trader' || i || '@example.com',
              $2,
              (array['premium','premium','premium','depositor','depositor','free_trial','free_trial',
                     'user','user','user','user','user','user','user','user','user','user','user',
                     'user','user'])[1 + i % 20],
              case when i % 5 < 2 then ((i::bigint * 37) % 5000)::numeric else 0 end,
              case when i % 20 < 7 then now() + (((i::bigint * 7919) % 150) - 40) * interval '1 day'
                   when i % 20 < 11 then now() - ((i % 400) + 1) * interval '1 day'
                   else null end,
              case when i % 10 < 3 then (100000000000000000 + i)::text else null end,
              now() - (i % 730) * interval '1 day' - (i % 1440) * interval '1 minute',
              case when i % 4 = 0 then null else now() - (i % 90) * interval '1 hour' end
         from generate_series(1, $1::int) as i`,
      [counts.users, passwordHash],
    );
    await client.query(`create temp table seed_users on commit drop as
      select row_number() over (order by email) as n, id from users where email like 'seed.trader%@example.com'`);
    await client.query('create unique index on seed_users (n)');
    await client.query('analyze seed_users');

    await step(
      'trading accounts',
      `insert into trading_accounts (user_id, steam_id, label, status, sniping_enabled, steam_connected_at,
                                     steam_username, steam_session_valid, csgoroll_connected_at,
                                     csgoroll_username, csgoroll_cookie_valid, csgoroll_main_balance,
                                     csgoroll_last_checked, created_at)
       select u.id, (76561190000000000 + i)::text, 'Account ' || i,
              case when i % 50 = 0 then 'suspended_payment_required' else 'active' end,
              i % 3 = 0, now() - (i % 300) * interval '1 day', 'steam_' || i, i % 7 <> 0,
              now() - (i % 300) * interval '1 day', 'roll_' || i, i % 9 <> 0,
              ((i::bigint * 53) % 20000)::numeric / 10, now() - (i % 72) * interval '1 hour',
              now() - (i % 300) * interval '1 day'
         from generate_series(1, $1::int) as i
         join seed_users u on u.n = 1 + (i - 1) % $2`,
      [counts.accounts, counts.users],
    );

    await client.query('alter table trades disable trigger trades_follow_daily_figures');
    await step(
      'trades',
      `insert into trades (user_id, steam_id, csgoroll_trade_id, kind, item_name, value, markup_percent,
                           credits_used, status, created_at, completed_at)
       select u.id, (76561190000000000 + 1 + (i - 1) % $3)::text, 'seed-' || i,
              case when i % 3 = 0 then 'deposit' else 'withdrawal' end,
              (array['AK-47 | Redline','AWP | Asiimov','M4A1-S | Hyper Beast','Glock-18 | Fade',
                     'Desert Eagle | Blaze','USP-S | Kill Confirmed'])[1 + i % 6],
              (10 + (i * 13) % 5000)::numeric, ((i * 7) % 80)::numeric / 10,
              ((10 + (i * 13) % 5000) / 1000.0)::numeric(14, 2),
              case when i % 20 = 0 then 'failed' when i % 50 = 1 then 'cancelled' else 'completed' end,
              t, t + interval '2 minutes'
         from generate_series(1, $1::int) as i
         join seed_users u on u.n = 1 + (i - 1) % $2
         cross join lateral (select now() - ((i::bigint * 7919) % 525600) * interval '1 minute' as t) as at`,
      [counts.trades, counts.users, counts.accounts],
    );
    await client.query('delete from trade_daily_figures');
    await step(
      'trade daily figures',
      `insert into trade_daily_figures (day, kind, markup_bucket, trade_count, volume, credits_used)
       select (created_at at time zone 'UTC')::date, kind, market_markup_bucket(markup_percent),
              count(*), sum(value), sum(credits_used)
         from trades where status = 'completed' group by 1, 2, 3`,
    );
    await step(
      'account trade recency',
      `insert into account_trade_recency (steam_id, last_trade_at)
       select steam_id, max(created_at) from trades group by steam_id
       on conflict (steam_id) do update set last_trade_at = excluded.last_trade_at`,
    );
    await client.query('alter table trades enable trigger trades_follow_daily_figures');

    await step(
      'activities',
      `insert into activities (user_id, steam_id, type, title, created_at)
       select u.id, (76561190000000000 + 1 + (i - 1) % $3)::text,
              (array['snipe','deposit','withdrawal','login','settings'])[1 + i % 5],
              (array['Sniped ','Deposited ','Withdrew ','Signed in to ','Changed settings of '])[1 + i % 5]
                || 'item ' || (i % 9973),
              now() - ((i::bigint * 104729) % 31536000) * interval '1 second'
         from generate_series(1, $1::int) as i
         join seed_users u on u.n = 1 + (i - 1) % $2`,
      [counts.activities, counts.users, counts.accounts],
    );
    await step(
      'purchases',
      `insert into purchases (user_id, product_id, product_name, method, provider, provider_ref, status,
                              amount_cents, currency, created_at, completed_at)
       select u.id, p.product_id, p.name, 'card', 'sandbox', 'seed-' || i,
              case when i % 20 = 0 then 'failed' else 'completed' end, p.price_cents, 'eur', t, t
         from generate_series(1, $1::int) as i
         join seed_users u on u.n = 1 + (i * 7) % $2
         join (select product_id, name, price_cents, row_number() over (order by product_id) as k,
                      count(*) over () as total from products) p on p.k = 1 + i % p.total
         cross join lateral (select now() - ((i::bigint * 6007) % 525600) * interval '1 minute' as t) as at`,
      [counts.purchases, counts.users],
    );
    await step(
      'inventory snapshots',
      `insert into inventory_snapshots (account_id, user_id, steam_id, taken_at, inventory, listings,
                                        protected_withdrawals, skins_value, protected_balance,
                                        item_count, tradable_count)
       select id, user_id, steam_id, now() - (hashtext(steam_id) & 1023) * interval '1 minute',
              '[]', '[]', '[]', ((hashtext(steam_id) & 65535) / 10.0)::numeric(16, 2), 0,
              hashtext(steam_id) & 511, (hashtext(steam_id) & 511) / 2
         from trading_accounts`,
    );
    await step(
      'wealth points',
      `insert into wealth_points (user_id, taken_at, total_wealth, skins_value, available_balance,
                                  protected_balance, accounts_data)
       select u.id, now() - ((i - 1) / $2) * interval '6 hours',
              (1000 + i % 997)::numeric, (500 + i % 499)::numeric, 500, 0, '[]'
         from generate_series(1, $1::int) as i
         join seed_users u on u.n = 1 + ((i - 1) % $2) * 10`,
      [counts.wealthPoints, Math.max(1, Math.floor(counts.users / 10))],
    );
    await client.query('commit');
    // Fresh statistics and visibility maps, so counts are index-only from the first request.
    await step('vacuum analyze', 'vacuum analyze');
    return 'seeded';
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
