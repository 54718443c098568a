import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'skinpilot';
/** A day: a stolen token is useful for a day at most; Sign Out and password changes end it sooner. */
const ACCESS_TOKEN_TTL_SECONDS = 24 * 3600;
const SHORT_TOKEN_TTL_SECONDS = 10 * 60;

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
  const issuedAt = Math.floor(now.getTime() / 1000);
  // Counted from `now`, not the machine's clock (a relative '1d' would be), so both agree.
  const lifetime = purpose === 'access' ? ACCESS_TOKEN_TTL_SECONDS : SHORT_TOKEN_TTL_SECONDS;
  return new SignJWT({ ver: claims.version, pur: purpose })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(claims.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetime)
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
      // A token without an expiry would live for ever, even one signed with our own key.
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    if (payload.pur !== purpose || typeof payload.sub !== 'string' || typeof payload.ver !== 'number')
      return undefined;
    return { userId: payload.sub, version: payload.ver };
  } catch {
    return undefined;
  }
}
