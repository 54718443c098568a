import { createHash, randomBytes } from 'node:crypto';
import type { Actor } from '../../http/authenticate';
import { AppError, badRequest, conflict } from '../../errors/app-error';
import { readToken, signToken } from './access-tokens';
import { writeAudit } from '../audit/write-security-event';
import { consumeDiscordLinkCode, insertDiscordLinkCode } from './discord-link-codes.repository';
import type { UsersContext } from './users-context';
import { findUserByDiscordId, findUserById, setUserDiscordId } from './users.repository';

export const discordTakenDetail = 'This Discord account is already linked to another user.';

function discordProvider(ctx: UsersContext) {
  if (!ctx.providers.discord)
    throw new AppError('unavailable', 'Discord linking is not configured on this server.');
  return ctx.providers.discord;
}

export const discordRedirectUri = (ctx: UsersContext) => `${ctx.config.PUBLIC_URL}/api/discord/callback`;

/** How long a link code works: the SPA uses it the moment it has it. */
const linkCodeLifetimeMs = 60_000;

const hashLinkCode = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * A navigation cannot send a header, and an access token in the query would stay in the browser
 * history for a day. So the SPA first asks (signed in) for a code that works once, for a minute.
 */
export async function mintDiscordLinkCode(ctx: UsersContext, actor: Actor): Promise<string> {
  discordProvider(ctx);
  const user = await findUserById(ctx.db, actor.id);
  if (!user) throw new AppError('unauthorized', 'Your session has expired. Please sign in again.');
  const code = randomBytes(32).toString('base64url');
  const now = ctx.now();
  await insertDiscordLinkCode(
    ctx.db,
    {
      codeHash: hashLinkCode(code),
      userId: user.id,
      tokenVersion: user.tokenVersion,
      expiresAt: new Date(now.getTime() + linkCodeLifetimeMs),
    },
    now,
  );
  return code;
}

/**
 * The browser arrives with a link code (see mintDiscordLinkCode), which this uses up. The `state`
 * sent to Discord is a short-lived signed token naming the user and their token version, so a
 * callback can only link the account of the person who started it.
 */
export async function startDiscordLink(ctx: UsersContext, linkCode: string): Promise<string> {
  const provider = discordProvider(ctx);
  const claim = await consumeDiscordLinkCode(ctx.db, hashLinkCode(linkCode), ctx.now());
  const user = claim && (await findUserById(ctx.db, claim.userId));
  if (!user || user.tokenVersion !== claim.tokenVersion) {
    throw new AppError(
      'unauthorized',
      'This Discord link has expired or was already used. Please start again from your profile.',
    );
  }
  const state = await signToken(
    ctx.tokenKey,
    'discord_link',
    { userId: user.id, version: user.tokenVersion },
    ctx.now(),
  );
  return provider.authorizeUrl({ state, redirectUri: discordRedirectUri(ctx) });
}

/** Checks the state a sandbox consent page is opened with, so it cannot be used without one. */
export async function isDiscordStateValid(ctx: UsersContext, state: string): Promise<boolean> {
  return (await readToken(ctx.tokenKey, 'discord_link', state, ctx.now())) !== undefined;
}

export async function completeDiscordLink(
  ctx: UsersContext,
  input: { state: string; code: string; ip: string },
): Promise<string> {
  const provider = discordProvider(ctx);
  const claims = await readToken(ctx.tokenKey, 'discord_link', input.state, ctx.now());
  if (!claims)
    throw badRequest('This Discord link request has expired. Please start again from your profile.');
  const account = await provider.exchangeCode({ code: input.code, redirectUri: discordRedirectUri(ctx) });
  if (!account) throw badRequest('Discord did not confirm the account. Please try again.');
  try {
    await ctx.db.transaction(async (tx) => {
      const user = await findUserById(tx, claims.userId);
      if (!user || user.tokenVersion !== claims.version) {
        throw badRequest('This Discord link request has expired. Please start again from your profile.');
      }
      const owner = await findUserByDiscordId(tx, account.id);
      if (owner && owner.id !== user.id) throw conflict(discordTakenDetail);
      await setUserDiscordId(tx, user.id, account.id);
      await writeAudit(tx, {
        userId: user.id,
        action: 'discord_linked',
        ipAddress: input.ip,
        details: { discord_id: account.id },
      });
    });
  } catch (error) {
    // Two users finishing at once: the unique index on discord_id is the last word.
    if ((error as { cause?: { code?: string } }).cause?.code === '23505') throw conflict(discordTakenDetail);
    throw error;
  }
  return account.id;
}

export async function unlinkDiscord(ctx: UsersContext, actor: Actor, ip: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const user = await findUserById(tx, actor.id);
    if (!user?.discordId) throw badRequest('No Discord account is linked.');
    await setUserDiscordId(tx, actor.id, null);
    await writeAudit(tx, {
      userId: actor.id,
      action: 'discord_unlinked',
      ipAddress: ip,
      details: { discord_id: user.discordId },
    });
  });
}
