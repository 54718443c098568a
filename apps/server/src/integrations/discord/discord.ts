/** The Discord OAuth2 authorization-code flow, reduced to the two steps our server takes. */
export type DiscordOAuth = {
  /** Where to send the browser to ask the person for consent. */
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  /** Trades the code from the callback for the Discord account's id. */
  exchangeCode(input: { code: string; redirectUri: string }): Promise<{ id: string } | undefined>;
};
