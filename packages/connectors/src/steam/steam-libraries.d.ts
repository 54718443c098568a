/**
 * The parts of the untyped Steam libraries we use (steam-totp, steamcommunity,
 * steam-tradeoffer-manager); steam-session ships its own types.
 */
declare module 'steam-totp' {
  export function generateAuthCode(secret: string | Buffer, timeOffset?: number): string;
  export function generateConfirmationKey(identitySecret: string | Buffer, time: number, tag: string): string;
  export function time(timeOffset?: number): number;
  export function getDeviceID(steamId: string): string;
}

declare module 'steamcommunity' {
  type Callback<T = void> = (err: Error | null, result?: T) => void;
  export type HttpCallback = (
    err: Error | null,
    response?: { statusCode: number; headers: Record<string, string>; body?: unknown },
    body?: unknown,
  ) => void;
  export type HttpOptions = {
    uri?: string;
    url?: string;
    method?: string;
    qs?: Record<string, unknown>;
    form?: Record<string, unknown>;
    json?: boolean;
    headers?: Record<string, string>;
  };
  export type SteamIdLike = { getSteamID64(): string; accountid: number };
  export type CEconItemTag = {
    category: string;
    internal_name: string;
    name?: string;
    localized_tag_name?: string;
    color?: string;
  };
  export type CEconItem = {
    assetid?: string;
    id?: string;
    appid: number;
    contextid: string;
    classid: string;
    instanceid: string;
    amount: number;
    name: string;
    market_name: string;
    market_hash_name: string;
    type: string;
    icon_url: string;
    tradable: boolean;
    marketable: boolean;
    commodity: boolean;
    missing?: boolean;
    name_color?: string;
    market_tradable_restriction?: number;
    market_marketable_restriction?: number;
    cache_expiration?: string;
    tags?: CEconItemTag[];
  };
  export type CSteamUser = {
    name: string;
    getAvatarURL(size?: string): string;
    tradeBanState: string;
    isLimitedAccount: boolean;
    customURL: string | null;
  };
  export default class SteamCommunity {
    constructor(options?: { request?: unknown; timeout?: number; userAgent?: string });
    steamID: SteamIdLike | null;
    request: { defaults(options: Record<string, unknown>): SteamCommunity['request'] };
    setCookies(cookies: string[]): void;
    getSessionID(): string;
    httpRequest(options: HttpOptions, callback: HttpCallback, source?: string): void;
    httpRequestGet(options: HttpOptions | string, callback: HttpCallback, source?: string): void;
    httpRequestPost(
      options: HttpOptions | string,
      form: unknown,
      callback?: HttpCallback,
      source?: string,
    ): void;
    getSteamUser(id: SteamIdLike | string, callback: Callback<CSteamUser>): void;
    getUserInventoryContents(
      id: string,
      appId: number,
      contextId: string,
      tradableOnly: boolean,
      callback: (err: Error | null, inventory?: CEconItem[]) => void,
    ): void;
    acceptConfirmationForObject(identitySecret: string, objectId: string, callback: Callback): void;
    /** steamcommunity 3.50.3 components/confirmations.js: POST /trade/new/acknowledge {sessionid, message: 1}. */
    acknowledgeTradeProtection(callback?: Callback): void;
    on(event: 'sessionExpired', listener: (err: Error) => void): this;
  }
}

declare module 'steam-tradeoffer-manager' {
  import type SteamCommunity from 'steamcommunity';
  import type { CEconItem, SteamIdLike } from 'steamcommunity';
  export type TradeOffer = {
    id: string | null;
    partner: SteamIdLike;
    message: string;
    state: number;
    itemsToGive: CEconItem[];
    itemsToReceive: CEconItem[];
    isOurOffer: boolean;
    created: Date;
    updated: Date;
    expires: Date;
    tradeID: string | null;
    fromRealTimeTrade: boolean;
    confirmationMethod: number;
    escrowEnds: Date | null;
    isGlitched(): boolean;
    accept(skipStateUpdate: boolean, callback: (err: Error | null, status?: string) => void): void;
    decline(callback: (err: Error | null) => void): void;
    cancel(callback: (err: Error | null) => void): void;
    addMyItems(items: { assetid: string; appid: number; contextid: string }[]): number;
    setMessage(message: string): void;
    send(callback: (err: (Error & { eresult?: number }) | null, status?: string) => void): void;
  };
  export default class TradeOfferManager {
    static EOfferFilter: { ActiveOnly: 1; HistoricalOnly: 2; All: 3 };
    constructor(options: {
      community: SteamCommunity;
      domain?: string;
      language?: string;
      pollInterval?: number;
      useAccessToken?: boolean;
      dataDirectory?: string | null;
    });
    accessToken: string | null;
    /** The library's own Web API call (lib/webapi.js): IEconService by default, access_token added. */
    _apiCall(
      httpMethod: 'GET' | 'POST',
      method: string,
      version: number,
      input: Record<string, string>,
      callback: (err: Error | null, body?: unknown) => void,
    ): void;
    setCookies(cookies: string[], callback: (err: Error | null) => void): void;
    getOffers(
      filter: number,
      callback: (err: Error | null, sent?: TradeOffer[], received?: TradeOffer[]) => void,
    ): void;
    getOffer(id: string, callback: (err: Error | null, offer?: TradeOffer) => void): void;
    getOfferToken(callback: (err: Error | null, token?: string) => void): void;
    createOffer(partnerOrTradeUrl: string): TradeOffer;
    shutdown(): void;
    on(
      event: 'newOffer' | 'sentOfferChanged' | 'receivedOfferChanged',
      listener: (offer: TradeOffer) => void,
    ): this;
    on(event: 'sessionExpired' | 'pollFailure', listener: (err: Error) => void): this;
    removeAllListeners(): this;
  }
}
