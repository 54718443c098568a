// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient types of the untyped Steam libraries must reach every program compiling this file (server, bots)
/// <reference path="./steam-libraries.d.ts" />
import SteamTotp from 'steam-totp';
import type { SteamGuardCode } from '../types/steam';

/**
 * Steam Guard codes from the authenticator's shared_secret. Never steam-totp's callback form: it
 * asks Steam's time server, a network call we do not want in the hot path or in tests; the
 * machine clock is kept in sync by the host.
 */
export function steamGuardCode(sharedSecret: string, nowMs: number = Date.now()): SteamGuardCode {
  const nowSeconds = Math.floor(nowMs / 1000);
  const offset = nowSeconds - SteamTotp.time();
  return { code: SteamTotp.generateAuthCode(sharedSecret, offset), validForSeconds: 30 - (nowSeconds % 30) };
}
