import { inject } from 'vitest';

/** A token of the bootstrap admin that global-setup starts the product with. */
export async function adminToken(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      username: inject('adminEmail'),
      password: inject('adminPassword'),
      recaptcha_token: '',
    }).toString(),
  });
  if (!res.ok) throw new Error(`The bootstrap admin could not sign in: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}
