import type { botProviders } from '@skinpilot/contract';

/**
 * Where a sniping session runs. `local`: inside the worker processes that claim it (no instance to
 * start). The cloud providers start one machine per session whose user data runs our worker for
 * that session only (see `worker-user-data.ts`), and delete it when the session ends.
 */
export type ProviderName = (typeof botProviders)[number];
export type CloudProviderName = Exclude<ProviderName, 'local'>;

export type InstanceRequest = {
  /** The bot_sessions row the instance runs; also its name at the cloud, for people reading the console. */
  sessionId: string;
  /** The cloud-init script; it carries secrets, so it is never logged. */
  userData: string;
};

/** What the cloud told us about an instance; the public IP may come only once it is up. */
export type InstancePlace = { instanceId: string; region: string; publicIp: string | null };

export interface InstanceProvider {
  readonly name: CloudProviderName;
  start(request: InstanceRequest): Promise<InstancePlace>;
  /** The instance as it is now (its public IP once assigned); null when the cloud no longer has it. */
  describe(instanceId: string): Promise<InstancePlace | null>;
  /** Deletes (terminates) the instance; one already gone is not an error. */
  stop(instanceId: string): Promise<void>;
}

/** A cloud API answered something other than success; the message names the call, never a key. */
export class ProviderError extends Error {}

/** A JSON call to a bearer-token REST API (Hetzner Cloud, Vultr). */
export async function bearerJson(
  endpoint: string,
  token: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${endpoint.replace(/\/+$/, '')}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, json };
}
