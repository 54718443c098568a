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
