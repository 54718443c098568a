import { z } from 'zod';
import { bearerJson, ProviderError, type InstancePlace, type InstanceProvider } from './instance-provider';

export type HetznerSettings = {
  token: string;
  endpoint: string;
  location: string;
  serverType: string;
  image: string;
};

const server = z.object({
  id: z.number(),
  public_net: z
    .object({ ipv4: z.object({ ip: z.string() }).nullable().optional() })
    .partial()
    .optional(),
  datacenter: z.object({ location: z.object({ name: z.string() }) }).optional(),
});

/** Hetzner Cloud (REST, bearer token): POST /v1/servers, GET and DELETE /v1/servers/{id}. */
export function hetznerProvider(settings: HetznerSettings): InstanceProvider {
  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
    bearerJson(settings.endpoint, settings.token, method, path, body);
  const place = (raw: unknown): InstancePlace => {
    const s = server.parse(raw);
    return {
      instanceId: String(s.id),
      region: s.datacenter?.location.name ?? settings.location,
      publicIp: s.public_net?.ipv4?.ip ?? null,
    };
  };
  return {
    name: 'hetzner-hcloud',
    async start({ sessionId, userData }) {
      const { status, json } = await call('POST', '/v1/servers', {
        name: `skinpilot-${sessionId}`,
        server_type: settings.serverType,
        image: settings.image,
        location: settings.location,
        user_data: userData,
        labels: { app: 'skinpilot', session: sessionId },
      });
      if (status !== 201 && status !== 200)
        throw new ProviderError(`Hetzner Cloud refused to create the server (HTTP ${status}).`);
      return place((json as { server?: unknown } | null)?.server);
    },
    async describe(instanceId) {
      const { status, json } = await call('GET', `/v1/servers/${encodeURIComponent(instanceId)}`);
      if (status === 404) return null;
      if (status !== 200)
        throw new ProviderError(`Hetzner Cloud did not answer the server (HTTP ${status}).`);
      return place((json as { server?: unknown } | null)?.server);
    },
    async stop(instanceId) {
      const { status } = await call('DELETE', `/v1/servers/${encodeURIComponent(instanceId)}`);
      if (status !== 200 && status !== 204 && status !== 404)
        throw new ProviderError(`Hetzner Cloud did not delete the server (HTTP ${status}).`);
    },
  };
}
