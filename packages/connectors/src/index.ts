/**
 * Platform connectors: one client per platform (CSGORoll, Steam) behind a small interface, and a
 * sandbox market that speaks the same protocols. Knows nothing of our database or HTTP server.
 */
export * from './types';
export { createConnectors, type SandboxHandles } from './create-connectors';
export { assertAuthenticatorSecret, parseSocks5Proxy } from './steam/credential-checks';
export { SANDBOX_TRIGGERS } from './sandbox/market-accounts';
export { SANDBOX_STEAM_TRIGGERS } from './sandbox/sandbox-steam-client';
export { startSandboxCsgoroll } from './sandbox/csgoroll-server';
export { itemImageUrl, fallbackItemImage } from './catalogue/item-image';
export { CS2_RARITIES, CS2_SKINS, CS2_EXTERIORS } from './catalogue/cs2-catalogue';
