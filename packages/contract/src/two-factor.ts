import { z } from 'zod';
import { accessTokenAnswer, successAnswer } from './auth';
import { defineEndpoint } from './endpoint';

export const backupCodeSchema = z.string().regex(/^[0-9A-F]{4}-[0-9A-F]{4}$/, 'must look like XXXX-XXXX');

export const twoFactorSetupAnswer = z.object({
  qr_code_svg: z.string(),
  secret_key: z.string(),
  backup_codes: z.array(z.string()),
});
export type TwoFactorSetupAnswer = z.infer<typeof twoFactorSetupAnswer>;

export const setUpTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/2fa/setup',
  api: 'main',
  auth: 'user',
  summary: 'Start two-factor setup: a new secret, its QR code and ten backup codes',
  body: z.object({ password: z.string().min(1, 'is required').max(128) }),
  response: twoFactorSetupAnswer,
});

export const enableTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/2fa/enable',
  api: 'main',
  auth: 'user',
  summary:
    'Turn two-factor on once a code from the new secret matches; every earlier token stops working and a new one is returned',
  body: z.object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'must be 6 digits'),
    temp_secret: z.string().min(16).max(128),
    backup_codes: z.array(backupCodeSchema).length(10, 'must list the 10 backup codes'),
  }),
  /** Other sessions are signed out; the caller goes on with the fresh token. */
  response: successAnswer.extend(accessTokenAnswer.shape),
});

export const disableTwoFactor = defineEndpoint({
  method: 'POST',
  path: '/2fa/disable',
  api: 'main',
  auth: 'user',
  summary: 'Turn two-factor off; every earlier token stops working and a new one is returned',
  body: z.object({
    password: z.string().min(1, 'is required').max(128),
    two_factor_code: z
      .string()
      .min(6, 'must be at least 6 characters')
      .max(9, 'must be at most 9 characters'),
  }),
  response: successAnswer.extend(accessTokenAnswer.shape),
});
