import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * reCAPTCHA as the sandbox market checks it: a token is good when the sandbox solver minted it for
 * the join action, it is younger than two minutes (reCAPTCHA's own lifetime) and it was not used
 * before. Real solver tokens, empty strings and reused tokens are refused with CSGORoll's
 * "incognito" text.
 */
const SANDBOX_CAPTCHA_KEY = 'skinpilot-sandbox-recaptcha';
export const SANDBOX_CAPTCHA_TTL_MS = 120_000;

const sign = (body: string) => createHmac('sha256', SANDBOX_CAPTCHA_KEY).update(body).digest('base64url');

/** What the sandbox solver hands out: `sbx.<claims>.<signature>`. */
export function mintSandboxCaptchaToken(action: string, now = Date.now()): string {
  const body = Buffer.from(
    JSON.stringify({ a: action, e: now + SANDBOX_CAPTCHA_TTL_MS, n: randomBytes(6).toString('hex') }),
  ).toString('base64url');
  return `sbx.${body}.${sign(body)}`;
}

/** A checker with its own memory of used tokens (one per sandbox server). */
export function createSandboxCaptchaCheck() {
  const used = new Map<string, number>();
  return (token: string | null | undefined, action: string, now = Date.now()): boolean => {
    const [prefix, body, signature] = (token ?? '').split('.');
    if (prefix !== 'sbx' || !body || !signature) return false;
    const expected = Buffer.from(sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { a: string; e: number };
    if (claims.a !== action || claims.e < now || used.has(token!)) return false;
    used.set(token!, claims.e);
    for (const [t, expiry] of used) if (expiry < now) used.delete(t);
    return true;
  };
}
