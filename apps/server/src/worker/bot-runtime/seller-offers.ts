import type { SteamClient, SteamTradeOffer } from '@skinpilot/connectors';
import type { Db } from '../../db/database';
import { writeAccountActivity } from '../../modules/activity/write-activity';
import type { AccountSecrets } from '../../modules/trading-accounts/open-account-secrets';
import type { AccountConnectors } from '../../modules/trading-accounts/trading-context';
import { judgeOffer, type AwaitedWithdrawal } from './offer-match';
import { withSteamBackoff } from './steam-backoff';
import { noteSteamOffer } from '../../modules/market/record-bot-trades';

type Owner = { userId: string; steamId: string };

export type SellerOffersDeps = {
  db: Db;
  connectors: Pick<AccountConnectors, 'steam'>;
  now: () => Date;
  log: (entry: Record<string, unknown>, message: string) => void;
  owner: Owner;
  steamUsername: string | null;
  secrets: AccountSecrets;
  /** A renewed Steam refresh token, to be sealed and kept. */
  storeRefreshToken: (token: string) => void;
  /** The withdrawals the session waits for, as they are now. */
  awaited: () => AwaitedWithdrawal[];
  stopped: () => boolean;
};

/**
 * The session's Steam client for the sellers' offers of its withdrawals: each offer that gives
 * exactly a withdrawal's items and asks nothing is accepted and confirmed (backing off Steam's rate
 * limits), anything else from a seller is left alone and told once. Without Steam credentials, or when
 * the log-in fails, there is no client: the session still snipes and the offers wait for the user.
 */
export async function startSellerOffers(deps: SellerOffersDeps): Promise<SteamClient | null> {
  const { secrets, log, owner } = deps;
  if (!secrets.steam_password) return null;
  const steam = deps.connectors.steam(
    {
      username: deps.steamUsername ?? '',
      password: secrets.steam_password,
      sharedSecret: secrets.steam_shared_secret ?? '',
      identitySecret: secrets.steam_identity_secret ?? '',
      proxy: secrets.steam_proxy ?? '',
      refreshToken: secrets.steam_refresh_token ?? null,
    },
    { onRefreshToken: deps.storeRefreshToken },
  );
  try {
    await steam.logIn();
  } catch (error) {
    log({ steamId: owner.steamId, err: String(error) }, 'steam log-in failed; offers are left to the user');
    await steam.logOut().catch(() => undefined);
    return null;
  }
  const refused = new Set<string>();
  steam.on({
    onOfferChanged: (offer) =>
      void onOffer(offer).catch((error) =>
        log({ offer: offer?.id, err: String(error) }, 'steam offer not handled'),
      ),
  });

  async function onOffer(offer: SteamTradeOffer) {
    if (deps.stopped()) return;
    const verdict = judgeOffer(offer, deps.awaited());
    if (verdict.kind === 'not_ours') return;
    const tradeId = verdict.withdrawal.csgorollTradeId;
    const offerMetadata = { trade_offer_id: offer.id, trade_id: tradeId, partner_id: offer.partnerSteamId };
    if (verdict.kind === 'refuse') {
      if (refused.has(offer.id)) return;
      refused.add(offer.id);
      log({ offer: offer.id, trade: tradeId, reason: verdict.reason }, 'steam offer not accepted');
      await writeAccountActivity(
        deps.db,
        {
          ...owner,
          type: 'steam',
          title: 'Steam offer not accepted',
          description: `A Steam offer from the seller of a withdrawal was left alone: ${verdict.reason}.`,
          metadata: { action: 'offer_refused', ...offerMetadata },
        },
        deps.now(),
      );
      return;
    }
    // Steam's rate-limit answers (eresult 84, HTTP 429) wait and retry; the offer stays open meanwhile.
    const backoff = {
      sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref()),
      cancelled: deps.stopped,
      onRateLimited: (waitMs: number, attempt: number) =>
        log({ offer: offer.id, waitMs, attempt }, 'steam is rate limiting; trying again later'),
    };
    const accepted = await withSteamBackoff(() => steam.acceptOffer(offer.id), backoff);
    if (accepted.needsConfirmation || offer.needsConfirmation)
      await withSteamBackoff(() => steam.confirmOffer(offer.id), backoff);
    await noteSteamOffer(deps.db, tradeId, offer.id);
    await writeAccountActivity(
      deps.db,
      {
        ...owner,
        type: 'steam',
        title: 'Accepted the seller’s Steam offer',
        description: `The items of withdrawal ${tradeId} are on their way to this Steam account.`,
        metadata: {
          action: 'offer_accepted',
          ...offerMetadata,
          asset_id: verdict.withdrawal.assetIds[0] ?? null,
          auto_action: 'sniping',
        },
      },
      deps.now(),
    );
  }

  return steam;
}
