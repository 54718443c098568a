/**
 * What the Steam client exposes, one instance per account. Offer states are Steam's numbers 1 to 11
 * (see @skinpilot/domain tradeOfferStates); times are ISO strings.
 */

export type SteamCredentials = {
  username: string;
  password: string;
  /** 20 bytes, base64: the authenticator's shared_secret (Steam Guard codes). */
  sharedSecret: string;
  /** 20 bytes, base64: the authenticator's identity_secret (mobile confirmations). */
  identitySecret: string;
  /** socks5://[user:pass@]host:port; a proxy belongs to one account. */
  proxy: string;
  /** Kept from an earlier log-in (stored encrypted by the caller) so restarts need no password. */
  refreshToken?: string | null;
  /**
   * Identifies this log-on among the account's sessions (steam-user's `logonID`, the
   * `obfuscated_private_ip` of CMsgClientLogOn; 0 when left out). A second CM log-on of the same
   * account from the same public IP with the same id kicks the first with LogonSessionReplaced
   * (eresult 34). steam-session's web log-in (the live client) has no such id.
   */
  logonId?: number;
};

/**
 * A signed-in web session handed from the client that logged in (the account's session owner) to
 * clients that must not log in again: steamLoginSecure and the other web cookies, and the access
 * token they carry. A client given one (SteamClient.useWebSession) works without a log-in until
 * the owner's session ends or the token expires; it never renews anything.
 */
export type SteamWebSession = {
  steamId: string;
  cookies: string[];
  accessToken: string;
  accessTokenExpiresAt: string;
};

export type SteamSession = {
  steamId: string;
  /** Store it encrypted and hand it back in SteamCredentials.refreshToken. */
  refreshToken: string;
  accessTokenExpiresAt: string;
  refreshTokenExpiresAt: string;
  /**
   * The address Steam saw the log-on come from, when the client learns it (steam-user's publicIP;
   * the sandbox). Compare it with the proxy's exit IP: a proxy silently not used (steam-user issue
   * 517) shows as a different address. Null when the client cannot tell (steam-session log-ins).
   */
  publicIp: string | null;
};

export type SteamSessionStatus = {
  isValid: boolean;
  steamId: string | null;
  accessTokenExpiresAt: string | null;
};

export type SteamProfile = {
  steamId: string;
  personaName: string;
  avatarUrl: string | null;
  profileUrl: string;
  tradeUrl: string;
  level: number;
  isCommunityBanned: boolean;
};

export type SteamGuardCode = { code: string; validForSeconds: number };

export type SteamWear = 'FN' | 'MW' | 'FT' | 'WW' | 'BS';

export type SteamInventoryItem = {
  assetId: string;
  classId: string;
  instanceId: string;
  name: string;
  marketName: string;
  marketHashName: string;
  type: string;
  iconUrl: string;
  tradable: boolean;
  marketable: boolean;
  commodity: boolean;
  amount: number;
  /** Steam's internal tag names: `strange` means StatTrak, `tournament` Souvenir. */
  qualityInternal: string | null;
  /** WearCategory0..4 */
  exteriorInternal: string | null;
  rarityInternal: string | null;
  rarityColor: string | null;
  wear: SteamWear | null;
  isStatTrak: boolean;
  isSouvenir: boolean;
  /** Days until the item may be traded or sold; 0 when free. */
  tradeCooldownDays: number;
  marketCooldownDays: number;
  /**
   * Held by Steam's trade protection (since July 2025): the item sits in inventory context 16, not 2,
   * cannot be traded while the protection lasts (`tradeCooldownDays`), and its trade may still be
   * rolled back.
   */
  protected: boolean;
};

export type SteamOfferItem = {
  assetId: string;
  appId: number;
  contextId: string;
  amount: number;
  name: string;
  marketName: string;
  marketHashName: string;
  iconUrl: string;
  missing: boolean;
};

export type SteamTradeOffer = {
  id: string;
  /** 1..11 as Steam numbers them. */
  state: number;
  isOurOffer: boolean;
  partnerSteamId: string;
  message: string;
  itemsToGive: SteamOfferItem[];
  itemsToReceive: SteamOfferItem[];
  isGift: boolean;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  tradeId: string | null;
  /** When the offer waits for a mobile confirmation. */
  needsConfirmation: boolean;
  escrowEndsAt: string | null;
  fromRealTimeTrade: boolean;
};

/**
 * One trade as IEconService/GetTradeStatus reports it. `status` is Steam's ETradeStatus as given:
 * 0 to 11 as steam-tradeoffer-manager 2.13 knows them, and 12 (TradeProtectionRollback) since trade
 * protection (July 2025); anything else reaches the caller as it came (NaN when not a number), for
 * the caller to skip. `rollbackTradeId` is the trade that sent the items back (`rollback_trade`).
 */
export type SteamTradeStatus = { tradeId: string; status: number; rollbackTradeId: string | null };

export type SteamTradeOffers = { sent: SteamTradeOffer[]; received: SteamTradeOffer[] };

export type SendGiftRequest = { tradeUrl: string; assetIds: string[]; message?: string };

export type SteamClientEvents = {
  /** An offer arrived or changed state (polling inside the library or the sandbox). */
  onOfferChanged?: (offer: SteamTradeOffer) => void;
  /** The session ended (token expired and renewal failed, or logged off elsewhere). */
  onSessionLost?: (error: Error) => void;
};

export type SteamClient = {
  readonly steamId: () => string | null;
  /** Logs in with the refresh token when one is kept, otherwise with password and a Guard code. */
  logIn(): Promise<SteamSession>;
  /** The web session of this signed-in client, for others to use instead of logging in. */
  webSession(): SteamWebSession;
  /**
   * Signs this client in with another client's web session: no log-in. Throws UnauthenticatedError
   * when the session is over (its token expired; in the sandbox also a replaced session's token).
   */
  useWebSession(web: SteamWebSession): Promise<void>;
  sessionStatus(): SteamSessionStatus;
  /** The session's access token (steamLoginSecure's second part); renews the session if needed. */
  accessToken(): Promise<string>;
  /**
   * The `webapi_token` steamcommunity hands the signed-in web session: the token CSGORoll tracks
   * deposit offers with (CsgorollClient.updateSteamAccessToken).
   */
  webApiToken(): Promise<string>;
  profile(): Promise<SteamProfile>;
  twoFactorCode(): SteamGuardCode;
  /** CS2 inventory (app 730, context 2), every page past Steam's 1000-item cap. */
  inventory(): Promise<SteamInventoryItem[]>;
  tradeOffers(): Promise<SteamTradeOffers>;
  acceptOffer(offerId: string): Promise<SteamTradeOffer>;
  declineOffer(offerId: string): Promise<SteamTradeOffer>;
  cancelOffer(offerId: string): Promise<SteamTradeOffer>;
  /**
   * IEconService/GetTradeStatus for one trade id: the trades Steam's answer lists (normally that
   * one; none when Steam does not know it).
   */
  tradeStatus(tradeId: string): Promise<SteamTradeStatus[]>;
  /**
   * Acknowledges Steam's trade-protection notice (steamcommunity 3.50.3 acknowledgeTradeProtection:
   * POST /trade/new/acknowledge). Until then sending fails with TradeProtectionNotAcknowledgedError.
   */
  acknowledgeTradeProtection(): Promise<void>;
  /** Sends items for nothing in return and confirms it with identity_secret. */
  sendGift(request: SendGiftRequest): Promise<SteamTradeOffer>;
  /** Confirms a pending offer on the mobile authenticator. */
  confirmOffer(offerId: string): Promise<void>;
  on(events: SteamClientEvents): () => void;
  logOut(): Promise<void>;
};

export type ProxyCheck = { exitIp: string; latencyMs: number };
