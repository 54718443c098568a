import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** Letters, digits, `_`, `-` and `.`; unique regardless of case. */
export const usernameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{3,32}$/, 'must be 3 to 32 letters, digits, _, - or .');
/** Trimmed and lower-cased before it is compared or stored. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('must be a valid email address').max(254, 'must be at most 254 characters'));
/** The upper bound keeps a password hash from being used to burn server time. */
export const passwordSchema = z
  .string()
  .min(8, 'must be at least 8 characters')
  .max(128, 'must be at most 128 characters');
/** The human-check token; empty when the deployment runs without a captcha provider. */
const captchaToken = z.string().max(4096).default('');

export const accessTokenAnswer = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
});
export type AccessTokenAnswer = z.infer<typeof accessTokenAnswer>;

export const signUp = defineEndpoint({
  method: 'POST',
  path: '/signup',
  api: 'main',
  auth: 'none',
  encoding: 'form',
  summary: 'Create an account and sign in',
  body: z.object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    recaptcha_token: captchaToken,
  }),
  response: accessTokenAnswer,
});

export const twoFactorRequiredAnswer = z.object({
  requires_2fa: z.literal(true),
  /** Short-lived proof that the password step passed; it grants nothing by itself. */
  temp_token: z.string(),
});
export const signInAnswer = z.union([accessTokenAnswer, twoFactorRequiredAnswer]);
export type SignInAnswer = z.infer<typeof signInAnswer>;

export const signIn = defineEndpoint({
  method: 'POST',
  path: '/signin',
  api: 'main',
  auth: 'none',
  encoding: 'form',
  summary: 'Sign in with email, password and, when enabled, a two-factor or backup code',
  body: z.object({
    /** The email address; the field keeps the name the sign-in form posts. */
    username: z.string().trim().toLowerCase().min(1, 'is required').max(254),
    password: z.string().min(1, 'is required').max(128),
    recaptcha_token: captchaToken,
    two_factor_code: z
      .string()
      .max(16)
      .optional()
      .transform((v) => (v && v.trim() !== '' ? v : undefined)),
  }),
  response: signInAnswer,
});

export const successAnswer = z.object({ success: z.literal(true) });

export const requestPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/password-reset/request',
  api: 'main',
  auth: 'none',
  encoding: 'form',
  summary: 'Mail a reset link; answers the same whether or not the account exists',
  body: z.object({ recaptcha_token: captchaToken, email: emailSchema }),
  response: successAnswer,
});

export const confirmPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/password-reset/confirm',
  api: 'main',
  auth: 'none',
  summary: 'Set a new password with a reset token; signs out every session',
  body: z.object({ token: z.string().min(1, 'is required').max(256), new_password: passwordSchema }),
  response: successAnswer,
});

export const signOut = defineEndpoint({
  method: 'POST',
  path: '/signout',
  api: 'main',
  auth: 'user',
  summary: "Sign out: every token of the caller's account stops working",
  response: successAnswer,
});
