import { Plus } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../../shared/api/api-error';
import { ConfirmDialog } from '../ConfirmDialog';
import { LoadError } from '../LoadError';
import { StatCard } from '../StatCard';
import { useAdminToast } from '../../lib/use-admin-toast';
import { useLoadErrorToast } from '../../lib/use-load-error-toast';
import { AddProxyModal } from './AddProxyModal';
import { ProxiesTable } from './ProxiesTable';
import { useProxies, useRemoveProxy, useTestProxy } from '../../api/proxies';
import { RotatingProxyForm } from './RotatingProxyForm';
import { useProxyTestToast } from '../../lib/use-proxy-test-toast';

/** Proxies tab (section 2): the HTTP rotating proxy, stat cards, the proxy table and Add proxy. */
export default function ProxiesTab() {
  const toast = useAdminToast();
  const testToast = useProxyTestToast();
  const proxies = useProxies();
  useLoadErrorToast(proxies.error, 'Failed to load proxies');
  const remove = useRemoveProxy();
  const test = useTestProxy();
  const [isAdding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<{ id: string; label: string } | null>(null);

  function confirmRemove() {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => toast.success('Proxy removed successfully'),
      onError: (error) => toast.error(errorMessage(error, 'Failed to remove proxy')),
      onSettled: () => setRemoving(null),
    });
  }

  const data = proxies.data;
  const usage =
    data && data.total_capacity > 0 ? Math.round((data.active_connections / data.total_capacity) * 100) : 0;
  return (
    <div className="flex flex-col gap-4">
      <RotatingProxyForm />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard title="Total proxies" value={data?.total_count ?? '-'} />
        <StatCard title="Healthy" value={data?.healthy_count ?? '-'} />
        <StatCard
          title="Active connections"
          value={data?.active_connections ?? '-'}
          detail={data ? `of ${data.total_capacity} capacity` : undefined}
        />
        <StatCard title="Usage" value={data ? `${usage}%` : '-'} />
      </div>
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold">Proxies</h2>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setAdding(true)}>
          <Plus className="size-4" aria-hidden />
          Add Proxy
        </button>
      </div>
      {proxies.isPending ? (
        <div className="skeleton h-40 w-full" aria-label="Loading" />
      ) : proxies.isError ? (
        <LoadError message="Failed to load proxies" onRetry={() => void proxies.refetch()} />
      ) : data && data.proxies.length > 0 ? (
        <ProxiesTable
          proxies={data.proxies}
          testingId={test.isPending ? (test.variables ?? null) : null}
          onTest={(proxy) => test.mutate(proxy.id, testToast)}
          onRemove={(proxy) => setRemoving({ id: proxy.id, label: proxy.label })}
        />
      ) : (
        <div className="rounded-box bg-base-200 p-8 text-center text-base-content/70">
          No proxies yet. Add one so bot connections have a way out.
        </div>
      )}
      <AddProxyModal open={isAdding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={removing !== null}
        title="Remove proxy"
        confirmLabel="Remove"
        isPending={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        <p>Remove {removing?.label}? Active connections will be migrated to other proxies.</p>
      </ConfirmDialog>
    </div>
  );
}
