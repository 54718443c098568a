import { badRequest } from '../../errors/app-error';
import type { CaptchaAction } from '../../integrations/captcha/captcha';
import type { UsersContext } from './users-context';

export async function assertHuman(ctx: UsersContext, token: string, action: CaptchaAction, remoteIp: string) {
  const isHuman = await ctx.providers.captcha.verify({ token, action, remoteIp });
  if (!isHuman) throw badRequest('The human check failed. Please try again.');
}
