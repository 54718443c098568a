import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import type { MailMessage } from '../src/integrations/mail/mailer';
import type { Providers } from '../src/integrations/providers';

/** Posts a form the way the SPA's sign-up, sign-in and reset forms do. */
export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  remoteAddress = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress,
  });
}

export function callAs(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

let counter = 0;

/** A new account with a unique name; answers its credentials and bearer token. */
export async function signUpUser(app: FastifyInstance, overrides: { password?: string } = {}) {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}`;
  const account = {
    username: `trader_${suffix}`,
    email: `trader.${suffix}@example.com`,
    password: overrides.password ?? 'correct horse 1',
  };
  const res = await postForm(app, '/api/signup', { ...account, recaptcha_token: '' });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { ...account, token: res.json().access_token as string };
}

/** Records mails instead of sending them. */
export function recordingMailer() {
  const sent: MailMessage[] = [];
  return {
    sent,
    mailer: { send: async (message: MailMessage) => void sent.push(message) } satisfies Providers['mailer'],
    /** The reset link of the latest mail to `to` (sending happens after the answer, so it waits). */
    async resetLinkFor(to: string): Promise<string> {
      for (let i = 0; i < 50; i++) {
        const mail = sent.findLast((m) => m.to === to);
        const link = mail?.text.match(/https?:\/\/\S+change-password\?token=\S+/)?.[0];
        if (link) return link;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no reset mail to ${to}`);
    },
  };
}

/** A clock the test moves by hand. */
export function manualClock(start = new Date()) {
  let now = start.getTime();
  return {
    clock: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** The authenticator app's code for `secret` at `at`, computed the way a phone does. */
export function totpCode(secret: string, at: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}
