import { disableTwoFactor, enableTwoFactor, setUpTwoFactor } from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../http/authenticate';
import { registerEndpoint } from '../../../http/register-endpoint';
import type { UsersContext } from '../users-context';
import * as disable from './disable-two-factor';
import * as enable from './enable-two-factor';
import * as setUp from './set-up-two-factor';

export function twoFactorRoutes(app: FastifyInstance, ctx: UsersContext) {
  registerEndpoint(app, setUpTwoFactor, (request) =>
    setUp.setUpTwoFactor(ctx, actorOf(request), { password: request.body.password, ip: request.ip }),
  );

  registerEndpoint(app, enableTwoFactor, async (request) => {
    const token = await enable.enableTwoFactor(ctx, actorOf(request), {
      code: request.body.code,
      tempSecret: request.body.temp_secret,
      backupCodes: request.body.backup_codes,
      ip: request.ip,
    });
    return { success: true as const, ...token };
  });

  registerEndpoint(app, disableTwoFactor, async (request) => {
    const token = await disable.disableTwoFactor(ctx, actorOf(request), {
      password: request.body.password,
      code: request.body.two_factor_code,
      ip: request.ip,
    });
    return { success: true as const, ...token };
  });
}
