import type { ResponseOf, listProxies } from '@skinpilot/contract';

type Connection = ResponseOf<typeof listProxies>['proxies'][number]['detailed_connections'][number];

/** One chip per connection; hovering (or focusing) shows who it belongs to and how it is doing. */
export function ProxyConnections({ connections }: { connections: Connection[] }) {
  if (connections.length === 0) return <span className="text-base-content/50">None</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {connections.map((c, index) => {
        const detail = [
          `Email: ${c.user_email ?? 'unknown'}`,
          `Steam ID: ${c.steam_id ?? 'unknown'}`,
          `CSGORoll ID: ${c.roll_id ?? 'unknown'}`,
          `Status: ${c.connected ? 'connected' : 'disconnected'}`,
          `Reconnect attempts: ${c.reconnect_attempts}`,
        ].join('\n');
        return (
          <li key={`${c.roll_id ?? 'conn'}-${index}`}>
            <span
              tabIndex={0}
              title={detail}
              aria-label={detail}
              className={`badge badge-sm ${c.connected ? 'badge-success' : 'badge-ghost'}`}
            >
              {c.user_email ?? c.steam_id ?? 'connection'}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
