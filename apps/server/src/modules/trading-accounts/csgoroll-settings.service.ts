import type { CsgorollSettingsAnswer, SameShape, saveCsgorollSettingsBody } from '@skinpilot/contract';
import {
  checkCsgorollSettings,
  effectiveCsgorollSettings,
  normaliseList,
  storedCsgorollSettings,
  type CsgorollSettings,
  type Role,
} from '@skinpilot/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { currentRequestId } from '../../http/request-context';
import type { Actor } from '../../http/authenticate';
import { lockAccountOf, updateAccount } from './accounts.repository';
import { requireAccountOf } from './accounts.queries';
import { lockAccountOwner, readAccountOwner } from './account-owner';
import { writeSettingsActivity } from './settings-activity';
import { settingsProblems } from './settings-problems';
import { readSettingsRow, writeSettings } from './settings.repository';
import { assertMayEnableSniping, enforceSnipingRight, snipingRefusalOf } from './sniping-right';
import type { TradingContext } from './trading-context';

type SaveInput = z.output<typeof saveCsgorollSettingsBody>;
/**
 * What the API answers is the domain's CsgorollSettings, field for field (and the contract's markup
 * strategies the domain's markupStrategies): the build fails here when the two disagree.
 */
type Answer = SameShape<CsgorollSettingsAnswer, CsgorollSettings>;

async function csgorollAccountOf(db: DbOrTx, actor: Actor, steamId: string, lock = false) {
  const account = await (lock
    ? lockAccountOf(db, actor.id, steamId)
    : requireAccountOf(db, actor.id, steamId));
  if (!account.csgorollConnectedAt) {
    throw new AppError('not_found', 'This account has no CSGORoll connection.');
  }
  return account;
}

export async function getCsgorollSettingsFor(
  ctx: TradingContext,
  actor: Actor,
  steamId: string,
): Promise<Answer> {
  const now = ctx.now();
  const user = await readAccountOwner(ctx.db, actor.id);
  const account = await csgorollAccountOf(ctx.db, actor, steamId);
  const row = await readSettingsRow(ctx.db, account.id);
  const allowed = snipingRefusalOf(user, now) === null;
  return effectiveCsgorollSettings({
    stored: row?.csgoroll,
    sniping: account.snipingEnabled,
    snipingAllowed: allowed,
    role: user.role,
  });
}

/**
 * The edited fields over the stored ones, checked as a save checks them: a 422 naming every field
 * out of range, a free trial's fields moved into its ranges (named in `clamped`).
 */
function checkedEdit(current: CsgorollSettings, input: SaveInput, role: Role) {
  const merged: CsgorollSettings = {
    ...current,
    ...(input as Partial<CsgorollSettings>),
    blacklist_skins: normaliseList(input.blacklist_skins ?? current.blacklist_skins),
    blacklist_rarity: normaliseList(input.blacklist_rarity ?? current.blacklist_rarity),
    fade_skin_whitelist: normaliseList(input.fade_skin_whitelist ?? current.fade_skin_whitelist),
  };
  const { settings, problems } = checkCsgorollSettings(merged, role);
  if (problems.length > 0) throw settingsProblems(problems);
  const clamped = (Object.keys(settings) as (keyof CsgorollSettings)[]).filter(
    (key) => typeof merged[key] === 'number' && settings[key] !== merged[key],
  );
  if (merged.auto_golden_gemdrop && !settings.auto_golden_gemdrop) clamped.push('auto_golden_gemdrop');
  return { settings, clamped };
}

/**
 * The saved settings and the edited ones a back-test compares (issue 27), checked like a save
 * but written nowhere. An account without CSGORoll is a 404.
 */
export async function csgorollSettingsToCompare(
  db: DbOrTx,
  actor: Actor,
  steamId: string,
  input: SaveInput,
  now: Date,
) {
  const user = await readAccountOwner(db, actor.id);
  const account = await csgorollAccountOf(db, actor, steamId);
  const facts = {
    stored: (await readSettingsRow(db, account.id))?.csgoroll,
    sniping: account.snipingEnabled,
    snipingAllowed: snipingRefusalOf(user, now) === null,
  };
  // Saved: what the bot applies (a trial clamped); edited: the form over the stored values, as a save.
  const saved = effectiveCsgorollSettings({ ...facts, role: user.role });
  return { saved, ...checkedEdit(storedCsgorollSettings(facts), input, user.role) };
}

/**
 * Saves a subset of fields over the stored ones. Regular users get a 422 naming every field out of
 * range; a free trial is clamped into its ranges instead (listed in `clamped`). Sniping is checked
 * under the user's row lock so two accounts cannot both take the last sniping slot.
 */
export async function saveCsgorollSettingsFor(
  ctx: TradingContext,
  actor: Actor,
  steamId: string,
  input: SaveInput,
) {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const user = await lockAccountOwner(tx, actor.id);
    await enforceSnipingRight(tx, user, now);
    const account = await csgorollAccountOf(tx, actor, steamId, true);
    const allowed = snipingRefusalOf(user, now) === null;
    // The save starts from the stored values before any trial clamp, so the answer names each
    // field the trial's ranges moved.
    const current = storedCsgorollSettings({
      stored: (await readSettingsRow(tx, account.id))?.csgoroll,
      sniping: account.snipingEnabled,
      snipingAllowed: allowed,
    });
    const { settings, clamped } = checkedEdit(current, input, user.role);

    if (settings.sniping_enabled && !account.snipingEnabled) {
      await assertMayEnableSniping(tx, user, account, now);
    }
    const { sniping_enabled: snipingEnabled, ...rest } = settings;
    await writeSettings(tx, account.id, { csgoroll: rest }, now, currentRequestId() ?? null);
    await updateAccount(tx, account.id, { snipingEnabled });
    await writeSettingsActivity(
      tx,
      { userId: actor.id, steamId, platform: 'csgoroll', before: current, after: settings },
      now,
    );
    return {
      message:
        clamped.length > 0
          ? `Warning: CSGORoll settings saved; free-trial limits adjusted ${clamped.join(', ')}.`
          : 'CSGORoll settings saved successfully',
      settings,
      clamped,
    };
  });
}
