/** Expiry of a Steam JWT (access or refresh token), read from its `exp` claim; null if unreadable. */
export function tokenExpiry(jwt: string | null | undefined): Date | null {
  const payload = jwt?.split('.')[1];
  if (!payload) return null;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: number };
    return typeof exp === 'number' ? new Date(exp * 1000) : null;
  } catch {
    return null;
  }
}

/** The access token inside steamLoginSecure (`<steamid>||<token>`, URL-encoded); null without it. */
export function accessTokenOfCookies(cookies: string[]): string | null {
  for (const cookie of cookies) {
    const match = /^steamLoginSecure=([^;]*)/.exec(cookie.trim());
    if (!match) continue;
    const token = decodeURIComponent(match[1]!).split('||')[1];
    if (token) return token;
  }
  return null;
}
