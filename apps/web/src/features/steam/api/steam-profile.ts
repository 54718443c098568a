import { getSteamLoyaltyToken, getSteamProfile, getSteamTwoFactorCode } from '@skinpilot/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';

/** The Steam Tools tab's on-demand reads: each runs when its button is pressed, never on load. */
type OnError = (error: unknown) => void;

const params = (steamId: string) => ({ params: { steam_id: steamId } });

export const useSteamProfile = (steamId: string, onError: OnError) =>
  useMutation({ mutationFn: () => call(getSteamProfile, params(steamId)), onError });

export const useSteamLoyaltyToken = (steamId: string, onError: OnError) =>
  useMutation({ mutationFn: () => call(getSteamLoyaltyToken, params(steamId)), onError });

export const useSteamTwoFactorCode = (steamId: string, onError: OnError) =>
  useMutation({ mutationFn: () => call(getSteamTwoFactorCode, params(steamId)), onError });
