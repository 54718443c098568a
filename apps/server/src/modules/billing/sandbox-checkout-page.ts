import type { PurchaseRow } from './billing.schema';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The page's script, served as a file: the Content-Security-Policy allows no inline script. */
export const sandboxCheckoutScriptPath = '/api/sandbox/checkout-page.js';

/** Pay and Cancel: calls the sandbox API for the checkout named on <main data-ref>, then follows it. */
export const sandboxCheckoutScript = `const ref = document.querySelector('main').dataset.ref;
for (const button of document.querySelectorAll('button[data-action]')) {
  button.addEventListener('click', async () => {
    for (const b of document.querySelectorAll('button')) b.disabled = true;
    const res = await fetch('/api/sandbox/checkout/' + ref + '/' + button.dataset.action, { method: 'POST' });
    const body = await res.json().catch(() => ({}));
    if (res.ok) { location.assign(body.redirect_url); return; }
    document.getElementById('error').textContent = body.detail || 'Something went wrong.';
  });
}
`;

/**
 * The sandbox provider's checkout page, served by our own server so every purchase path works
 * offline. Pay and Cancel call the sandbox API and then follow the redirect it answers.
 */
export function sandboxCheckoutPage(purchase: PurchaseRow, appName: string): string {
  const amount = `${(purchase.amountCents / 100).toFixed(2)} ${purchase.currency.toUpperCase()}`;
  const kind = purchase.method === 'crypto' ? 'Crypto invoice' : 'Card checkout';
  const ref = encodeURIComponent(purchase.providerRef);
  const isOpen = purchase.status === 'pending';
  return `<!doctype html>
<html lang="en" data-theme="dark"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox checkout - ${escapeHtml(appName)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#111827;color:#e5e7eb;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#1f2937;border-radius:12px;padding:28px;width:min(92vw,420px)}
.banner{background:#b45309;color:#fff;border-radius:8px;padding:8px 12px;font-size:14px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:#9ca3af}dd{margin:0;text-align:right;font-variant-numeric:tabular-nums}
button{font:inherit;border:0;border-radius:8px;padding:10px 16px;cursor:pointer}
.pay{background:#16a34a;color:#fff;flex:1}.cancel{background:#374151;color:#e5e7eb}
.row{display:flex;gap:12px;margin-top:20px}#error{color:#f87171}
</style></head><body><main data-ref="${escapeHtml(ref)}">
<p class="banner">Sandbox mode: no real money moves.</p>
<h1>${escapeHtml(kind)}</h1>
<dl>
<dt>Product</dt><dd>${escapeHtml(purchase.productName)}</dd>
${purchase.discountPercent ? `<dt>Discount</dt><dd>${purchase.discountPercent}%</dd>` : ''}
<dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
<dt>Status</dt><dd>${escapeHtml(purchase.status)}</dd>
</dl>
${
  isOpen
    ? `<div class="row"><button class="cancel" data-action="cancel">Cancel</button><button class="pay" data-action="pay">Pay ${escapeHtml(amount)}</button></div>`
    : '<p>This checkout is closed.</p>'
}
<p id="error" role="alert"></p>
</main>
<script src="${sandboxCheckoutScriptPath}"></script></body></html>`;
}
