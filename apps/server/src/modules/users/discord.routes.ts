import { discordPaths, serverLinks } from '@skinpilot/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { statusOf } from '../../http/error-handler';
import { AppError } from '../../errors/app-error';
import { generateSandboxDiscordId, sandboxCode } from '../../integrations/discord/sandbox-discord';
import { completeDiscordLink, isDiscordStateValid, startDiscordLink } from './discord-link';
import { sandboxConsentPage, linkFailedPage } from './discord-pages';
import type { UsersContext } from './users-context';

// Only a one-use code: an access token here (`token=`) would stay in the browser history.
const loginQuery = z.object({ code: z.string().min(1).max(128) }).strict();
const callbackQuery = z.object({
  state: z.string().max(4096).optional(),
  code: z.string().max(512).optional(),
  error: z.string().max(200).optional(),
});
const sandboxQuery = z.object({ state: z.string().min(1).max(4096) });

/**
 * Browser navigations rather than API calls: they answer with redirects, and with a small page
 * instead of JSON when something goes wrong, since a person is looking at the result.
 */
export function discordRoutes(app: FastifyInstance, ctx: UsersContext) {
  app.get(discordPaths.login, { config: { auth: 'none' }, schema: { hide: true } }, async (request, reply) =>
    asPage(reply, async () => {
      const { code } = parseQuery(loginQuery, request.query);
      return reply.redirect(await startDiscordLink(ctx, code));
    }),
  );

  app.get(
    discordPaths.callback,
    { config: { auth: 'none' }, schema: { hide: true } },
    async (request, reply) =>
      asPage(reply, async () => {
        const query = parseQuery(callbackQuery, request.query);
        // The person declined on the consent screen: back to the profile, nothing changed.
        if (query.error || !query.code || !query.state) return reply.redirect(serverLinks.profile);
        const discordId = await completeDiscordLink(ctx, {
          state: query.state,
          code: query.code,
          ip: request.ip,
        });
        return reply.redirect(`${serverLinks.profile}?discord_id=${encodeURIComponent(discordId)}`);
      }),
  );

  if (ctx.providers.discord && !ctx.config.DISCORD_CLIENT_ID) {
    app.get(
      discordPaths.sandbox,
      { config: { auth: 'none' }, schema: { hide: true } },
      async (request, reply) =>
        asPage(reply, async () => {
          const { state } = parseQuery(sandboxQuery, request.query);
          if (!(await isDiscordStateValid(ctx, state))) {
            throw new AppError(
              'bad_request',
              'This Discord link request has expired. Please start again from your profile.',
            );
          }
          const id = generateSandboxDiscordId();
          return reply.type('text/html; charset=utf-8').send(
            sandboxConsentPage({
              appName: ctx.config.APP_NAME,
              state,
              code: sandboxCode(id),
              discordId: id,
            }),
          );
        }),
    );
  }
}

function parseQuery<T>(schema: z.ZodType<T>, query: unknown): T {
  const parsed = schema.safeParse(query);
  if (!parsed.success)
    throw new AppError(
      'bad_request',
      'This Discord link is incomplete. Please start again from your profile.',
    );
  return parsed.data;
}

async function asPage(reply: FastifyReply, run: () => Promise<FastifyReply>): Promise<FastifyReply> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return reply
      .status(statusOf[error.code])
      .type('text/html; charset=utf-8')
      .send(linkFailedPage(error.detail));
  }
}
