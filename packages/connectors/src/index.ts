/**
 * Platform connectors: one client per platform (CSGORoll, Steam) behind a small interface, and a
 * sandbox market that speaks the same protocols (its handles: `@skinpilot/connectors/sandbox`).
 * Knows nothing of our database or HTTP server.
 */
export * from './types';
export { createConnectors, type SandboxHandles } from './create-connectors';
export { createFrameScan, type FrameScan } from './csgoroll/scan-frame';
/** The listing feed's subscriptions as the client sends them (tests that hold its frames). */
export { ON_CREATE_TRADES, ON_CREATE_TRADE_LEGACY } from './csgoroll/operations';
export { parseNewTrades } from './csgoroll/parse';
export { assertAuthenticatorSecret, parseSocks5Proxy } from './steam/credential-checks';
export { itemImageUrl, fallbackItemImage } from './catalogue/item-image';
export { CS2_RARITIES, CS2_SKINS, CS2_EXTERIORS } from './catalogue/cs2-catalogue';
export { sandboxPriceList, type SandboxPrice } from './catalogue/sandbox-price-list';
export {
  createCaptchaSolver,
  type CaptchaProvider,
  type CaptchaServicesConfig,
} from './captcha/create-solver';
export { createCaptchaPool, type CaptchaPoolOptions } from './captcha/token-pool';
export { csgorollJoinCaptcha } from './captcha/csgoroll-captcha';
