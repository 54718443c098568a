import { createDiscordLinkCode, unlinkDiscord, updateAvatar } from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/authenticate';
import { registerEndpoint } from '../../http/register-endpoint';
import * as discordLink from './discord-link';
import { setAvatar } from './profile';
import type { UsersContext } from './users-context';

export function usersRoutes(app: FastifyInstance, ctx: UsersContext) {
  registerEndpoint(app, updateAvatar, async (request) => {
    const avatarUrl = await setAvatar(ctx, actorOf(request), {
      avatarUrl: request.body.avatar_url,
      ip: request.ip,
    });
    return { success: true as const, avatar_url: avatarUrl };
  });

  registerEndpoint(app, createDiscordLinkCode, async (request) => {
    const code = await discordLink.mintDiscordLinkCode(ctx, actorOf(request));
    return { success: true as const, code };
  });

  registerEndpoint(app, unlinkDiscord, async (request) => {
    await discordLink.unlinkDiscord(ctx, actorOf(request), request.ip);
    return { success: true as const };
  });
}
