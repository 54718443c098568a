import path from 'node:path';
import type { Config } from '../config';
import { disabledCaptcha, type CaptchaVerifier } from './captcha/captcha';
import { recaptchaVerifier, turnstileVerifier } from './captcha/site-verify';
import type { DiscordOAuth } from './discord/discord';
import { discordOAuth } from './discord/discord-oauth';
import { sandboxDiscord } from './discord/sandbox-discord';
import { nowPaymentsCrypto } from './payments/nowpayments-crypto';
import type { CardPayments, CryptoPayments } from './payments/payments';
import { sandboxCardPayments, sandboxCryptoPayments } from './payments/sandbox-payments';
import { stripeCardPayments, stripeClient } from './payments/stripe-card';
import type { Mailer } from './mail/mailer';
import { outboxMailer } from './mail/outbox-mailer';
import { smtpMailer } from './mail/smtp-mailer';
import { proxyProbe, type ProxyProbe } from './proxy/proxy-probe';

/** The outside world as the services see it; tests hand in fakes for any of these. */
export type Providers = {
  captcha: CaptchaVerifier;
  mailer: Mailer;
  /** Undefined when Discord linking is unavailable (production without Discord settings). */
  discord: DiscordOAuth | undefined;
  clock: () => Date;
  /** Connects through a proxy and answers its exit IP. */
  proxyProbe: ProxyProbe;
  /** Undefined when no card or crypto provider is configured and the sandbox is off. */
  cardPayments: CardPayments | undefined;
  cryptoPayments: CryptoPayments | undefined;
};

export type ProviderLog = { info: (data: object, message: string) => void };

/** The real providers chosen by configuration; the sandbox ones when a service is not configured. */
export function createProviders(config: Config, log: ProviderLog): Providers {
  return {
    captcha: createCaptcha(config),
    mailer:
      config.MAIL_TRANSPORT === 'smtp' && config.SMTP_URL
        ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
        : outboxMailer({
            dir: path.join(config.DATA_DIR, 'outbox'),
            from: config.MAIL_FROM,
            // The file holds the links (open it to follow a reset offline); a log line never
            // carries a live reset token, in any mode, nor the recipient.
            onWritten: (file) => log.info({ file }, 'mail written to the outbox'),
          }),
    discord: createDiscord(config),
    clock: () => new Date(),
    proxyProbe: proxyProbe({
      ipCheckUrl: config.PROXY_IP_CHECK_URL,
      timeoutMs: config.PROXY_TEST_TIMEOUT_MS,
    }),
    ...createPayments(config),
  };
}

function createCaptcha(config: Config): CaptchaVerifier {
  if (config.CAPTCHA_PROVIDER === 'recaptcha' && config.RECAPTCHA_SECRET) {
    return recaptchaVerifier(config.RECAPTCHA_SECRET, config.RECAPTCHA_MIN_SCORE);
  }
  if (config.CAPTCHA_PROVIDER === 'turnstile' && config.TURNSTILE_SECRET) {
    return turnstileVerifier(config.TURNSTILE_SECRET);
  }
  return disabledCaptcha;
}

function createDiscord(config: Config): DiscordOAuth | undefined {
  if (config.DISCORD_CLIENT_ID && config.DISCORD_CLIENT_SECRET) {
    return discordOAuth(config.DISCORD_CLIENT_ID, config.DISCORD_CLIENT_SECRET);
  }
  // A sandbox in production would let anyone claim any Discord id.
  if (config.NODE_ENV === 'production') return undefined;
  return sandboxDiscord('/api/discord/sandbox');
}

function createPayments(config: Config): Pick<Providers, 'cardPayments' | 'cryptoPayments'> {
  const sandbox = config.PAYMENTS_SANDBOX;
  const cardPayments = config.STRIPE_SECRET_KEY
    ? stripeCardPayments(stripeClient(config.STRIPE_SECRET_KEY), config.STRIPE_SECRET_KEY, config.PUBLIC_URL)
    : sandbox
      ? sandboxCardPayments(config.PUBLIC_URL)
      : undefined;
  const cryptoPayments = config.NOWPAYMENTS_API_KEY
    ? nowPaymentsCrypto({
        apiKey: config.NOWPAYMENTS_API_KEY,
        apiUrl: config.NOWPAYMENTS_API_URL,
        publicUrl: config.PUBLIC_URL,
      })
    : sandbox
      ? sandboxCryptoPayments(config.PUBLIC_URL)
      : undefined;
  return { cardPayments, cryptoPayments };
}
