import { z } from 'zod';
import { bearerJson, ProviderError, type InstancePlace, type InstanceProvider } from './instance-provider';

export type VultrSettings = {
  apiKey: string;
  endpoint: string;
  region: string;
  plan: string;
  /** A snapshot with our build baked in, or empty to boot the stock OS and let cloud-init fetch it. */
  snapshotId: string | undefined;
  osId: number;
};

const instance = z.object({ id: z.string(), main_ip: z.string().optional(), region: z.string().optional() });

/** Vultr (REST v2, bearer API key): POST /v2/instances, GET and DELETE /v2/instances/{id}. */
export function vultrProvider(settings: VultrSettings): InstanceProvider {
  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
    bearerJson(settings.endpoint, settings.apiKey, method, path, body);
  const place = (raw: unknown): InstancePlace => {
    const i = instance.parse(raw);
    // Vultr answers 0.0.0.0 until the instance has its address.
    const ip = i.main_ip && i.main_ip !== '0.0.0.0' ? i.main_ip : null;
    return { instanceId: i.id, region: i.region ?? settings.region, publicIp: ip };
  };
  return {
    name: 'vultr-cloud',
    async start({ sessionId, userData }) {
      const { status, json } = await call('POST', '/v2/instances', {
        region: settings.region,
        plan: settings.plan,
        ...(settings.snapshotId ? { snapshot_id: settings.snapshotId } : { os_id: settings.osId }),
        label: `skinpilot-${sessionId}`,
        tags: ['skinpilot'],
        // Vultr takes user data base64 encoded.
        user_data: Buffer.from(userData).toString('base64'),
      });
      if (status !== 202 && status !== 201 && status !== 200)
        throw new ProviderError(`Vultr refused to create the instance (HTTP ${status}).`);
      return place((json as { instance?: unknown } | null)?.instance);
    },
    async describe(instanceId) {
      const { status, json } = await call('GET', `/v2/instances/${encodeURIComponent(instanceId)}`);
      if (status === 404) return null;
      if (status !== 200) throw new ProviderError(`Vultr did not answer the instance (HTTP ${status}).`);
      return place((json as { instance?: unknown } | null)?.instance);
    },
    async stop(instanceId) {
      const { status } = await call('DELETE', `/v2/instances/${encodeURIComponent(instanceId)}`);
      if (status !== 204 && status !== 200 && status !== 404)
        throw new ProviderError(`Vultr did not delete the instance (HTTP ${status}).`);
    },
  };
}
