import { botProviders } from '@skinpilot/contract';
import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../../shared/api/api-error';
import { Pagination } from '../../../../shared/ui/Pagination';
import { ConfirmDialog } from '../ConfirmDialog';
import { LoadError } from '../LoadError';
import { StatCard } from '../StatCard';
import { useOrchestrations, useStopOrchestration, type OrchestrationQuery } from '../../api/orchestrations';
import { useAdminToast } from '../../lib/use-admin-toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useLoadErrorToast } from '../../lib/use-load-error-toast';
import { FleetCapture } from './FleetCapture';
import { OrchestrationDetailsModal } from './OrchestrationDetailsModal';
import { orchestrationSearch } from '../../lib/orchestration-search';
import { OrchestrationsTable } from './OrchestrationsTable';

const SEARCH_DEBOUNCE_MS = 400;
const PAGE_SIZE = 50;
type StateFilter = 'active' | 'terminated' | 'all';
const stateTitles = { running: 'Running', provisioning: 'Provisioning', terminated: 'Terminated' } as const;
type Provider = (typeof botProviders)[number];

export default function OrchestrationsTab() {
  const toast = useAdminToast();
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [state, setState] = useState<StateFilter>('active');
  const [provider, setProvider] = useState<Provider | undefined>();
  const [isLive, setLive] = useState(false);
  const [isCompact, setCompact] = useState(false);
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<string | null>(null);
  const [stopping, setStopping] = useState<string | null>(null);

  const query = useMemo<OrchestrationQuery>(
    () => ({
      state,
      provider,
      includeLive: isLive ? 'true' : undefined,
      page,
      limit: PAGE_SIZE,
      ...orchestrationSearch(search),
    }),
    [state, provider, isLive, page, search],
  );
  const list = useOrchestrations(query);
  useLoadErrorToast(list.error, 'Failed to load orchestrations');
  const stop = useStopOrchestration();

  const [lastFilters, setLastFilters] = useState({ state, provider, search });
  if (lastFilters.state !== state || lastFilters.provider !== provider || lastFilters.search !== search) {
    setLastFilters({ state, provider, search });
    setPage(1);
  }

  function confirmStop() {
    if (!stopping) return;
    stop.mutate(stopping, {
      onSuccess: () => toast.success('Stop requested'),
      onError: (error) => toast.error(errorMessage(error, 'Failed to stop instance')),
      onSettled: () => setStopping(null),
    });
  }

  const data = list.data;
  const byState = data?.stats.by_state ?? {};
  const byProvider = data?.stats.by_provider ?? {};
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        {(['running', 'provisioning', 'terminated'] as const).map((s) => (
          <StatCard key={s} title={stateTitles[s]} value={byState[s] ?? 0} />
        ))}
      </div>
      <FleetCapture />
      <div className="flex flex-wrap gap-2" aria-label="Providers">
        {botProviders.map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={provider === p}
            className={`badge badge-lg cursor-pointer ${provider === p ? 'badge-primary' : 'badge-outline'}`}
            onClick={() => setProvider(provider === p ? undefined : p)}
          >
            {p} · {byProvider[p] ?? 0}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label className="input input-sm min-w-64 flex-1">
          <Search className="size-4 opacity-60" aria-hidden />
          <input
            type="search"
            placeholder="Email or Steam id"
            aria-label="Search orchestrations"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
          />
        </label>
        <select
          className="select select-sm w-36"
          aria-label="State"
          value={state}
          onChange={(e) => setState(e.target.value as StateFilter)}
        >
          <option value="active">active</option>
          <option value="terminated">terminated</option>
          <option value="all">all</option>
        </select>
        <select
          className="select select-sm w-40"
          aria-label="Provider"
          value={provider ?? ''}
          onChange={(e) => setProvider((e.target.value || undefined) as Provider | undefined)}
        >
          <option value="">all providers</option>
          {botProviders.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
        <label className="label cursor-pointer gap-2 text-sm">
          <input
            type="checkbox"
            className="toggle toggle-sm"
            checked={isLive}
            onChange={(e) => setLive(e.target.checked)}
          />
          Live
        </label>
        <label className="label cursor-pointer gap-2 text-sm">
          <input
            type="checkbox"
            className="toggle toggle-sm"
            checked={isCompact}
            onChange={(e) => setCompact(e.target.checked)}
          />
          Compact
        </label>
      </div>

      {list.isPending ? (
        <div className="skeleton h-64 w-full" aria-label="Loading orchestrations" />
      ) : list.isError && !data ? (
        <LoadError message="Failed to load orchestrations" onRetry={() => void list.refetch()} />
      ) : data && data.items.length === 0 ? (
        <p className="py-10 text-center opacity-70">
          No bot sessions match. Sessions appear here when a trader starts a bot.
        </p>
      ) : data ? (
        <>
          <OrchestrationsTable
            items={data.items}
            isCompact={isCompact}
            onView={setViewing}
            onStop={setStopping}
          />
          <Pagination page={page} pageCount={data.total_pages} onPage={setPage} window={5} />
        </>
      ) : null}

      <OrchestrationDetailsModal sessionId={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={stopping !== null}
        title="Stop instance?"
        confirmLabel="Stop instance"
        onConfirm={confirmStop}
        onCancel={() => setStopping(null)}
        isPending={stop.isPending}
      >
        <p>The orchestrator will stop instance {stopping} and its bot goes offline.</p>
        {/* The stop also turns the account's sniping off (orchestrations.service.ts), so it stays off. */}
        <p className="mt-2">
          Sniping is turned off for this account: the trader has to turn it on again to restart the bot.
        </p>
      </ConfirmDialog>
    </div>
  );
}
