import { serverLinks } from '@skinpilot/contract';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#1e1f22;color:#f2f3f5;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#2b2d31;border-radius:12px;padding:32px;max-width:420px;width:calc(100% - 32px)}
h1{font-size:1.25rem;margin-top:0}code{background:#1e1f22;padding:2px 6px;border-radius:4px}
.actions{display:flex;gap:12px;margin-top:24px}
button,a.button{flex:1;padding:10px;border-radius:6px;border:0;font-size:1rem;text-align:center;text-decoration:none;cursor:pointer}
button{background:#5865f2;color:#fff}a.button{background:#4e5058;color:#fff}
</style></head><body><main>${body}</main></body></html>`;
}

/** The offline stand-in for Discord's consent screen; it posts back to the same callback. */
export function sandboxConsentPage(input: {
  appName: string;
  state: string;
  code: string;
  discordId: string;
}): string {
  return page(
    'Discord sandbox',
    `<h1>Discord sandbox</h1>
<p>${escapeHtml(input.appName)} wants to link your Discord account. This server has no Discord settings, so this page links a generated test account instead.</p>
<p>Account id: <code data-testid="sandbox-discord-id">${escapeHtml(input.discordId)}</code></p>
<form method="get" action="/api/discord/callback" class="actions">
<input type="hidden" name="state" value="${escapeHtml(input.state)}">
<input type="hidden" name="code" value="${escapeHtml(input.code)}">
<a class="button" href="${serverLinks.profile}">Cancel</a>
<button type="submit">Authorize</button>
</form>`,
  );
}

export function linkFailedPage(detail: string): string {
  return page(
    'Discord linking failed',
    `<h1>Discord linking failed</h1><p>${escapeHtml(detail)}</p>
<div class="actions"><a class="button" href="${serverLinks.profile}">Back to profile</a></div>`,
  );
}
