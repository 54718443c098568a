import {
  backtestCsgorollSettings,
  getCsgorollSettings,
  getSteamSettings,
  saveCsgorollSettings,
  saveSteamSettings,
  type BodyOf,
} from '@skinpilot/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';

const settingsKey = (steamId: string, platform: 'csgoroll' | 'steam') =>
  ['trading', 'accounts', steamId, 'settings', platform] as const;

export const csgorollSettingsQuery = (steamId: string) =>
  queryOptions({
    queryKey: settingsKey(steamId, 'csgoroll'),
    queryFn: () => call(getCsgorollSettings, { params: { steam_id: steamId } }),
  });

export const steamSettingsQuery = (steamId: string) =>
  queryOptions({
    queryKey: settingsKey(steamId, 'steam'),
    queryFn: () => call(getSteamSettings, { params: { steam_id: steamId } }),
  });

export const saveCsgorollSettingsCall = (steamId: string, body: BodyOf<typeof saveCsgorollSettings>) =>
  call(saveCsgorollSettings, { params: { steam_id: steamId }, body });

export const saveSteamSettingsCall = (steamId: string, body: BodyOf<typeof saveSteamSettings>) =>
  call(saveSteamSettings, { params: { steam_id: steamId }, body });

/** Replays the recorded feed for the form's (unsaved) settings and the saved ones (issue 27). */
export const backtestCsgorollSettingsCall = (
  steamId: string,
  body: BodyOf<typeof backtestCsgorollSettings>,
) => call(backtestCsgorollSettings, { params: { steam_id: steamId }, body });
