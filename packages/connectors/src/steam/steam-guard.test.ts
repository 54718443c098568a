// @vitest-environment node
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient types of the untyped Steam libraries must reach every program compiling this file (server, bots)
/// <reference path="./steam-libraries.d.ts" />
import { describe, expect, it } from 'vitest';
import { steamGuardCode } from './steam-guard';

/**
 * RFC 4226 Appendix D: for the secret "12345678901234567890", the published 31-bit truncated HMAC
 * values of counters 0 to 9. Steam Guard takes the same value for the counter `time / 30` and writes
 * it with Steam's 26-letter alphabet, five characters, least significant first.
 */
const RFC4226_TRUNCATED = [
  1284755224, 1094287082, 137359152, 1726969429, 1640338314, 868254676, 1918287922, 82162583, 673399871,
  645520489,
];
const STEAM_ALPHABET = '23456789BCDFGHJKMNPQRTVWXY';
const SECRET = Buffer.from('12345678901234567890').toString('base64');

function steamCodeOf(truncated: number): string {
  let value = truncated;
  let code = '';
  for (let i = 0; i < 5; i += 1) {
    code += STEAM_ALPHABET[value % 26];
    value = Math.floor(value / 26);
  }
  return code;
}

describe('Steam Guard codes from steam-totp', () => {
  it.each(RFC4226_TRUNCATED.map((value, counter) => [counter, steamCodeOf(value)]))(
    'counter %i gives %s',
    (counter, expected) => {
      // The middle of the 30-second window, so a second ticking over cannot change the counter.
      const code = steamGuardCode(SECRET, (counter * 30 + 15) * 1000);
      expect(code.code).toBe(expected);
      expect(code.validForSeconds).toBe(15);
    },
  );
});
