import { confirmPasswordReset, requestPasswordReset, signIn, signOut, signUp } from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/authenticate';
import { registerEndpoint } from '../../http/register-endpoint';
import { writeAudit } from '../audit/write-security-event';
import { revokeUserTokens } from './users.repository';
import * as passwordReset from './password-reset';
import * as signInOperation from './sign-in';
import * as signUpOperation from './sign-up';
import type { UsersContext } from './users-context';

export function authRoutes(app: FastifyInstance, ctx: UsersContext) {
  registerEndpoint(app, signUp, ({ body, ip }) =>
    signUpOperation.signUp(ctx, {
      username: body.username,
      email: body.email,
      password: body.password,
      captchaToken: body.recaptcha_token,
      ip,
    }),
  );

  registerEndpoint(app, signIn, ({ body, ip }) =>
    signInOperation.signIn(ctx, {
      email: body.username,
      password: body.password,
      code: body.two_factor_code,
      captchaToken: body.recaptcha_token,
      ip,
    }),
  );

  // Revokes by the account's token version, the same one a password change bumps: every session of
  // the account ends, since a token cannot be told apart from the others of its version.
  registerEndpoint(app, signOut, async (request) => {
    const actor = actorOf(request);
    await ctx.db.transaction(async (tx) => {
      await revokeUserTokens(tx, actor.id);
      await writeAudit(tx, { userId: actor.id, action: 'signed_out', ipAddress: request.ip });
    });
    return { success: true as const };
  });

  registerEndpoint(app, requestPasswordReset, async ({ body, ip, log }) => {
    await passwordReset.requestPasswordReset(
      ctx,
      { email: body.email, captchaToken: body.recaptcha_token, ip },
      (err) => log.error({ err }, 'password reset mail could not be sent'),
    );
    return { success: true as const };
  });

  registerEndpoint(app, confirmPasswordReset, async ({ body, ip }) => {
    await passwordReset.confirmPasswordReset(ctx, { token: body.token, newPassword: body.new_password, ip });
    return { success: true as const };
  });
}
