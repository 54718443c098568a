/**
 * `@skinpilot/connectors/sandbox`: the sandbox market for tests, the benchmark and demo tooling.
 * Production code reaches it only through createConnectors (no CSGOROLL_GRAPHQL_URL).
 */
export {
  startSandboxCsgoroll,
  type SandboxCsgorollOptions,
  type SandboxCsgorollServer,
} from './csgoroll-server';
export { SANDBOX_TRIGGERS } from './market-accounts';
export { SANDBOX_STEAM_TRIGGERS } from './sandbox-steam-client';
export { mintSandboxCaptchaToken } from './sandbox-captcha';
export { relayId, relayNumber } from './relay-id';
export { createSandboxCaptchaSolver } from '../captcha/sandbox-solver';
