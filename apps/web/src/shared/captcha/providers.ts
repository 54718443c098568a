import { loadScript } from './load-script';

/** The actions the server checks the token against (reCAPTCHA v3 reports them back). */
export type CaptchaAction = 'signup' | 'signin' | 'forgot_password';

type Grecaptcha = {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
};
type Turnstile = {
  render: (container: HTMLElement, options: Record<string, unknown>) => string;
  execute: (widgetId: string) => void;
  remove: (widgetId: string) => void;
};
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    turnstile?: Turnstile;
  }
}

export async function recaptchaToken(siteKey: string, action: CaptchaAction): Promise<string> {
  await loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`);
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) throw new Error('The human check could not be loaded. Please try again.');
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  return grecaptcha.execute(siteKey, { action });
}

/** Turnstile runs an invisible challenge in a widget of its own, removed once it answered. */
export async function turnstileToken(siteKey: string, action: CaptchaAction): Promise<string> {
  await loadScript('https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit');
  const turnstile = window.turnstile;
  if (!turnstile) throw new Error('The human check could not be loaded. Please try again.');
  const container = document.createElement('div');
  container.style.position = 'fixed';
  container.style.bottom = '0';
  container.style.right = '0';
  document.body.appendChild(container);
  try {
    return await new Promise<string>((resolve, reject) => {
      const widgetId = turnstile.render(container, {
        sitekey: siteKey,
        action,
        execution: 'execute',
        appearance: 'interaction-only',
        callback: (token: string) => resolve(token),
        'error-callback': () => reject(new Error('The human check failed. Please try again.')),
      });
      turnstile.execute(widgetId);
    });
  } finally {
    container.remove();
  }
}
