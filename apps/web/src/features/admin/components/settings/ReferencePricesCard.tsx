import { priceSourceLabels, referencePriceSources, type ReferencePriceSource } from '@skinpilot/contract';
import { errorMessage } from '../../../../shared/api/api-error';
import { relativeTime } from '../../../../shared/time/relative-time';
import { useNow } from '../../../../shared/time/use-now';
import { useAdminToast } from '../../lib/use-admin-toast';
import { useChooseReferencePriceSource, useReferencePrices } from '../../api/reference-prices';
import { SettingsCard } from './SettingsCard';

/**
 * Where reference prices come from (decision 030), and how old each source's prices are. A source
 * that failed keeps its last good prices; its row says why in a warning badge. A keyed source is
 * offered only when the server has its key; until then its row says which key to set.
 */
export function ReferencePricesCard() {
  const toast = useAdminToast();
  const status = useReferencePrices();
  const choose = useChooseReferencePriceSource();
  const now = useNow(30_000);
  const data = status.data;
  if (!data) return <div className="skeleton h-40 w-full" aria-label="Loading" />;

  function select(source: ReferencePriceSource) {
    choose.mutate(source, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) =>
        toast.error(`Failed to change the price source: ${errorMessage(error, 'please try again')}`),
    });
  }

  return (
    <SettingsCard title="Reference Prices">
      <label className="form-control max-w-xs">
        <span className="label-text mb-1">Reference price source</span>
        <select
          className="select select-bordered select-sm"
          value={data.source}
          disabled={choose.isPending}
          onChange={(e) => select(e.target.value as ReferencePriceSource)}
        >
          {referencePriceSources.map((source) => {
            const available = data.sources.find((s) => s.source === source)?.available ?? true;
            return (
              <option key={source} value={source} disabled={!available}>
                {available ? priceSourceLabels[source] : `${priceSourceLabels[source]}: needs an API key`}
              </option>
            );
          })}
        </select>
      </label>
      <div className="overflow-x-auto">
        <table className="table table-sm">
          <thead>
            <tr>
              <th>Source</th>
              <th className="text-right">Items</th>
              <th>Updated</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {data.sources.map((source) => (
              <tr key={source.source}>
                <td>
                  {source.label}
                  {source.source === data.source && (
                    <span className="badge badge-info badge-sm ml-2">in use</span>
                  )}
                </td>
                <td className="text-right tabular-nums">{source.item_count.toLocaleString('en-US')}</td>
                <td title={source.refreshed_at ?? undefined}>{relativeTime(source.refreshed_at, now)}</td>
                <td>
                  {source.unavailable_reason ? (
                    <span className="badge badge-neutral badge-sm h-auto text-left">
                      Off. {source.unavailable_reason}
                    </span>
                  ) : source.problem ? (
                    <span
                      className="badge badge-warning badge-sm h-auto text-left"
                      title={source.checked_at ?? undefined}
                    >
                      Last good prices kept: {source.problem}
                    </span>
                  ) : source.checked_at ? (
                    <span className="badge badge-success badge-sm">OK</span>
                  ) : (
                    <span className="badge badge-neutral badge-sm h-auto">Not fetched yet</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SettingsCard>
  );
}
