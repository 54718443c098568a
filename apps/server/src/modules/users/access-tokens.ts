import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'skinpilot';
const ACCESS_TOKEN_TTL = '7d';
const SHORT_TOKEN_TTL = '10m';

/** `access` signs calls; the others are single-purpose and never accepted as a bearer token. */
export type TokenPurpose = 'access' | 'two_factor_pending' | 'discord_link';

export type TokenClaims = { userId: string; version: number };

export function tokenKey(jwtSecret: string): Uint8Array {
  return new TextEncoder().encode(jwtSecret);
}

/** Every token carries the user's token version; bumping it on the user revokes them all. */
export function signToken(
  key: Uint8Array,
  purpose: TokenPurpose,
  claims: TokenClaims,
  now: Date,
): Promise<string> {
  return new SignJWT({ ver: claims.version, pur: purpose })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(claims.userId)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(purpose === 'access' ? ACCESS_TOKEN_TTL : SHORT_TOKEN_TTL)
    .sign(key);
}

/** Answers the claims of a valid, unexpired token of that purpose, or undefined. */
export async function readToken(
  key: Uint8Array,
  purpose: TokenPurpose,
  token: string,
  now: Date,
): Promise<TokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (payload.pur !== purpose || typeof payload.sub !== 'string' || typeof payload.ver !== 'number')
      return undefined;
    return { userId: payload.sub, version: payload.ver };
  } catch {
    return undefined;
  }
}
