/**
 * A pasted CSGORoll cookie in any of its common forms, as the Cookie header to send:
 * - the bare `session` value (`s%3A...`), as the browser's cookie panel shows it;
 * - `session=<value>`, as R's "Copy Session" button and C's config hold it;
 * - a whole Cookie header (`session=...; cf_clearance=...; __cf_bm=...`), optionally with its
 *   `Cookie:` name, as copied from a request. Every cookie in it is kept: Cloudflare's cookies
 *   must travel with the session.
 * Values are kept as pasted (still URL-encoded), since that is how the browser sends them.
 */
export function cookieHeaderFrom(pasted: string): string {
  const text = pasted
    .trim()
    .replace(/^cookie:\s*/i, '')
    .replace(/[;\s]+$/, '');
  if (!text.includes('=')) return `session=${text}`;
  return text
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.includes('='))
    .join('; ');
}

/** `session=<value>` from a log-in answer's Set-Cookie headers, kept as sent. */
export function sessionFromSetCookie(headers: string[]): string | null {
  for (const header of headers) {
    const match = /^session=([^;]+)/.exec(header.trim());
    if (match) return match[1]!;
  }
  return null;
}
