import { useCurrentUser } from '../../shared/auth/current-user';
import { usePublicConfig } from '../../shared/config/use-public-config';

const names = { steam: 'Steam', csgoroll: 'CSGORoll' } as const;

/**
 * Production started on a sandbox only because SANDBOX=true was set: staff see it on every page,
 * so nobody mistakes sandbox trades for real ones. Traders are not shown an operator's setting.
 */
export function SandboxBanner() {
  const { environment, trading_sandboxes: sandboxes } = usePublicConfig();
  const { user } = useCurrentUser();
  if (environment !== 'production' || sandboxes.length === 0 || user?.role !== 'admin') return null;
  const which = sandboxes.map((name) => names[name]).join(' and ');
  return (
    <div role="alert" className="alert alert-warning rounded-none py-2 text-sm">
      Production runs on the sandbox {which} (SANDBOX=true): trades are not real.
    </div>
  );
}
