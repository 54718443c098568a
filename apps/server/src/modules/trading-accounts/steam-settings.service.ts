import type { saveSteamSettingsBody, SteamSettingsAnswer } from '@skinpilot/contract';
import { checkSteamSettings, DEFAULT_STEAM_SETTINGS, type SteamSettings } from '@skinpilot/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { currentRequestId } from '../../http/request-context';
import type { Actor } from '../../http/authenticate';
import { lockAccountOf, deleteSecrets, writeSecrets } from './accounts.repository';
import { readSecrets, requireAccountOf } from './accounts.queries';
import { openAll, sealAll } from './seal-secrets';
import { writeSettingsActivity } from './settings-activity';
import { settingsProblems } from './settings-problems';
import { readSettingsRow, writeSettings } from './settings.repository';
import type { TradingContext } from './trading-context';

type SaveInput = z.output<typeof saveSteamSettingsBody>;

async function steamAccountOf(db: DbOrTx, actor: Actor, steamId: string, lock = false) {
  const account = await (lock
    ? lockAccountOf(db, actor.id, steamId)
    : requireAccountOf(db, actor.id, steamId));
  if (!account.steamConnectedAt) throw new AppError('not_found', 'This account has no Steam connection.');
  return account;
}

/** Only the last 4 characters of the Web API key ever leave the server. */
export const maskApiKey = (key: string) => `••••${key.slice(-4)}`;

async function apiKeyOf(ctx: TradingContext, db: DbOrTx, accountId: string): Promise<string | null> {
  const stored = (await readSecrets(db, accountId)).filter((s) => s.name === 'steam_web_api_key');
  return openAll(ctx.vault, accountId, stored).steam_web_api_key ?? null;
}

function answer(settings: SteamSettings, apiKey: string | null): SteamSettingsAnswer {
  return { ...settings, web_api_key: apiKey ? maskApiKey(apiKey) : null };
}

export async function getSteamSettingsFor(ctx: TradingContext, actor: Actor, steamId: string) {
  const account = await steamAccountOf(ctx.db, actor, steamId);
  const row = await readSettingsRow(ctx.db, account.id);
  const settings = { ...DEFAULT_STEAM_SETTINGS, ...(row?.steam ?? {}) } as SteamSettings;
  return answer(settings, await apiKeyOf(ctx, ctx.db, account.id));
}

/**
 * Saves a subset of fields. monitor_interval and auto_cancel_timeout_minutes out of range are a
 * 422; reversal_check_interval_hours is clamped (section 5). The Web API key is sealed like the
 * other credentials; leaving it out or sending its masked form keeps it, empty text removes it.
 */
export async function saveSteamSettingsFor(
  ctx: TradingContext,
  actor: Actor,
  steamId: string,
  input: SaveInput,
) {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const account = await steamAccountOf(tx, actor, steamId, true);
    const row = await readSettingsRow(tx, account.id);
    const current = { ...DEFAULT_STEAM_SETTINGS, ...(row?.steam ?? {}) } as SteamSettings;
    const { web_api_key: apiKeyInput, ...fields } = input;
    const merged = { ...current, ...fields } as SteamSettings;
    const { settings, problems } = checkSteamSettings(merged);
    if (problems.length > 0) throw settingsProblems(problems);
    const clamped = (Object.keys(settings) as (keyof SteamSettings)[]).filter(
      (key) => settings[key] !== merged[key],
    );
    await writeSettings(tx, account.id, { steam: settings }, now, currentRequestId() ?? null);

    const keyBefore = await apiKeyOf(ctx, tx, account.id);
    let apiKey = keyBefore;
    const keepsKey = apiKeyInput === undefined || (apiKey !== null && apiKeyInput === maskApiKey(apiKey));
    if (!keepsKey) {
      const next = apiKeyInput?.trim() ?? '';
      if (next === '') await deleteSecrets(tx, account.id, ['steam_web_api_key']);
      else
        await writeSecrets(tx, account.id, sealAll(ctx.vault, account.id, { steam_web_api_key: next }), now);
      apiKey = next === '' ? null : next;
    }
    await writeSettingsActivity(
      tx,
      {
        userId: actor.id,
        steamId,
        platform: 'steam',
        before: current,
        after: settings,
        secretChanges: apiKey === keyBefore ? [] : ['web_api_key'],
      },
      now,
    );
    return {
      message:
        clamped.length > 0
          ? `Warning: Steam settings saved; adjusted into range: ${clamped.join(', ')}.`
          : 'Steam settings saved successfully',
      settings: answer(settings, apiKey),
      clamped,
    };
  });
}
