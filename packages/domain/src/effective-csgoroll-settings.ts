import { checkCsgorollSettings, DEFAULT_CSGOROLL_SETTINGS, type CsgorollSettings } from './csgoroll-settings';
import type { Role } from './roles';

/**
 * An account's settings as saved: the stored values over today's defaults (a row written before a
 * field existed reads it as its default), with the sniping switch, which lives on the account and
 * not among the stored values. Off when the owner may no longer enable sniping (no licence or no
 * credits): they read it off at once, and the worker's next round writes it off.
 */
export function storedCsgorollSettings(account: {
  stored: Readonly<Record<string, unknown>> | null | undefined;
  sniping: boolean;
  snipingAllowed?: boolean;
}): CsgorollSettings {
  return {
    ...DEFAULT_CSGOROLL_SETTINGS,
    ...(account.stored ?? {}),
    sniping_enabled: account.sniping && account.snipingAllowed !== false,
  } as CsgorollSettings;
}

/**
 * The one reading of an account's effective CSGORoll settings, the values the bots apply, the
 * settings dialog opens with and the API answers: the stored settings (storedCsgorollSettings), and
 * for a free trial its values pulled into the trial's ranges with golden gemdrop off.
 */
export function effectiveCsgorollSettings(account: {
  stored: Readonly<Record<string, unknown>> | null | undefined;
  sniping: boolean;
  snipingAllowed?: boolean;
  role: Role;
}): CsgorollSettings {
  const settings = storedCsgorollSettings(account);
  return account.role === 'free_trial' ? checkCsgorollSettings(settings, account.role).settings : settings;
}
