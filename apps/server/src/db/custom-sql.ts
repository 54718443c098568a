/**
 * SQL that drizzle-kit cannot express. Every statement is idempotent: it runs on every start,
 * inside the migration lock, on databases of any age.
 */

/** Before the migrations: extensions that generated indexes may use. */
export const beforeMigrationsSql = [
  // Trigram indexes make the admin user search (several words, any part of email, username or
  // Discord id) an index lookup on 100,000 users instead of a scan.
  'create extension if not exists pg_trgm',
];

/** After the migrations: functions and triggers on tables the migrations created. */
export const afterMigrationsSql = [
  `create or replace function market_markup_bucket(markup numeric) returns text
     language sql immutable as $$
       select case
         when markup < 1.1 then 'under_1_1'
         when markup < 3.1 then 'under_3_1'
         when markup < 5.1 then 'under_5_1'
         else 'over_5_1'
       end
     $$`,
  // Keeps trade_daily_figures exact and account_trade_recency current for every writer of trades
  // (workers, refunds, seeds, tests), so no code path can forget them. Days are UTC days of
  // created_at; only completed trades count in the figures.
  `create or replace function market_follow_trade_figures() returns trigger
     language plpgsql as $$
     begin
       if tg_op in ('UPDATE', 'DELETE') and old.status = 'completed' then
         update trade_daily_figures
            set trade_count = trade_count - 1,
                volume = volume - old.value,
                credits_used = credits_used - old.credits_used
          where day = (old.created_at at time zone 'UTC')::date
            and kind = old.kind
            and markup_bucket = market_markup_bucket(old.markup_percent);
       end if;
       if tg_op in ('INSERT', 'UPDATE') then
         insert into account_trade_recency as r (steam_id, last_trade_at)
         values (new.steam_id, new.created_at)
         on conflict (steam_id) do update
           set last_trade_at = greatest(r.last_trade_at, excluded.last_trade_at)
           where r.last_trade_at < excluded.last_trade_at;
       end if;
       if tg_op in ('INSERT', 'UPDATE') and new.status = 'completed' then
         insert into trade_daily_figures as f (day, kind, markup_bucket, trade_count, volume, credits_used)
         values ((new.created_at at time zone 'UTC')::date, new.kind,
                 market_markup_bucket(new.markup_percent), 1, new.value, new.credits_used)
         on conflict (day, kind, markup_bucket) do update
           set trade_count = f.trade_count + 1,
               volume = f.volume + excluded.volume,
               credits_used = f.credits_used + excluded.credits_used;
       end if;
       return null;
     end
     $$`,
  'drop trigger if exists trades_follow_daily_figures on trades',
  `create trigger trades_follow_daily_figures
     after insert or update or delete on trades
     for each row execute function market_follow_trade_figures()`,
];
