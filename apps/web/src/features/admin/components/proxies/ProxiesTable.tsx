import type { ResponseOf, listProxies } from '@skinpilot/contract';
import { ProxyConnections } from './ProxyConnections';
import { ProxyStatusBadge } from './ProxyStatusBadge';

type Proxy = ResponseOf<typeof listProxies>['proxies'][number];

type ProxiesTableProps = {
  proxies: Proxy[];
  onRemove: (proxy: Proxy) => void;
  onTest: (proxy: Proxy) => void;
  testingId: string | null;
};

/** The proxy table; Remove is disabled while only one proxy remains (the server refuses it too). */
export function ProxiesTable({ proxies, onRemove, onTest, testingId }: ProxiesTableProps) {
  const isLast = proxies.length <= 1;
  return (
    <div className="overflow-x-auto rounded-box bg-base-200">
      <table className="table table-sm">
        <thead>
          <tr>
            <th>Label</th>
            <th>Status</th>
            <th className="text-right">Connections</th>
            <th>Errors</th>
            <th>Connected accounts</th>
            <th className="text-right">Actions</th>
          </tr>
        </thead>
        <tbody>
          {proxies.map((proxy) => (
            <tr key={proxy.id}>
              <td>
                <div className="font-medium">{proxy.label}</div>
                <div className="font-mono text-xs text-base-content/60 break-all">{proxy.url_display}</div>
              </td>
              <td>
                <ProxyStatusBadge status={proxy.status} />
              </td>
              <td className="text-right tabular-nums">
                {proxy.current_connections}/{proxy.max_connections}
              </td>
              <td title={proxy.last_error ?? undefined}>
                {proxy.error_count > 0 ? (
                  <span className="text-error tabular-nums">{proxy.error_count} errors</span>
                ) : proxy.status === 'online' ? (
                  <span className="text-success">Healthy</span>
                ) : (
                  <span className="text-base-content/60">
                    {proxy.last_checked === null ? 'Not tested yet' : 'No errors'}
                  </span>
                )}
              </td>
              <td>
                <ProxyConnections connections={proxy.detailed_connections} />
              </td>
              <td>
                <div className="flex justify-end gap-1">
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs"
                    disabled={testingId === proxy.id}
                    onClick={() => onTest(proxy)}
                  >
                    Test
                  </button>
                  <button
                    type="button"
                    className="btn btn-error btn-outline btn-xs"
                    disabled={isLast}
                    title={isLast ? 'The last proxy cannot be removed' : undefined}
                    onClick={() => onRemove(proxy)}
                  >
                    Remove
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
