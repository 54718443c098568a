import { randomInt } from 'node:crypto';
import type { DiscordOAuth } from './discord';

const SANDBOX_CODE = /^sandbox_(\d{17,19})$/;

/**
 * Without Discord settings the consent step is a page on our own server that offers a generated
 * account id; its code carries that id, and the callback is the same as for the real flow.
 */
export function sandboxDiscord(consentPageUrl: string): DiscordOAuth {
  return {
    authorizeUrl({ state }) {
      return `${consentPageUrl}?${new URLSearchParams({ state }).toString()}`;
    },
    async exchangeCode({ code }) {
      const id = SANDBOX_CODE.exec(code)?.[1];
      return id ? { id } : undefined;
    },
  };
}

/** A Discord-like snowflake id of 18 digits. */
export function generateSandboxDiscordId(): string {
  return `${randomInt(1, 10)}${Array.from({ length: 17 }, () => randomInt(0, 10)).join('')}`;
}

export function sandboxCode(id: string): string {
  return `sandbox_${id}`;
}
